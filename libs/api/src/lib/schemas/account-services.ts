import * as z from 'zod/mini';
import { amount, count, flag, label, list, text } from './primitives';

/**
 * The account's service pages (decisions 1931–1935): support tickets (01 §2 /myaccount/tickets), the notification
 * centre (03 §3/§6 hiddenNotification), fiat deposits (03 §2 /myaccount/deposit_fiat) and the coupon centre (03 §2
 * /myaccount/coupon_center). Field names are ours (the specs name the routes only). Times are epoch ms.
 */
export const TICKET_CATEGORIES = ['deposit', 'withdrawal', 'trading', 'account', 'kyc', 'other'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
export const TICKET_STATUSES = ['open', 'replied', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const ticketSchema = z.looseObject({
  id: label,
  category: z.catch(z.enum(TICKET_CATEGORIES), 'other'),
  subject: text,
  /** open: waiting for support; replied: support answered, waiting for the user; closed. */
  status: z.catch(z.enum(TICKET_STATUSES), 'open'),
  created_at: count,
  updated_at: count,
});
export type Ticket = z.output<typeof ticketSchema>;

export const ticketMessageSchema = z.looseObject({
  id: label,
  author: z.catch(z.enum(['user', 'support']), 'support'),
  body: text,
  created_at: count,
});
export type TicketMessage = z.output<typeof ticketMessageSchema>;

export const ticketListSchema = z.looseObject({ list: list(ticketSchema) });
export type TicketList = z.output<typeof ticketListSchema>;
export const ticketThreadSchema = z.looseObject({ ticket: ticketSchema, messages: list(ticketMessageSchema) });
export type TicketThread = z.output<typeof ticketThreadSchema>;

export const NOTIFICATION_CATEGORIES = ['system', 'activity', 'trade'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/**
 * One notification. `kind` names a template the front end words in the user's language with `params`
 * (`deposit_credited`, `login_new_device`, `order_filled`, `ticket_replied`, `campaign`); `title` and `body` are the
 * server's own words, shown for a kind the front end does not know.
 */
export const notificationSchema = z.looseObject({
  id: label,
  category: z.catch(z.enum(NOTIFICATION_CATEGORIES), 'system'),
  kind: text,
  params: z.catch(z.record(z.string(), z.string()), {}),
  title: text,
  body: text,
  /** An internal path (without the language prefix), or ''. */
  link: text,
  read: flag,
  created_at: count,
});
export type AccountNotification = z.output<typeof notificationSchema>;
export const notificationListSchema = z.looseObject({ list: list(notificationSchema) });
export type NotificationList = z.output<typeof notificationListSchema>;

export const FIAT_METHODS = ['sepa', 'faster_payments', 'swift', 'card', 'pix'] as const;
export type FiatMethodId = (typeof FIAT_METHODS)[number];

/** A payment method of one fiat, with the user's limits (they depend on the KYC level) and its fee. */
export const fiatMethodSchema = z.looseObject({
  id: z.catch(z.enum(FIAT_METHODS), 'card'),
  min: amount,
  max: amount,
  /** Fee as a fraction of the amount (0.018 = 1.8 %), and its minimum in the fiat. */
  fee_rate: amount,
  fee_min: amount,
  /** Minutes until the money arrives after payment (0: instant). */
  eta_minutes: count,
});
export type FiatMethod = z.output<typeof fiatMethodSchema>;
export const fiatChannelSchema = z.looseObject({ fiat: text, methods: list(fiatMethodSchema) });
export type FiatChannel = z.output<typeof fiatChannelSchema>;
export const fiatChannelsSchema = z.looseObject({ channels: list(fiatChannelSchema) });
export type FiatChannels = z.output<typeof fiatChannelsSchema>;

export const fiatDepositSchema = z.looseObject({
  id: label,
  fiat: text,
  method: z.catch(z.enum(FIAT_METHODS), 'card'),
  amount,
  fee: amount,
  /** What reaches the balance: amount − fee. */
  credited: amount,
  /** awaiting_payment: created, not paid yet; completed: credited; cancelled. */
  status: z.catch(z.enum(['awaiting_payment', 'completed', 'cancelled']), 'awaiting_payment'),
  /** The transfer reference the user quotes (bank transfers). */
  reference: text,
  created_at: count,
});
export type FiatDeposit = z.output<typeof fiatDepositSchema>;
export const fiatDepositListSchema = z.looseObject({ list: list(fiatDepositSchema) });
export type FiatDepositList = z.output<typeof fiatDepositListSchema>;

export const COUPON_KINDS = ['trading_fee', 'futures_bonus', 'cashback', 'deposit_bonus'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export const couponSchema = z.looseObject({
  id: label,
  kind: z.catch(z.enum(COUPON_KINDS), 'cashback'),
  value: amount,
  currency: text,
  /** The trading volume or deposit (in `currency`) the coupon needs before it pays; '0' for none. */
  min_spend: amount,
  /** used: spent; available: may still be used (the expiry decides whether it still can). */
  status: z.catch(z.enum(['available', 'used']), 'available'),
  expires_at: count,
  used_at: count,
});
export type Coupon = z.output<typeof couponSchema>;
export const couponListSchema = z.looseObject({ list: list(couponSchema) });
export type CouponList = z.output<typeof couponListSchema>;
