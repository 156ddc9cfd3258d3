'use client';
import type { FuturesPosition } from '@exchange/api';
import type { SiteContext } from '@exchange/ui';
import dynamic from 'next/dynamic';
import { useCallback, useState, type ReactNode } from 'react';

/** The referral domain's share image, loaded with the first Share click (not part of the trade page's first load). */
const PositionShareModal = dynamic(() => import('@exchange/referral').then((m) => m.PositionShareModal), { ssr: false });

export interface PositionShare {
  /** For the chart's trade view: each position row's Share button calls it. */
  onSharePosition: (position: FuturesPosition) => void;
  /** The share modal of the position being shared, or null. */
  modal: ReactNode;
}

/**
 * Share from a futures position (spec 03 §2, §5, §9; decision 1403): the chart domain's position rows say which
 * position, the referral domain's `PositionShareModal` draws it with the user's referral code and link. Domains never
 * import each other, so the app composes them here (decision 0800).
 */
export function usePositionShare(context: SiteContext, pricePrecision?: number): PositionShare {
  const [sharing, setSharing] = useState<FuturesPosition | null>(null);
  const onSharePosition = useCallback((position: FuturesPosition) => setSharing(position), []);
  const modal = sharing ? (
    <PositionShareModal position={sharing} onClose={() => setSharing(null)} context={context} pricePrecision={pricePrecision} />
  ) : null;
  return { onSharePosition, modal };
}
