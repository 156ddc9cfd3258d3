'use client';
import dynamic from 'next/dynamic';
import type { ReferralLayerProps } from './referral-layer';

/** The overlay layer, loaded after hydration in its own chunk: nothing of it renders on the server (issue 9, decision 0800). */
export const ReferralLayer = dynamic<ReferralLayerProps>(() => import('./referral-layer').then((m) => m.ReferralLayer), { ssr: false });
