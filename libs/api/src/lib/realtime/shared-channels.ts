import type { ChannelReducer } from './channel-stores';
import type { FrameBatcher } from './frame-batcher';
import type { RealtimeClient } from './realtime-client';

/**
 * One reduced state per channel for the whole page (decision 1937). Every hook reading a channel reads this one
 * state, so a consumer that mounts late (a lazily loaded panel, the order toasts) sees what the channel has already
 * said: the client subscribes a channel once and the server sends its snapshot once, to the first subscriber; a state
 * kept per hook left a second hook without the snapshot, and the reducers that take their first message as the
 * baseline (the order events) swallowed the first news. The client is subscribed while at least one hook listens;
 * the state is forgotten when the last one leaves (the next subscription starts from a fresh snapshot).
 */
export interface SharedChannels {
  /** The channel's state now (the reducer's initial state while nobody listens). */
  read<S>(ch: string, reducer: ChannelReducer<S>): S;
  /** Listens for changes (at most once per animation frame); returns the release. */
  listen<S>(ch: string, reducer: ChannelReducer<S>, onChange: () => void): () => void;
}

interface Entry {
  value: unknown;
  listeners: Set<() => void>;
  release: () => void;
  notify: () => void;
}

const initials = new WeakMap<ChannelReducer<unknown>, unknown>();

/** One initial state per reducer, so that a render before any message gets the same object each time. */
export function initialOf<S>(reducer: ChannelReducer<S>): S {
  const key = reducer as ChannelReducer<unknown>;
  if (!initials.has(key)) initials.set(key, reducer.initial());
  return initials.get(key) as S;
}

export function createSharedChannels(client: RealtimeClient, batcher: FrameBatcher): SharedChannels {
  const entries = new Map<ChannelReducer<unknown>, Map<string, Entry>>();
  const find = (ch: string, reducer: ChannelReducer<unknown>): Entry | undefined => entries.get(reducer)?.get(ch);

  const open = (ch: string, reducer: ChannelReducer<unknown>): Entry => {
    let byChannel = entries.get(reducer);
    if (!byChannel) {
      byChannel = new Map();
      entries.set(reducer, byChannel);
    }
    const entry: Entry = {
      value: initialOf(reducer),
      listeners: new Set(),
      release: () => undefined,
      notify: () => {
        for (const listener of [...entry.listeners]) listener();
      },
    };
    byChannel.set(ch, entry);
    const update = (next: unknown) => {
      if (next === entry.value) return;
      entry.value = next;
      batcher.schedule(entry.notify);
    };
    entry.release = client.subscribe(ch, {
      onMessage: (message) => update(reducer.reduce(entry.value, message, () => client.requestSnapshot(ch))),
      onReset: () => {
        if (reducer.reset) update(reducer.reset(entry.value));
      },
    });
    return entry;
  };

  return {
    read: (ch, reducer) => {
      const entry = find(ch, reducer as ChannelReducer<unknown>);
      return (entry ? entry.value : initialOf(reducer)) as ReturnType<typeof reducer.initial>;
    },
    listen(ch, reducer, onChange) {
      const key = reducer as ChannelReducer<unknown>;
      const entry = find(ch, key) ?? open(ch, key);
      entry.listeners.add(onChange);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        entry.listeners.delete(onChange);
        if (entry.listeners.size > 0) return;
        entry.release();
        const byChannel = entries.get(key);
        if (byChannel?.get(ch) === entry) byChannel.delete(ch);
      };
    },
  };
}
