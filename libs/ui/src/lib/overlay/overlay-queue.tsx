'use client';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { pickActiveOverlay, type OverlayRegistration, type OverlayRequest } from '../rules/pick-active-overlay';

interface OverlayQueueValue {
  activeId: string | null;
  request: (overlay: OverlayRegistration) => void;
  withdraw: (id: string) => void;
  dismiss: (id: string) => void;
  /** True the first time it is asked for this id and event in this provider's life (one page view), false after. */
  once: (event: 'shown' | 'closed', id: string) => boolean;
}

const OverlayQueueContext = createContext<OverlayQueueValue | null>(null);

/**
 * One queue for every modal of every domain: at most one blocking modal is open at a time. Each request carries the
 * popup's registration (its domain's `defineOverlays`), and the queue orders by it (decision 1720).
 */
export function OverlayQueueProvider({ children }: { children: ReactNode }) {
  const [requests, setRequests] = useState<OverlayRequest[]>([]);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());
  const counter = useRef(0);
  // Plain sets (not state): asked during effects and event handlers, answered at once, no re-render.
  const happened = useRef<{ shown: Set<string>; closed: Set<string> }>({ shown: new Set(), closed: new Set() });

  const request = useCallback(({ id, band, rank }: OverlayRegistration) => {
    setRequests((prev) => {
      const existing = prev.find((r) => r.id === id);
      if (existing && existing.band === band && existing.rank === rank) return prev;
      counter.current += 1;
      const order = existing?.order ?? counter.current;
      return [...prev.filter((r) => r.id !== id), { id, band, rank, order }];
    });
  }, []);
  const withdraw = useCallback(
    (id: string) => setRequests((prev) => (prev.some((r) => r.id === id) ? prev.filter((r) => r.id !== id) : prev)),
    [],
  );
  const dismiss = useCallback((id: string) => setDismissed((prev) => (prev.has(id) ? prev : new Set(prev).add(id))), []);
  const once = useCallback((event: 'shown' | 'closed', id: string) => {
    const seen = happened.current[event];
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  }, []);

  const activeId = useMemo(() => pickActiveOverlay(requests, dismissed), [requests, dismissed]);
  const value = useMemo(() => ({ activeId, request, withdraw, dismiss, once }), [activeId, request, withdraw, dismiss, once]);
  return <OverlayQueueContext.Provider value={value}>{children}</OverlayQueueContext.Provider>;
}

/** The queue itself, for the hooks of this folder (not exported from the library). */
export function useOverlayQueue(hook: string): OverlayQueueValue {
  const ctx = useContext(OverlayQueueContext);
  if (!ctx) throw new Error(`${hook} must be used inside <OverlayQueueProvider>`);
  return ctx;
}

export interface OverlaySlot {
  /** True when this overlay is the one the queue shows now. */
  isActive: boolean;
  /** Close this overlay for this page view and make room for the next one. */
  dismiss: () => void;
}

/**
 * Ask the queue for a registered overlay (`defineOverlays`). `wanted` says whether the domain's rule wants it
 * shown; the queue decides whether it is its turn (earlier band, then lower rank, then first asked).
 */
export function useOverlaySlot(overlay: OverlayRegistration, wanted: boolean): OverlaySlot {
  const ctx = useOverlayQueue('useOverlaySlot');
  const { request, withdraw, dismiss, activeId } = ctx;
  // Primitives, not the object: a registration rebuilt on each render (overlayInstance) is the same request.
  const { id, band, rank } = overlay;
  useEffect(() => {
    if (wanted) request({ id, band, rank });
    else withdraw(id);
    return () => withdraw(id);
  }, [id, band, rank, wanted, request, withdraw]);
  const close = useCallback(() => dismiss(id), [dismiss, id]);
  return { isActive: wanted && activeId === id, dismiss: close };
}
