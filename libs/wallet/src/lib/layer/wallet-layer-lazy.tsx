'use client';
import dynamic from 'next/dynamic';
import type { WalletLayerProps } from './wallet-layer';

/** The overlay layer, loaded after hydration in its own chunk: nothing of it renders on the server (issue 9, decision 0800). */
export const WalletLayer = dynamic<WalletLayerProps>(() => import('./wallet-layer').then((m) => m.WalletLayer), { ssr: false });
