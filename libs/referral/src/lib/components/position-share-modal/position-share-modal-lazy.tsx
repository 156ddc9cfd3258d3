'use client';
import dynamic from 'next/dynamic';
import type { PositionShareModalProps } from './position-share-modal';

/** The position share image, loaded with the first Share click: not part of the trade page's first load (decision 1403). */
export const PositionShareModal = dynamic<PositionShareModalProps>(
  () => import('./position-share-modal').then((m) => m.PositionShareModal),
  { ssr: false },
);
