'use client';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { pickActiveOverlay, type OverlayRequest } from '../rules/pick-active-overlay';

interface OverlayQueueValue {
  activeId: string | null;
  request: (id: string, priority: number) => void;
  withdraw: (id: string) => void;
  dismiss: (id: string) => void;
}

const OverlayQueueContext = createContext<OverlayQueueValue | null>(null);

/** One queue for every modal of every domain: at most one blocking modal is open at a time. */
export function OverlayQueueProvider({ children }: { children: ReactNode }) {
  const [requests, setRequests] = useState<OverlayRequest[]>([]);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());
  const counter = useRef(0);

  const request = useCallback((id: string, priority: number) => {
    setRequests((prev) => {
      const existing = prev.find((r) => r.id === id);
      if (existing && existing.priority === priority) return prev;
      counter.current += 1;
      const order = existing?.order ?? counter.current;
      return [...prev.filter((r) => r.id !== id), { id, priority, order }];
    });
  }, []);
  const withdraw = useCallback(
    (id: string) => setRequests((prev) => (prev.some((r) => r.id === id) ? prev.filter((r) => r.id !== id) : prev)),
    [],
  );
  const dismiss = useCallback((id: string) => setDismissed((prev) => new Set(prev).add(id)), []);

  const activeId = useMemo(() => pickActiveOverlay(requests, dismissed), [requests, dismissed]);
  const value = useMemo(() => ({ activeId, request, withdraw, dismiss }), [activeId, request, withdraw, dismiss]);
  return <OverlayQueueContext.Provider value={value}>{children}</OverlayQueueContext.Provider>;
}

export interface OverlaySlot {
  /** True when this overlay is the one the queue shows now. */
  isActive: boolean;
  /** Close this overlay for this page view and make room for the next one. */
  dismiss: () => void;
}

/**
 * Register an overlay with the queue. `wanted` says whether the domain's rule wants it shown;
 * the queue decides whether it is its turn. Lower priority numbers go first (see OVERLAY_PRIORITY).
 */
export function useOverlaySlot(id: string, priority: number, wanted: boolean): OverlaySlot {
  const ctx = useContext(OverlayQueueContext);
  if (!ctx) throw new Error('useOverlaySlot must be used inside <OverlayQueueProvider>');
  const { request, withdraw, dismiss, activeId } = ctx;
  useEffect(() => {
    if (wanted) request(id, priority);
    else withdraw(id);
    return () => withdraw(id);
  }, [id, priority, wanted, request, withdraw]);
  const close = useCallback(() => dismiss(id), [dismiss, id]);
  return { isActive: wanted && activeId === id, dismiss: close };
}
