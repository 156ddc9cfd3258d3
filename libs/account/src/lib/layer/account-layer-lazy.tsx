'use client';
import dynamic from 'next/dynamic';
import type { AccountLayerProps } from './account-layer';

/** The overlay layer, loaded after hydration in its own chunk: nothing of it renders on the server (issue 9, decision 0800). */
export const AccountLayer = dynamic<AccountLayerProps>(() => import('./account-layer').then((m) => m.AccountLayer), { ssr: false });
