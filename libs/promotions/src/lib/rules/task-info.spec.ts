import { normaliseDownloadTask, normaliseRegisterTask, type DownloadTask, type RegisterTask } from './task-info';

const none: DownloadTask = { hasReward: false, rewardNum: '', rewardCurrency: '' };

describe('normaliseDownloadTask (spec 03 §3: has_dl_task 1 reward, 2 none)', () => {
  it.each<[string, unknown, DownloadTask]>([
    [
      'has_dl_task 1 with a reward',
      { code: 0, data: { has_dl_task: 1, reward_num: '50', reward_currency: 'usdt' } },
      { hasReward: true, rewardNum: '50', rewardCurrency: 'USDT' },
    ],
    [
      'data without the envelope',
      { has_dl_task: '1', reward_num: 20, reward_currency: 'GT' },
      { hasReward: true, rewardNum: '20', rewardCurrency: 'GT' },
    ],
    ['has_dl_task 2: none', { data: { has_dl_task: 2, reward_num: '50', reward_currency: 'USDT' } }, none],
    ['has_dl_task 1 but zero reward', { data: { has_dl_task: 1, reward_num: '0', reward_currency: 'USDT' } }, none],
    ['has_dl_task 1 with a garbage amount', { data: { has_dl_task: 1, reward_num: 'lots' } }, none],
    [
      'has_dl_task 1, amount with thousands separator',
      { data: { has_dl_task: 1, reward_num: '1,000', reward_currency: 'USDT' } },
      { hasReward: true, rewardNum: '1,000', rewardCurrency: 'USDT' },
    ],
    [
      'has_dl_task 1, bad currency is dropped',
      { data: { has_dl_task: 1, reward_num: '5', reward_currency: '<b>' } },
      { hasReward: true, rewardNum: '5', rewardCurrency: '' },
    ],
    ['null body', null, none],
    ['array body', [1, 2], none],
  ])('%s', (_label, response, expected) => expect(normaliseDownloadTask(response)).toEqual(expected));
});

describe('normaliseRegisterTask (spec 03 §3 register task info)', () => {
  it.each<[string, unknown, RegisterTask]>([
    [
      'task with reward and newbie prize',
      { code: 0, data: { has_register_task: 1, reward_num: '100', reward_currency: 'USDT', newbie_prize_num: '10000' } },
      { hasTask: true, rewardNum: '100', rewardCurrency: 'USDT', newbiePrizeNum: '10000' },
    ],
    [
      'no task, newbie prize still read',
      { data: { has_register_task: 2, reward_num: '100', newbie_prize_num: 500 } },
      { hasTask: false, rewardNum: '', rewardCurrency: '', newbiePrizeNum: '500' },
    ],
    ['undefined body', undefined, { hasTask: false, rewardNum: '', rewardCurrency: '', newbiePrizeNum: '' }],
    [
      'negative prize is dropped',
      { has_register_task: 1, reward_num: '-1', newbie_prize_num: '-5' },
      { hasTask: false, rewardNum: '', rewardCurrency: '', newbiePrizeNum: '' },
    ],
  ])('%s', (_label, response, expected) => expect(normaliseRegisterTask(response)).toEqual(expected));
});
