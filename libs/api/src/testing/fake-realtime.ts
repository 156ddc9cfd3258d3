import type { ChannelHandlers, RealtimeClient, RealtimeStatus } from '../lib/realtime/realtime-client';
import type { ChannelMessage } from '../lib/schemas/realtime';

export interface FakeRealtimeClient extends RealtimeClient {
  /** Every subscription made, in order, with whether it was released. */
  subscriptions: { ch: string; handlers: ChannelHandlers; released: boolean }[];
  /** Delivers a message to the channel's live subscribers. */
  emit(message: ChannelMessage): void;
  /** Tells the channel's (or every) subscriber that data may have been missed. */
  reset(reason: string, ch?: string): void;
  snapshotRequests: string[];
  setStatus(status: RealtimeStatus): void;
}

/** A realtime client with no socket, for tests and stories: the test plays the server's messages. */
export function createFakeRealtimeClient(): FakeRealtimeClient {
  const subscriptions: FakeRealtimeClient['subscriptions'] = [];
  const snapshotRequests: string[] = [];
  const statusListeners = new Set<(status: RealtimeStatus) => void>();
  let status: RealtimeStatus = 'open';
  const live = (ch?: string) => subscriptions.filter((s) => !s.released && (ch === undefined || s.ch === ch));
  return {
    subscriptions,
    snapshotRequests,
    subscribe(ch, handlers) {
      const entry = { ch, handlers, released: false };
      subscriptions.push(entry);
      return () => {
        entry.released = true;
      };
    },
    requestSnapshot: (ch) => void snapshotRequests.push(ch),
    resync: (reason) => {
      for (const s of live()) s.handlers.onReset?.(reason);
    },
    status: () => status,
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    channels: () => [...new Set(live().map((s) => s.ch))],
    close: () => undefined,
    emit(message) {
      for (const s of live(message.ch)) s.handlers.onMessage(message);
    },
    reset(reason, ch) {
      for (const s of live(ch)) s.handlers.onReset?.(reason);
    },
    setStatus(next) {
      status = next;
      for (const listener of statusListeners) listener(next);
    },
  };
}
