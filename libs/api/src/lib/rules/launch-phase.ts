/**
 * Where a time-boxed launch product stands (issue 25 item 4, decision 1898): launchpools, startup sales, candy drops
 * and pre-markets each open at `start_at` and close at `end_at` (epoch ms). The start is inclusive, the end
 * exclusive; a window whose end is not after its start never opens. The sandbox and the pages read phases here.
 */
export type LaunchPhase = 'upcoming' | 'live' | 'ended';

export interface LaunchWindow {
  start_at: number;
  end_at: number;
}

export function launchPhase(window: LaunchWindow, now: number): LaunchPhase {
  if (window.end_at <= window.start_at) return 'ended';
  if (now < window.start_at) return 'upcoming';
  return now < window.end_at ? 'live' : 'ended';
}
