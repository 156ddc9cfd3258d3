'use client';
import dynamic from 'next/dynamic';
import type { KycLayerProps } from './kyc-layer';

/** The KYC notice layer, loaded after hydration in its own chunk: nothing of it renders on the server (issue 9, decision 0800). */
export const KycLayer = dynamic<KycLayerProps>(() => import('./kyc-layer').then((m) => m.KycLayer), { ssr: false });
