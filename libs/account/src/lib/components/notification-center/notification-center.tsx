'use client';
import type { AccountNotification } from '@exchange/api';
import { useState } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import {
  NOTIFICATION_TABS,
  notificationPath,
  notificationsOfTab,
  unreadCounts,
  type NotificationTab,
} from '../../rules/notification-centre';
import { servicesMessages as m } from '../../services-messages';
import styles from '../account.module.css';
import { CentreTabs } from '../centre-tabs/centre-tabs';
import centre from '../centre.module.css';
import { LoadFailed } from '../load-failed/load-failed';
import s from '../services.module.css';

const TAB_LABEL: Readonly<Record<NotificationTab, MessageDescriptor>> = {
  all: m.notificationsTabAll,
  system: m.notificationsTabSystem,
  activity: m.notificationsTabActivity,
  trade: m.notificationsTabTrade,
};
const TEMPLATES: Readonly<Record<string, { title: MessageDescriptor; body: MessageDescriptor }>> = {
  login_new_device: { title: m.noteLoginTitle, body: m.noteLoginBody },
  deposit_credited: { title: m.noteDepositTitle, body: m.noteDepositBody },
  order_filled: { title: m.noteFillTitle, body: m.noteFillBody },
  ticket_received: { title: m.noteTicketTitle, body: m.noteTicketBody },
  ticket_replied: { title: m.noteReplyTitle, body: m.noteReplyBody },
};

/** A notification in the user's words: a known kind from the catalogs, else the server's own title and body. */
export function notificationText(intl: IntlShape, n: AccountNotification): { title: string; body: string } {
  const template = TEMPLATES[n.kind];
  if (!template) return { title: n.title, body: n.body };
  return { title: intl.formatMessage(template.title, n.params), body: intl.formatMessage(template.body, n.params) };
}

export interface NotificationCenterProps {
  /** The notifications; null when the read failed. */
  notifications: readonly AccountNotification[] | null;
  loading: boolean;
  onMarkRead: (ids: string[]) => Promise<void>;
  onMarkAll: () => Promise<void>;
  onRetry?: () => void;
  /** A notification's internal path in the page's language. */
  localize: (path: string) => string;
}

/**
 * /myaccount/notifications (03 §3/§6 hiddenNotification; decision 1932): system, activity and trade messages with
 * their unread counts, each marked read on its own or all at once, with a link to what it is about.
 */
export function NotificationCenter({ notifications, loading, onMarkRead, onMarkAll, onRetry, localize }: NotificationCenterProps) {
  const intl = useIntl();
  const [tab, setTab] = useState<NotificationTab>('all');
  const [busy, setBusy] = useState(false);
  if (loading) return <p role="status">{intl.formatMessage(m.loading)}</p>;
  if (notifications === null) return <LoadFailed onRetry={onRetry} />;
  const counts = unreadCounts(notifications);
  const shown = notificationsOfTab(notifications, tab);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={centre.stack} data-testid="notification-center">
      <div className={s.head}>
        <p className={s.heading} role="status" data-testid="notifications-unread">
          {intl.formatMessage(m.notificationsUnread, { count: counts.all })}
        </p>
        <button type="button" className={s.secondary} disabled={busy || counts.all === 0} onClick={() => void run(onMarkAll)}>
          {intl.formatMessage(m.notificationsMarkAll)}
        </button>
      </div>
      <CentreTabs
        label={intl.formatMessage(m.notificationsTabs)}
        tabs={NOTIFICATION_TABS.map((key) => ({ key, label: intl.formatMessage(TAB_LABEL[key]), badge: counts[key] }))}
        selected={tab}
        onSelect={setTab}
      >
        {shown.length === 0 ? (
          <div className={s.empty}>
            <p>{intl.formatMessage(m.notificationsEmpty)}</p>
          </div>
        ) : (
          <ul className={s.items}>
            {shown.map((n) => {
              const text = notificationText(intl, n);
              const path = notificationPath(n.link);
              return (
                <li key={n.id} className={s.item} data-unread={!n.read}>
                  <span className={s.dot} aria-hidden="true" />
                  <div className={s.itemBody}>
                    <h3 className={s.itemTitle}>
                      {text.title}
                      {!n.read ? (
                        <span className={centre.badge + ' ' + centre.warn} style={{ marginInlineStart: '0.5rem' }}>
                          {intl.formatMessage(m.notificationsUnreadBadge)}
                        </span>
                      ) : null}
                    </h3>
                    {text.body !== '' ? <p className={s.itemText}>{text.body}</p> : null}
                    <div className={s.actions}>
                      <span className={s.meta}>
                        {intl.formatMessage(TAB_LABEL[n.category])} ·{' '}
                        {intl.formatDate(n.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
                      </span>
                      {path !== null ? (
                        <a className={styles.link} href={localize(path)} onClick={() => (n.read ? undefined : void onMarkRead([n.id]))}>
                          {intl.formatMessage(m.notificationsOpen)}
                        </a>
                      ) : null}
                      {!n.read ? (
                        <button type="button" className={s.linkButton} disabled={busy} onClick={() => void run(() => onMarkRead([n.id]))}>
                          {intl.formatMessage(m.notificationsMarkRead)}
                        </button>
                      ) : null}
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CentreTabs>
    </div>
  );
}
