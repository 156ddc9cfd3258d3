/** A print a browser's orders meet: its price, size (base amount) and time (epoch ms). */
export interface MissedPrint {
  time: number;
  price: number;
  size: number;
}

/** How far a browser has seen one symbol's market: the tape's sequence number and the time its walk was sampled to. */
export interface MarketSeen {
  seq: number;
  time: number;
}

/** The walk is sampled once a second of sandbox time... */
export const WALK_STEP_MS = 1_000;
/** ...and at most this many times per catch-up (a longer gap is sampled more coarsely). */
export const MAX_WALK_SAMPLES = 600;

/**
 * The prints a browser missed on one symbol since it last looked (issue 21, decision 1911), oldest first:
 * the tape's prints after `seen.seq` (live trades and the tick control's), then the sandbox's price walk sampled every
 * second from the later of `seen.time` and the last tape print up to `now` (the market moves while nobody watches). A
 * first look (`seen` null) meets the tape's prints, not the walk: the orders themselves ignore prints older than they
 * are. Pure: the walk and the size of a walk print are passed in.
 */
export function missedPrints(
  seen: MarketSeen | null,
  tape: { prints: readonly { seq: number; time: number; price: number; size: number }[]; last: number },
  walk: { priceAt: (time: number) => number; sizeAt: (time: number) => number },
  now: number,
): { prints: MissedPrint[]; seen: MarketSeen } {
  // A first look meets the tape it holds (an order meets only the prints after it was placed) but no walk.
  if (seen === null)
    return { prints: tape.prints.map(({ time, price, size }) => ({ time, price, size })), seen: { seq: tape.last, time: now } };
  // A tape that started again (a restart, a test's reset) has only new prints.
  const after = seen.seq > tape.last ? 0 : seen.seq;
  const taped = tape.prints.filter((print) => print.seq > after);
  const prints: MissedPrint[] = taped.map(({ time, price, size }) => ({ time, price, size }));
  const from = Math.max(seen.time, ...taped.map((print) => print.time));
  let sampledTo = from;
  if (now - from >= WALK_STEP_MS) {
    const step = Math.max(WALK_STEP_MS, Math.ceil((now - from) / MAX_WALK_SAMPLES));
    // The samples stop at a whole step: the rest of the span is sampled next time.
    for (let time = from + step; time <= now; time += step) {
      const price = walk.priceAt(time);
      if (Number.isFinite(price) && price > 0) prints.push({ time, price, size: walk.sizeAt(time) });
      sampledTo = time;
    }
  }
  return { prints, seen: { seq: tape.last, time: sampledTo } };
}
