import type { DownloadTaskInfo, RegisterTaskInfo } from '@exchange/api';

/** The task ids the home page's cards and the campaigns page ask for (spec 03 §7 const_id; values not shown, decision 1310). */
export const DOWNLOAD_TASK_CONST_ID = 'app-download';
export const REGISTER_TASK_CONST_ID = 'register';

/** The campaigns page for app-download rewards (ours: spec 01 §2 does not show its path; decision 1863). */
export const APP_DOWNLOAD_CAMPAIGN_PATH = '/campaigns/app-download';

/** Spec 01 §9: the app-download reward modal (and card) show a bonus amount of $40,000. */
export const APP_DOWNLOAD_BONUS_USD = 40000;

/** What the download card shows (spec 03 §3 download task info: has_dl_task 1 means a reward exists, 2 means none). */
export interface DownloadTask {
  hasReward: boolean;
  rewardNum: string;
  rewardCurrency: string;
}

/** What the sign-up card shows (spec 03 §3 register task info; has_register_task follows the 1 / 2 convention, decision 0513). */
export interface RegisterTask {
  hasTask: boolean;
  rewardNum: string;
  rewardCurrency: string;
  newbiePrizeNum: string;
}

/** A positive amount as text ("1,000" and "1000.50" stay as given); zero (the api's missing amount) or negative → "". */
function positive(text: string): string {
  const trimmed = text.trim();
  const numeric = Number(trimmed.replace(/,/g, ''));
  return trimmed !== '' && Number.isFinite(numeric) && numeric > 0 ? trimmed : '';
}

/** A currency code shown beside an amount; anything but 1–12 letters or digits is dropped. */
function currency(value: string): string {
  const trimmed = value.trim();
  return /^[A-Za-z0-9]{1,12}$/.test(trimmed) ? trimmed.toUpperCase() : '';
}

const NO_DOWNLOAD_TASK: DownloadTask = { hasReward: false, rewardNum: '', rewardCurrency: '' };

/** The api's download task info as the card shows it: a reward needs has_dl_task 1 and a positive amount. */
export function normaliseDownloadTask(info: DownloadTaskInfo | null | undefined): DownloadTask {
  if (!info) return NO_DOWNLOAD_TASK;
  const rewardNum = positive(info.reward_num);
  if (info.has_dl_task !== 1 || rewardNum === '') return NO_DOWNLOAD_TASK;
  return { hasReward: true, rewardNum, rewardCurrency: currency(info.reward_currency) };
}

/** The api's register task info as the card shows it: a task needs has_register_task 1 and a positive amount. */
export function normaliseRegisterTask(info: RegisterTaskInfo | null | undefined): RegisterTask {
  const newbiePrizeNum = info ? positive(info.newbie_prize_num) : '';
  const rewardNum = info ? positive(info.reward_num) : '';
  const hasTask = info?.has_register_task === 1 && rewardNum !== '';
  return {
    hasTask,
    rewardNum: hasTask ? rewardNum : '',
    rewardCurrency: hasTask && info ? currency(info.reward_currency) : '',
    newbiePrizeNum,
  };
}
