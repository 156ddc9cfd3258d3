import type { StartupProject } from '@exchange/api';

/**
 * A startup sale's subscription and the user's estimated allocation (issue 25 item 4): the sale raises at most
 * price × supply USDT; committed beyond that, everyone is filled pro rata (the sandbox settles the same way when the
 * window closes). Times subscribed = total committed ÷ (price × supply); the allocation = my commitment × min(1, cap ÷
 * total) ÷ price, in tokens, rounded down to 2 places.
 */
export function subscriptionTimes(project: Pick<StartupProject, 'price' | 'supply' | 'total_committed'>): number {
  const cap = Number(project.price) * Number(project.supply);
  return cap > 0 ? Number(project.total_committed) / cap : 0;
}

export function estimateAllocation(project: Pick<StartupProject, 'price' | 'supply' | 'total_committed' | 'my_commit'>): string {
  const price = Number(project.price);
  const mine = Number(project.my_commit);
  if (!(price > 0) || !(mine > 0)) return '0';
  const times = subscriptionTimes(project);
  const filled = times > 1 ? mine / times : mine;
  return (Math.floor((filled / price) * 100) / 100).toFixed(2);
}
