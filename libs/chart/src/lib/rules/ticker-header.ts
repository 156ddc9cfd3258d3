/**
 * The ticker header's figures (issue 21 item 1): the funding countdown of a futures contract. Pure, `now` passed in.
 */

/** Time left until the next funding, `HH:MM:SS` (hours may pass 24); 00:00:00 once it is due; null when unknown. */
export function fundingCountdown(nextFundingTime: number | undefined | null, now: number): string | null {
  if (nextFundingTime === undefined || nextFundingTime === null || !Number.isFinite(nextFundingTime)) return null;
  const left = Math.max(0, Math.floor((nextFundingTime - now) / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(left / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`;
}

/** The milliseconds until the countdown's next whole second (so the header ticks on the second). */
export const msToNextSecond = (now: number): number => 1000 - (((now % 1000) + 1000) % 1000);
