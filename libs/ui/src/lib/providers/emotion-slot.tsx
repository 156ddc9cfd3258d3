'use client';
import { createContext, useContext, type ReactNode } from 'react';

/** The slice of an Emotion cache the server flush reads (structural: this module imports no Emotion). */
export interface FlushableEmotionCache {
  key: string;
  inserted: Record<string, string | true>;
  /** The names inserted since the last flush, emptied by the call. */
  flush(): string[];
}

/**
 * Where the page's one Emotion cache lives once the first Chakra island needs it (decision 0004): the app creates
 * an empty slot per request (server) or per page (browser) and streams what the cache inserted into the server
 * HTML; `ChakraIsland` fills it. The slot, not the cache, is what the shell holds, so the shell's first load carries
 * no Emotion: a page without an island never creates a cache.
 */
export interface EmotionSlot {
  nonce?: string;
  cache?: FlushableEmotionCache;
}

const EmotionSlotContext = createContext<EmotionSlot | null>(null);

export function EmotionSlotProvider({ slot, children }: { slot: EmotionSlot; children: ReactNode }) {
  return <EmotionSlotContext.Provider value={slot}>{children}</EmotionSlotContext.Provider>;
}

export function useEmotionSlot(): EmotionSlot | null {
  return useContext(EmotionSlotContext);
}

/** The CSS the slot's cache inserted since the last call (for a `<style>` in the server HTML), or null. */
export function flushEmotionSlot(slot: EmotionSlot): { key: string; names: string[]; css: string } | null {
  const cache = slot.cache;
  if (!cache) return null;
  const names = cache.flush();
  if (names.length === 0) return null;
  const css = names
    .map((name) => cache.inserted[name])
    .filter((s): s is string => typeof s === 'string')
    .join('');
  return { key: cache.key, names, css };
}
