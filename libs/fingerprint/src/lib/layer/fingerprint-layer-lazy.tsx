'use client';
import dynamic from 'next/dynamic';
import type { FingerprintLayerProps } from './fingerprint-layer';

/** The overlay layer, loaded after hydration in its own chunk: nothing of it renders on the server (issue 9, decision 0800). */
export const FingerprintLayer = dynamic<FingerprintLayerProps>(() => import('./fingerprint-layer').then((m) => m.FingerprintLayer), {
  ssr: false,
});
