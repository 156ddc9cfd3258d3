'use client';
import { EmotionSlotProvider, flushEmotionSlot, type EmotionSlot } from '@exchange/ui';
import { useServerInsertedHTML } from 'next/navigation';
import { useState, type ReactNode } from 'react';

/**
 * Streams Chakra's Emotion styles into the server HTML (with the CSP nonce) so the first paint is styled and
 * hydration matches. It holds an empty slot: the first Chakra island creates the cache in it, so a page without
 * an island (home) loads no Emotion up front (decision 0004).
 */
export function EmotionRegistry({ nonce, children }: { nonce?: string; children: ReactNode }) {
  const [slot] = useState<EmotionSlot>(() => ({ nonce }));
  useServerInsertedHTML(() => {
    const flushed = flushEmotionSlot(slot);
    if (!flushed) return null;
    // Our own compiled CSS (Emotion), never server-provided content.
    return (
      <style
        key={flushed.key}
        nonce={nonce}
        data-emotion={`${flushed.key} ${flushed.names.join(' ')}`}
        dangerouslySetInnerHTML={{ __html: flushed.css }}
      />
    );
  });
  return <EmotionSlotProvider slot={slot}>{children}</EmotionSlotProvider>;
}
