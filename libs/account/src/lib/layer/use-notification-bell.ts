'use client';
import { useAccountNotifications } from '@exchange/api';
import { localizeHref } from '@exchange/i18n';
import { regionSwitches } from '@exchange/site-config';
import type { SiteContext } from '@exchange/ui';
import { useIntl } from 'react-intl';
import { hasNotificationCentre, unreadCounts } from '../rules/notification-centre';
import { servicesMessages as m } from '../services-messages';

export interface NotificationBell {
  /** The notification centre in the page's language. */
  href: string;
  /** Unread notifications (every category). */
  unread: number;
  /** The bell's accessible name, with the count ("Notifications, 3 unread"). */
  label: string;
}

/**
 * The header's notification bell (decision 1945): the unread count from the notification centre's own call, so the
 * bell and /myaccount/notifications share one answer: marking read there (its mutation refreshes the call) updates
 * the bell without a reload. Null for a visitor and on a site without a notification centre (03 §3/§6
 * hiddenNotification); while the call loads or after it failed the bell shows no count (the fallback is null).
 */
export function useNotificationBell(context: Pick<SiteContext, 'site' | 'locale' | 'user'>): NotificationBell | null {
  const intl = useIntl();
  const offered = context.user.isLoggedIn && hasNotificationCentre(regionSwitches(context.site));
  const { data } = useAccountNotifications({ enabled: offered });
  if (!offered) return null;
  const unread = data ? unreadCounts(data.list).all : 0;
  return {
    href: localizeHref({ site: context.site, locale: context.locale, path: '/myaccount/notifications' }),
    unread,
    label: intl.formatMessage(m.notificationBell, { count: unread }),
  };
}
