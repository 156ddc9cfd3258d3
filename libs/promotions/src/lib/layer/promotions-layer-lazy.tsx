'use client';
import dynamic from 'next/dynamic';
import type { PromotionsLayerProps } from './promotions-layer';

/** The popups' layer, loaded after hydration in its own chunk: nothing of it renders on the server (issue 9, decision 0800). */
export const PromotionsLayer = dynamic<PromotionsLayerProps>(() => import('./promotions-layer').then((m) => m.PromotionsLayer), {
  ssr: false,
});
