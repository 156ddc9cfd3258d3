import type { ChannelMessage } from '../schemas/realtime';
import type { RealtimeStatus } from './realtime-client';

/**
 * The port protocol between a tab and the shared realtime worker (issue 20, decision 1850). Plain objects, posted
 * with `MessagePort#postMessage` (structured clone): the worker has already parsed and checked every socket frame.
 *
 * A tab says `hello` when it connects, then `beat`s every 5 s with the channels it holds (the worker reconciles, so
 * a lost `sub`/`unsub` or a tab the worker had given up on heals by itself), and `bye` on `pagehide`.
 */
export type TabToWorker =
  | { t: 'hello' | 'beat'; urls: readonly string[]; chs: readonly string[] }
  | { t: 'sub' | 'unsub' | 'snapshot'; ch: string }
  | { t: 'resync'; reason: string }
  | { t: 'bye' };

export type WorkerToTab =
  | { t: 'msg'; m: ChannelMessage }
  | { t: 'reset'; ch: string; reason: string }
  | { t: 'status'; status: RealtimeStatus }
  /** A monitoring event of the shared client, reported by one tab (the worker has no monitor of its own). */
  | { t: 'event'; name: string; data: Record<string, unknown> }
  /** Several of the above, in order (the worker gathers a frame's worth of messages into one post). */
  | { t: 'batch'; items: WorkerToTab[] };

/** The part of a `MessagePort` the worker and the tab use (tests pass a `MessageChannel`'s ports or fakes). */
export interface PortLike {
  postMessage(message: unknown): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  start?(): void;
  close?(): void;
  addEventListener?(type: 'close', listener: () => void): void;
}

/** The shared worker's name: every tab of the origin reaches the same one. */
export const REALTIME_WORKER_NAME = 'exchange-realtime';
