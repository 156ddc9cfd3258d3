'use client';
import {
  useAccountNotifications,
  useCouponRedeem,
  useCoupons,
  useNotificationsRead,
  useSupportTicket,
  useSupportTicketClose,
  useSupportTicketCreate,
  useSupportTicketReply,
  useSupportTickets,
} from '@exchange/api';
import { localizeHref } from '@exchange/i18n';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { CouponCenter } from '../components/coupon-center/coupon-center';
import { NotificationCenter } from '../components/notification-center/notification-center';
import { TicketCenter } from '../components/ticket-center/ticket-center';
import { ticketPollMs } from '../rules/ticket-form';
import { servicesMessages as m } from '../services-messages';
import { LoginFirst as CentreLoginFirst, refusalText, type CentrePageProps } from './centre-page';

const LoginFirst = ({ loginHref }: { loginHref: string }) => <CentreLoginFirst loginHref={loginHref} text={m.loginRequired} />;

export type AccountServicesPageProps = CentrePageProps;

/** The server's words for a refusal, else "Something went wrong" (the components add their own sentence). */
const refusal = (intl: IntlShape, error: { message?: string } | null | undefined): string => refusalText(intl, error, { failed: m.failed });

/**
 * /myaccount/tickets (01 §2; decisions 1931, 1945): while a ticket waits for support the list and the open thread
 * ask again every 30 s, so the agent's answer (and the "Support replied" status) shows without a reload.
 */
export function TicketsPage({ site, locale, isLoggedIn, loginHref }: AccountServicesPageProps) {
  const intl = useIntl();
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useSupportTickets({ enabled: isLoggedIn, refreshInterval: (data) => ticketPollMs(data?.list) });
  const thread = useSupportTicket(openId, {
    enabled: isLoggedIn,
    refreshInterval: (data) => ticketPollMs(data ? [data.ticket] : undefined),
  });
  const create = useSupportTicketCreate();
  const reply = useSupportTicketReply();
  const close = useSupportTicketClose();
  if (!isLoggedIn) return <LoginFirst loginHref={loginHref} />;
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
        return result.ok && result.data !== null ? { id: result.data.id } : { error: refusal(intl, result.error) };
      }}
      onReply={async (input) => {
        const result = await reply.trigger(input);
        if (!result.ok || result.data === null) return refusal(intl, result.error);
        await thread.mutate(result.data, { revalidate: false });
        return null;
      }}
      onClose={async (id) => {
        const result = await close.trigger({ id });
        if (!result.ok || result.data === null) return refusal(intl, result.error);
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
        return result.ok && result.data !== null ? result.data : refusal(intl, result.error);
      }}
    />
  );
}
