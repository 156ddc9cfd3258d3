import type { AccountNotification, Coupon, Ticket, TicketMessage } from '@exchange/api';

/**
 * What a browser did on the account's service pages (decisions 1931–1935): its support tickets, the notifications
 * it read (and the ones its own actions raised), and the coupons it redeemed. Kept in the session state beside money.
 */
export interface ServicesState {
  tickets: { ticket: Ticket; messages: TicketMessage[] }[];
  /** Ids of notifications marked read. */
  readNotifications: string[];
  /** Notifications the browser's own actions raised (a credited fiat deposit, a ticket received), newest last. */
  notifications: AccountNotification[];
  redeemedCoupons: Coupon[];
  nextId: number;
}

export const emptyServicesState = (): ServicesState => ({
  tickets: [],
  readNotifications: [],
  notifications: [],
  redeemedCoupons: [],
  nextId: 1,
});

const DAY = 86_400_000;
/** Seeds are anchored to the start of the UTC day, so they keep their times all day long. */
export const dayStart = (now: number): number => now - (now % DAY);

/** Every persona's notifications before the browser does anything (a login, a campaign, a fill, a deposit). */
export function seededNotifications(now: number): AccountNotification[] {
  const day = dayStart(now);
  const note = (n: Partial<AccountNotification> & Pick<AccountNotification, 'id' | 'category' | 'kind'>): AccountNotification => ({
    params: {},
    title: '',
    body: '',
    link: '',
    read: false,
    created_at: day,
    ...n,
  });
  return [
    note({
      id: 'n-login',
      category: 'system',
      kind: 'login_new_device',
      params: { device: 'Chrome · macOS', ip: '203.0.113.7' },
      link: '/myaccount/security_device',
      created_at: day - 2 * 3_600_000,
    }),
    note({
      id: 'n-campaign',
      category: 'activity',
      kind: 'campaign',
      title: 'Trade BTC with zero fees this week',
      body: 'Limited-time campaign for spot trading.',
      link: '/trade/BTC_USDT',
      created_at: day - 5 * 3_600_000,
    }),
    note({
      id: 'n-fill',
      category: 'trade',
      kind: 'order_filled',
      params: { side: 'buy', symbol: 'BTC/USDT', amount: '0.01' },
      link: '/trade/BTC_USDT',
      read: true,
      created_at: day - DAY - 3_600_000,
    }),
    note({
      id: 'n-deposit',
      category: 'system',
      kind: 'deposit_credited',
      params: { amount: '100', currency: 'USDT' },
      link: '/myaccount/assets',
      read: true,
      created_at: day - 3 * DAY,
    }),
  ];
}

/** The coupons every persona holds: one of each tab, one expiring soon. */
export function seededCoupons(now: number): Coupon[] {
  const day = dayStart(now);
  return [
    {
      id: 'cp-fee',
      kind: 'trading_fee',
      value: '10',
      currency: 'USDT',
      min_spend: '0',
      status: 'available',
      expires_at: day + 14 * DAY,
      used_at: 0,
    },
    {
      id: 'cp-futures',
      kind: 'futures_bonus',
      value: '5',
      currency: 'USDT',
      min_spend: '100',
      status: 'available',
      expires_at: day + 2 * DAY,
      used_at: 0,
    },
    {
      id: 'cp-cashback',
      kind: 'cashback',
      value: '2',
      currency: 'USDT',
      min_spend: '0',
      status: 'used',
      expires_at: day + 20 * DAY,
      used_at: day - 3 * DAY,
    },
    {
      id: 'cp-deposit',
      kind: 'deposit_bonus',
      value: '20',
      currency: 'USDT',
      min_spend: '500',
      status: 'available',
      expires_at: day - DAY,
      used_at: 0,
    },
  ];
}

/** Codes the sandbox knows (decision 1934): two valid ones and one that has expired. */
export const SANDBOX_COUPON_CODES: Readonly<
  Record<string, { kind: Coupon['kind']; value: string; min_spend: string; days: number } | { expired: true }>
> = {
  WELCOME10: { kind: 'trading_fee', value: '10', min_spend: '0', days: 30 },
  FUTURES20: { kind: 'futures_bonus', value: '20', min_spend: '1000', days: 7 },
  'SPRING-2025': { expired: true },
};
