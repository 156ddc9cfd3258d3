'use client';
import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { system } from '../theme/system';
import { useEmotionSlot, type EmotionSlot, type FlushableEmotionCache } from './emotion-slot';

type SlotCache = EmotionCache & FlushableEmotionCache;

function createFlushableCache(nonce: string | undefined): SlotCache {
  const cache = createCache({ key: 'css', nonce }) as SlotCache;
  cache.compat = true;
  const insert = cache.insert;
  let names: string[] = [];
  cache.insert = (...args) => {
    const serialized = args[1];
    if (cache.inserted[serialized.name] === undefined) names.push(serialized.name);
    return insert(...args);
  };
  cache.flush = () => {
    const flushed = names;
    names = [];
    return flushed;
  };
  return cache;
}

/** The page's Emotion cache, created in its slot by the first island that renders (decision 0004). */
function slotCache(slot: EmotionSlot): SlotCache {
  slot.cache ??= createFlushableCache(slot.nonce);
  return slot.cache as SlotCache;
}

/**
 * Chakra for one part of the page (a page's content, a dialog, a banner), inside `ShellProviders`
 * (decision 0004). Every island shares the same system and the page's one Emotion cache (from the app's
 * `EmotionSlotProvider`, whose styles the server streams into its HTML; without a slot, e.g. in Storybook,
 * Emotion's default cache), so islands can be many and nested; the locale (for the text direction of menus,
 * drawers and popovers) comes from react-intl.
 */
export function ChakraIsland({ children }: { children: ReactNode }) {
  const { locale } = useIntl();
  const slot = useEmotionSlot();
  const island = (
    <ChakraProvider value={system}>
      <LocaleProvider locale={locale}>{children}</LocaleProvider>
    </ChakraProvider>
  );
  return slot ? <CacheProvider value={slotCache(slot)}>{island}</CacheProvider> : island;
}
