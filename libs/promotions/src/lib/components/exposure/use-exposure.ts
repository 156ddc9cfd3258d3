'use client';
import { useEffect, useRef } from 'react';
import { PROMOTION_EXPOSURE_DELAY_MS } from '../../rules/alpha-banner';

/**
 * Spec 03 §9 "exposure tracking delay 1 s": calls `onExposure` once, after `active` has stayed true for 1 s
 * (a banner that leaves the screen sooner is not counted). The latest callback is the one called.
 */
export function useExposure(active: boolean, onExposure: (() => void) | undefined, delayMs = PROMOTION_EXPOSURE_DELAY_MS): void {
  const sent = useRef(false);
  const latest = useRef(onExposure);
  useEffect(() => {
    latest.current = onExposure;
  });
  useEffect(() => {
    if (!active || sent.current) return;
    const timer = setTimeout(() => {
      sent.current = true;
      latest.current?.();
    }, delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
}
