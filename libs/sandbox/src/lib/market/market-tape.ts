import type { MarketKind } from '@exchange/api';

/** One print of the simulated market: a trade at `price` of `size` (base amount) at `time` (epoch ms). */
export interface TapePrint {
  seq: number;
  time: number;
  price: number;
  size: number;
}

/** Prints kept per symbol (the newest): enough for a browser that looks away for a few minutes of live trading. */
export const TAPE_LENGTH = 2_000;

interface Tape {
  seq: number;
  prints: TapePrint[];
}

const TAPE_KEY = Symbol.for('exchange.sandbox.marketTape');

/** One tape per process on globalThis (the API route, the control route and the socket may load separate copies). */
const tapes = (): Map<string, Tape> => {
  const holder = globalThis as unknown as Record<symbol, Map<string, Tape> | undefined>;
  return (holder[TAPE_KEY] ??= new Map());
};

const keyOf = (market: MarketKind, symbol: string) => `${market}:${symbol}`;

/**
 * The market's tape (issue 21, decision 1911): every print of the simulated market — the live simulation's trades and
 * the `/_sandbox/market/tick` control's — in order, so that a browser's resting orders meet them on its next call
 * even when no page of it was open. Returns the print with its sequence number.
 */
export function recordPrint(market: MarketKind, symbol: string, print: Omit<TapePrint, 'seq'>): TapePrint {
  const all = tapes();
  const key = keyOf(market, symbol);
  const tape = all.get(key) ?? { seq: 0, prints: [] };
  tape.seq += 1;
  const recorded = { ...print, seq: tape.seq };
  tape.prints.push(recorded);
  if (tape.prints.length > TAPE_LENGTH) tape.prints.splice(0, tape.prints.length - TAPE_LENGTH);
  all.set(key, tape);
  return recorded;
}

/** The symbol's prints after `seq` (oldest first) and the tape's last sequence number. */
export function tapeAfter(market: MarketKind, symbol: string, seq: number): { prints: TapePrint[]; last: number } {
  const tape = tapes().get(keyOf(market, symbol));
  if (!tape) return { prints: [], last: 0 };
  return { prints: tape.prints.filter((print) => print.seq > seq), last: tape.seq };
}

/** The symbol's prints at times `from` < time ≤ `to` (oldest first), read from the newest back. */
export function printsBetween(market: MarketKind, symbol: string, from: number, to: number): TapePrint[] {
  const prints = tapes().get(keyOf(market, symbol))?.prints ?? [];
  const found: TapePrint[] = [];
  for (let i = prints.length - 1; i >= 0; i--) {
    const print = prints[i];
    if (print === undefined || print.time <= from) break;
    if (print.time <= to) found.push(print);
  }
  return found.reverse();
}

/** Forgets every tape (tests). */
export function resetMarketTape(): void {
  tapes().clear();
}
