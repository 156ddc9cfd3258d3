'use client';
import { useCallback, useEffect, useRef } from 'react';
import type { OverlayRegistration } from '../rules/pick-active-overlay';
import { useOverlayQueue, useOverlaySlot } from './overlay-queue';

/** Why a queued dialog closed: the user dismissed it (×, Escape, backdrop, "Later") or took its action. */
export type DialogCloseReason = 'dismiss' | 'action';

/** What the owner of a queued dialog hears about it; both fire at most once per page view. */
export interface QueuedDialogLifecycle {
  /** The first time the dialog becomes the active overlay (e.g. count a view, store a "seen" flag). */
  onShown?: () => void;
  /** The first `close()`; `reason` defaults to 'dismiss'. */
  onClosed?: (reason: DialogCloseReason) => void;
}

export interface QueuedDialog {
  /** Whether the dialog is the one the queue shows now: pass it to `ModalDialog`'s `open`. */
  isOpen: boolean;
  /** Close it for this page view, make room for the next overlay and tell `onClosed` (once). */
  close: (reason?: DialogCloseReason) => void;
}

/**
 * The one open-once / close-once / dismiss lifecycle of every dialog in the overlay queue (issue 9).
 *
 * `overlay` is the dialog's registration (its domain's `defineOverlays`, decision 1720); `wanted` says whether the
 * domain's rule wants the dialog; the queue decides when it is its turn (earlier band, then lower rank). `onShown` fires once per page view (the queue provider's life), the
 * first time the dialog is the active overlay: not on re-renders, not twice under StrictMode, not again when the
 * component remounts. `close()` dismisses the slot (the next overlay opens) and fires `onClosed` once. When
 * `wanted` turns false the request is withdrawn silently: no `onClosed`, and it may come back while not closed.
 * The lifecycle callbacks may change between renders; the latest ones are called.
 */
export function useQueuedDialog(overlay: OverlayRegistration, wanted: boolean, lifecycle?: QueuedDialogLifecycle): QueuedDialog {
  const { isActive, dismiss } = useOverlaySlot(overlay, wanted);
  const { id } = overlay;
  const { once } = useOverlayQueue('useQueuedDialog');
  const latest = useRef(lifecycle);
  useEffect(() => {
    latest.current = lifecycle;
  });

  useEffect(() => {
    if (isActive && once('shown', id)) latest.current?.onShown?.();
  }, [isActive, once, id]);

  const close = useCallback(
    (reason?: DialogCloseReason) => {
      dismiss();
      // Anything but 'action' is a dismissal (also an event object, when `close` is passed straight to onClick).
      if (once('closed', id)) latest.current?.onClosed?.(reason === 'action' ? 'action' : 'dismiss');
    },
    [dismiss, once, id],
  );

  return { isOpen: isActive, close };
}
