'use client';
import {
  useAccountNotifications,
  useCouponRedeem,
  useCoupons,
  useNotificationsRead,
  useSupportTicket,
  useSupportTicketCreate,
  useSupportTicketReply,
  useSupportTickets,
} from '@exchange/api';
import { localizeHref } from '@exchange/i18n';
import type { SiteKey } from '@exchange/site-config';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styles from '../components/account.module.css';
import { CouponCenter } from '../components/coupon-center/coupon-center';
import { NotificationCenter } from '../components/notification-center/notification-center';
import { TicketCenter } from '../components/ticket-center/ticket-center';
import { servicesMessages as m } from '../services-messages';

export interface AccountServicesPageProps {
  site: SiteKey;
  locale: string;
  isLoggedIn: boolean;
  /** Where a visitor logs in. */
  loginHref: string;
}

const refusalText = (error: { message?: string } | null | undefined, fallback: string): string =>
  error?.message && error.message !== 'Unsuccessful response' ? error.message : fallback;

/** A visitor sees why the page is empty and where to log in. */
export function LoginFirst({ loginHref }: { loginHref: string }) {
  const intl = useIntl();
  return (
    <p className={styles.links} data-testid="login-first">
      {intl.formatMessage(m.loginRequired)}{' '}
      <a className={styles.link} href={loginHref}>
        {intl.formatMessage(m.login)}
      </a>
    </p>
  );
}

/** /myaccount/tickets (01 §2; decision 1931). */
export function TicketsPage({ site, locale, isLoggedIn, loginHref }: AccountServicesPageProps) {
  const intl = useIntl();
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useSupportTickets({ enabled: isLoggedIn });
  const thread = useSupportTicket(openId, { enabled: isLoggedIn });
  const create = useSupportTicketCreate();
  const reply = useSupportTicketReply();
  if (!isLoggedIn) return <LoginFirst loginHref={loginHref} />;
  const failed = intl.formatMessage(m.failed);
  return (
    <TicketCenter
      tickets={list.data === undefined ? [] : (list.data?.list ?? null)}
      loading={list.data === undefined}
      openId={openId}
      thread={thread.data ?? null}
      onOpen={setOpenId}
      onRetry={() => void list.mutate()}
      helpHref={localizeHref({ site, locale, path: '/help' })}
      onCreate={async (draft) => {
        const result = await create.trigger(draft);
        return result.ok && result.data !== null ? { id: result.data.id } : { error: refusalText(result.error, failed) };
      }}
      onReply={async (input) => {
        const result = await reply.trigger(input);
        if (!result.ok || result.data === null) return refusalText(result.error, failed);
        await thread.mutate(result.data, { revalidate: false });
        return null;
      }}
    />
  );
}

/** /myaccount/notifications (03 §3/§6; decision 1932); the app's page is not found on a hiddenNotification site. */
export function NotificationsPage({ site, locale, isLoggedIn, loginHref }: AccountServicesPageProps) {
  const list = useAccountNotifications({ enabled: isLoggedIn });
  const read = useNotificationsRead();
  if (!isLoggedIn) return <LoginFirst loginHref={loginHref} />;
  return (
    <NotificationCenter
      notifications={list.data === undefined ? [] : (list.data?.list ?? null)}
      loading={list.data === undefined}
      onRetry={() => void list.mutate()}
      localize={(path) => localizeHref({ site, locale, path })}
      onMarkRead={async (ids) => void (await read.trigger({ ids }))}
      onMarkAll={async () => void (await read.trigger({ all: true }))}
    />
  );
}

/** /myaccount/coupon_center and /myaccount/profile/coupon_center (03 §2; decision 1934). */
export function CouponCenterPage({ site, locale, isLoggedIn, loginHref }: AccountServicesPageProps) {
  const intl = useIntl();
  const [now] = useState(() => Date.now());
  const list = useCoupons({ enabled: isLoggedIn });
  const redeem = useCouponRedeem();
  if (!isLoggedIn) return <LoginFirst loginHref={loginHref} />;
  return (
    <CouponCenter
      coupons={list.data === undefined ? [] : (list.data?.list ?? null)}
      loading={list.data === undefined}
      now={now}
      onRetry={() => void list.mutate()}
      localize={(path) => localizeHref({ site, locale, path })}
      onRedeem={async (code) => {
        const result = await redeem.trigger({ code });
        return result.ok && result.data !== null ? result.data : refusalText(result.error, intl.formatMessage(m.failed));
      }}
    />
  );
}
