'use client';
import dynamic from 'next/dynamic';
import type { ComplianceLayerProps } from './compliance-layer';

/** The overlay layer, loaded after hydration in its own chunk: nothing of it renders on the server (issue 9, decision 0800). */
export const ComplianceLayer = dynamic<ComplianceLayerProps>(() => import('./compliance-layer').then((m) => m.ComplianceLayer), {
  ssr: false,
});
