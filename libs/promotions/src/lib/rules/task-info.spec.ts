import type { DownloadTaskInfo, RegisterTaskInfo } from '@exchange/api';
import { normaliseDownloadTask, normaliseRegisterTask, type DownloadTask, type RegisterTask } from './task-info';

const none: DownloadTask = { hasReward: false, rewardNum: '', rewardCurrency: '' };
const dl = (has_dl_task: number, reward_num: string, reward_currency = 'USDT'): DownloadTaskInfo => ({
  has_dl_task,
  reward_num,
  reward_currency,
});

describe('normaliseDownloadTask (spec 03 §3: has_dl_task 1 reward, 2 none)', () => {
  it.each<[string, DownloadTaskInfo | null | undefined, DownloadTask]>([
    ['has_dl_task 1 with a reward', dl(1, '50', 'usdt'), { hasReward: true, rewardNum: '50', rewardCurrency: 'USDT' }],
    ['has_dl_task 2: none', dl(2, '50'), none],
    ['has_dl_task 1 but zero reward (the api default)', dl(1, '0'), none],
    ['has_dl_task 1 with a negative amount', dl(1, '-3'), none],
    ['has_dl_task 1, amount with thousands separator', dl(1, '1,000'), { hasReward: true, rewardNum: '1,000', rewardCurrency: 'USDT' }],
    ['has_dl_task 1, bad currency is dropped', dl(1, '5', '<b>'), { hasReward: true, rewardNum: '5', rewardCurrency: '' }],
    ['no answer', null, none],
    ['undefined', undefined, none],
  ])('%s', (_label, info, expected) => expect(normaliseDownloadTask(info)).toEqual(expected));
});

describe('normaliseRegisterTask (spec 03 §3 register task info)', () => {
  const rt = (has_register_task: number, reward_num: string, newbie_prize_num: string, reward_currency = 'USDT'): RegisterTaskInfo => ({
    has_register_task,
    reward_num,
    reward_currency,
    newbie_prize_num,
  });
  it.each<[string, RegisterTaskInfo | null | undefined, RegisterTask]>([
    [
      'task with reward and newbie prize',
      rt(1, '100', '10000'),
      { hasTask: true, rewardNum: '100', rewardCurrency: 'USDT', newbiePrizeNum: '10000' },
    ],
    ['no task, newbie prize still read', rt(2, '100', '500'), { hasTask: false, rewardNum: '', rewardCurrency: '', newbiePrizeNum: '500' }],
    ['undefined', undefined, { hasTask: false, rewardNum: '', rewardCurrency: '', newbiePrizeNum: '' }],
    ['negative amounts are dropped', rt(1, '-1', '-5'), { hasTask: false, rewardNum: '', rewardCurrency: '', newbiePrizeNum: '' }],
  ])('%s', (_label, info, expected) => expect(normaliseRegisterTask(info)).toEqual(expected));
});
