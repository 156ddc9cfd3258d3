/** Download task info (spec 03 §3): has_dl_task 1 means a reward exists, 2 means none. */
export interface DownloadTask {
  hasReward: boolean;
  rewardNum: string;
  rewardCurrency: string;
}

/** Register task info (spec 03 §3). has_register_task follows the download task's 1 / 2 convention (decision 0513). */
export interface RegisterTask {
  hasTask: boolean;
  rewardNum: string;
  rewardCurrency: string;
  newbiePrizeNum: string;
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A positive amount as text ("1,000" and "1000.50" stay as given); zero, negative or garbage → "". */
function amount(value: unknown): string {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  const numeric = Number(text.replace(/,/g, ''));
  return text !== '' && Number.isFinite(numeric) && numeric > 0 ? text : '';
}

function currency(value: unknown): string {
  return typeof value === 'string' && /^[A-Za-z0-9]{1,12}$/.test(value.trim()) ? value.trim().toUpperCase() : '';
}

function isOne(value: unknown): boolean {
  return value === 1 || value === '1';
}

/** Accepts the call's body (`{ code, data }`) or the data itself; a reward needs has_dl_task 1 and an amount. */
export function normaliseDownloadTask(response: unknown): DownloadTask {
  const body = record(response);
  const data = 'data' in body ? record(body['data']) : body;
  const rewardNum = amount(data['reward_num']);
  const rewardCurrency = currency(data['reward_currency']);
  const hasReward = isOne(data['has_dl_task']) && rewardNum !== '';
  return { hasReward, rewardNum: hasReward ? rewardNum : '', rewardCurrency: hasReward ? rewardCurrency : '' };
}

/** Accepts the call's body (`{ code, data }`) or the data itself; a task needs has_register_task 1 and an amount. */
export function normaliseRegisterTask(response: unknown): RegisterTask {
  const body = record(response);
  const data = 'data' in body ? record(body['data']) : body;
  const rewardNum = amount(data['reward_num']);
  const hasTask = isOne(data['has_register_task']) && rewardNum !== '';
  return {
    hasTask,
    rewardNum: hasTask ? rewardNum : '',
    rewardCurrency: hasTask ? currency(data['reward_currency']) : '',
    newbiePrizeNum: amount(data['newbie_prize_num']),
  };
}
