'use client';
import type { FuturesPosition } from '@exchange/api';
import { PositionShareModal } from '@exchange/referral';
import type { SiteContext } from '@exchange/ui';
import { useCallback, useState, type ReactNode } from 'react';

export interface PositionShare {
  /** For the chart's trade view: each position row's Share button calls it. */
  onSharePosition: (position: FuturesPosition) => void;
  /** The share modal of the position being shared, or null. */
  modal: ReactNode;
}

/**
 * Share from a futures position (spec 03 §2, §5, §9; decision 1403): the chart domain's position rows say which
 * position, the referral domain's `PositionShareModal` draws it with the user's referral code and link (its door loads it with the first click). Domains never
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
