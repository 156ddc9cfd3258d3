import type { AccountNotification, NotificationCategory } from '@exchange/api';

export type NotificationTab = 'all' | NotificationCategory;
export const NOTIFICATION_TABS: readonly NotificationTab[] = ['all', 'system', 'activity', 'trade'];

/** Unread notifications per tab (decision 1932: the centre's badges). */
export function unreadCounts(list: readonly AccountNotification[]): Record<NotificationTab, number> {
  const counts: Record<NotificationTab, number> = { all: 0, system: 0, activity: 0, trade: 0 };
  for (const n of list) {
    if (n.read) continue;
    counts.all += 1;
    counts[n.category] += 1;
  }
  return counts;
}

/** The notifications of a tab, newest first. */
export const notificationsOfTab = (list: readonly AccountNotification[], tab: NotificationTab): AccountNotification[] =>
  list.filter((n) => tab === 'all' || n.category === tab).sort((a, b) => b.created_at - a.created_at);

/**
 * Spec 03 §3/§6 hiddenNotification: a site that hides notifications has no notification centre (the user menu hides
 * its entry, and /myaccount/notifications is not found there; decision 1932).
 */
export const hasNotificationCentre = (switches: { hiddenNotification: boolean }): boolean => !switches.hiddenNotification;

/** A notification's link may only be an internal path (never another origin). */
export const notificationPath = (link: string): string | null => (/^\/(?!\/)[A-Za-z0-9/_\-?=&.%]*$/.test(link) ? link : null);
