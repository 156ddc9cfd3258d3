'use client';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cx } from '../components/menu-button/class-names';
import { CloseSvg } from '../icons/svg-icons';
import { toastMessages } from './toast-messages';
import { pushToast, removeToast, toToastEntry, TOAST_MAX_VISIBLE, type ToastEntry, type ToastOptions } from './toast-stack';
import styles from './toast.module.css';

/** What `useToast()` gives: `show` returns the toast's id, `dismiss` closes it early. */
export interface ToastApi {
  show(toast: ToastOptions): string;
  dismiss(id: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/**
 * The one toast system (issue 10 item 4). `ShellProviders` mounts it, so every page and every domain layer can
 * call `useToast().show(...)`. Outside a provider the hook throws: a toast shown into nowhere would be lost.
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it (ShellProviders and AppProviders mount one).');
  return api;
}

export interface ToastProviderProps {
  children?: ReactNode;
  /** How many toasts show at once (default 5); the oldest leave first. */
  max?: number;
}

/** Holds the stack and renders the `ToastRegion` after its children. */
export function ToastProvider({ children, max = TOAST_MAX_VISIBLE }: ToastProviderProps) {
  const [toasts, setToasts] = useState<readonly ToastEntry[]>([]);
  const counter = useRef(0);
  const dismiss = useCallback((id: string) => setToasts((stack) => removeToast(stack, id)), []);
  const show = useCallback(
    (options: ToastOptions) => {
      counter.current += 1;
      const id = `toast-${counter.current}`;
      setToasts((stack) => pushToast(stack, toToastEntry(id, options), max));
      return id;
    },
    [max],
  );
  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

export interface ToastRegionProps {
  toasts: readonly ToastEntry[];
  onDismiss: (id: string) => void;
}

/** One live region's list, rendered only while it holds toasts. */
function ToastList({ toasts, onDismiss }: ToastRegionProps) {
  if (toasts.length === 0) return null;
  return (
    <ul className={styles.list}>
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} onDismiss={onDismiss} />
      ))}
    </ul>
  );
}

/**
 * Two live regions that are always in the page (a region added together with its text is often not announced):
 * errors in a `role="alert"` region (assertive), everything else in a polite `role="status"` region, each holding a list. Fixed to the
 * bottom inline-end corner, so in Arabic it sits bottom left.
 */
export function ToastRegion({ toasts, onDismiss }: ToastRegionProps) {
  const intl = useIntl();
  const errors = toasts.filter((t) => t.status === 'error');
  const others = toasts.filter((t) => t.status !== 'error');
  return (
    // A landmark only while it holds toasts: an empty "Notifications" region on every page is noise for screen readers.
    <div
      className={styles.region}
      role={toasts.length > 0 ? 'region' : undefined}
      aria-label={toasts.length > 0 ? intl.formatMessage(toastMessages.region) : undefined}
      data-toast-region=""
    >
      {/* The live roles sit on wrappers (a `<ul>` may not take `role="alert"`/`role="status"`, HTML-ARIA), always present; each list only while it has toasts (an empty list is noise). */}
      <div className={styles.live} role="alert">
        <ToastList toasts={errors} onDismiss={onDismiss} />
      </div>
      <div className={styles.live} role="status" aria-live="polite">
        <ToastList toasts={others} onDismiss={onDismiss} />
      </div>
    </div>
  );
}

/** One toast: closes itself after its duration; the countdown pauses while it is hovered or holds the focus. */
function ToastItem({ toast, onDismiss }: { toast: ToastEntry; onDismiss: (id: string) => void }) {
  const intl = useIntl();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(toast.duration);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused || remaining.current === null) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      if (remaining.current !== null) remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, toast.id, onDismiss]);

  return (
    <li
      className={cx(styles.toast, styles[toast.status])}
      data-status={toast.status}
      data-paused={paused || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={styles.text}>
        {toast.title ? <p className={styles.title}>{toast.title}</p> : null}
        <p className={styles.description}>{toast.description}</p>
      </div>
      <button
        type="button"
        className={styles.close}
        aria-label={intl.formatMessage(toastMessages.close)}
        onClick={() => onDismiss(toast.id)}
      >
        <CloseSvg size={16} />
      </button>
    </li>
  );
}
