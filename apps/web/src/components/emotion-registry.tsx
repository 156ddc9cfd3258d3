'use client';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useServerInsertedHTML } from 'next/navigation';
import { useState, type ReactNode } from 'react';

function createFlushableCache(nonce: string | undefined) {
  const cache: EmotionCache = createCache({ key: 'css', nonce });
  cache.compat = true;
  const insert = cache.insert;
  let names: string[] = [];
  cache.insert = (...args) => {
    const serialized = args[1];
    if (cache.inserted[serialized.name] === undefined) names.push(serialized.name);
    return insert(...args);
  };
  const flush = () => {
    const flushed = names;
    names = [];
    return flushed;
  };
  return { cache, flush };
}

/**
 * Streams Chakra's Emotion styles into the server HTML (with the CSP nonce) so the first paint is styled
 * and hydration matches.
 */
export function EmotionRegistry({ nonce, children }: { nonce?: string; children: ReactNode }) {
  const [{ cache, flush }] = useState(() => createFlushableCache(nonce));
  useServerInsertedHTML(() => {
    const names = flush();
    if (names.length === 0) return null;
    const css = names
      .map((name) => cache.inserted[name])
      .filter((s): s is string => typeof s === 'string')
      .join('');
    // Our own compiled CSS (Emotion), never server-provided content.
    return (
      <style key={cache.key} nonce={nonce} data-emotion={`${cache.key} ${names.join(' ')}`} dangerouslySetInnerHTML={{ __html: css }} />
    );
  });
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
