/**
 * The toast stack as pure data (issue 10 item 4): one list, newest last, at most `max` at once (the oldest leave
 * first). The provider keeps the list in React state and renders it; the timers live with each rendered toast.
 */
export type ToastStatus = 'error' | 'warning' | 'success' | 'info';

/** What a caller passes to `useToast().show`. */
export interface ToastOptions {
  status: ToastStatus;
  title?: string;
  description: string;
  /** Milliseconds before it closes by itself; default 5000; 0 or Infinity keeps it until the user closes it. */
  duration?: number;
}

export interface ToastEntry {
  id: string;
  status: ToastStatus;
  title?: string;
  description: string;
  /** Milliseconds; `null` for a toast that stays until it is closed. */
  duration: number | null;
}

export const TOAST_DEFAULT_DURATION_MS = 5000;
/** How many toasts show at once; a new one pushes the oldest out. */
export const TOAST_MAX_VISIBLE = 5;

const STATUSES: readonly ToastStatus[] = ['error', 'warning', 'success', 'info'];

/** The duration a toast gets: default 5 s; a non-positive or non-finite number means "until closed". */
export function toastDuration(duration: number | undefined): number | null {
  if (duration === undefined || Number.isNaN(duration)) return TOAST_DEFAULT_DURATION_MS;
  if (duration <= 0 || !Number.isFinite(duration)) return null;
  return duration;
}

/** A caller's options as an entry; an unknown status shows as `info`, an empty description as its title. */
export function toToastEntry(id: string, options: ToastOptions): ToastEntry {
  const status = STATUSES.includes(options.status) ? options.status : 'info';
  const title = options.title?.trim() ? options.title : undefined;
  return { id, status, title, description: String(options.description ?? ''), duration: toastDuration(options.duration) };
}

/** Adds `entry` at the end; keeps the newest `max`. */
export function pushToast(stack: readonly ToastEntry[], entry: ToastEntry, max = TOAST_MAX_VISIBLE): ToastEntry[] {
  const next = [...stack.filter((t) => t.id !== entry.id), entry];
  return next.length > max ? next.slice(next.length - max) : next;
}

/** Removes the toast with `id` (the same list when it is not there). */
export function removeToast(stack: readonly ToastEntry[], id: string): readonly ToastEntry[] {
  return stack.some((t) => t.id === id) ? stack.filter((t) => t.id !== id) : stack;
}
