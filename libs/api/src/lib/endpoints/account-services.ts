import * as z from 'zod/mini';
import {
  FIAT_METHODS,
  NOTIFICATION_CATEGORIES,
  TICKET_CATEGORIES,
  couponListSchema,
  couponSchema,
  fiatChannelsSchema,
  fiatDepositListSchema,
  fiatDepositSchema,
  notificationListSchema,
  ticketListSchema,
  ticketSchema,
  ticketThreadSchema,
  type Coupon,
  type CouponList,
  type FiatChannels,
  type FiatDeposit,
  type FiatDepositList,
  type NotificationList,
  type Ticket,
  type TicketList,
  type TicketThread,
} from '../schemas/account-services';
import { envelope } from '../schemas/primitives';
import { decimalInput } from '../schemas/trading';
import { defineEndpoint } from './define-endpoint';

/**
 * The account's service pages (decisions 1931–1935). The specs name the routes (01 §2 /myaccount/tickets, 03 §2
 * /myaccount/deposit_fiat and coupon_center) and the hiddenNotification switch (03 §3/§6), not these calls: the paths
 * are ours. List reads fall back to null, so a failed read says so instead of showing an empty list (03 §8 defaults).
 */
const id = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, 'Expected an id'));
const fiat = z.string().check(z.regex(/^[A-Z]{3}$/, 'Expected a fiat code'));
/** Limits of the ticket form (the account rules check the same numbers before sending). */
export const TICKET_LIMITS = { subjectMin: 5, subjectMax: 120, bodyMin: 20, bodyMax: 2000, replyMax: 2000 } as const;

export const supportTickets = defineEndpoint({
  name: 'supportTickets',
  method: 'GET',
  path: '/api/web/v1/support/tickets',
  access: 'user',
  source: "01 §2 /myaccount/tickets (the only-withdraw tip's create-ticket): the user's tickets (decision 1931)",
  response: envelope(z.nullable(ticketListSchema)),
  select: (body): TicketList | null => body.data,
  fallback: null,
});

export const supportTicket = defineEndpoint({
  name: 'supportTicket',
  method: 'GET',
  path: '/api/web/v1/support/tickets/:id',
  access: 'user',
  source: "01 §2 /myaccount/tickets: one ticket's thread (decision 1931)",
  input: z.object({ id }),
  response: envelope(z.nullable(ticketThreadSchema)),
  select: (body): TicketThread | null => body.data,
  fallback: null,
});

export const supportTicketCreate = defineEndpoint({
  name: 'supportTicketCreate',
  method: 'POST',
  path: '/api/web/v1/support/tickets/create',
  effect: 'write',
  access: 'user',
  source: '01 §2 /myaccount/tickets: open a ticket (category, subject, description; decision 1931)',
  input: z.object({
    category: z.enum(TICKET_CATEGORIES),
    subject: z.string().check(z.maxLength(TICKET_LIMITS.subjectMax)),
    description: z.string().check(z.maxLength(TICKET_LIMITS.bodyMax)),
  }),
  response: envelope(z.nullable(ticketSchema)),
  select: (body): Ticket | null => body.data,
  fallback: null,
});

export const supportTicketReply = defineEndpoint({
  name: 'supportTicketReply',
  method: 'POST',
  path: '/api/web/v1/support/tickets/reply',
  effect: 'write',
  access: 'user',
  source: '01 §2 /myaccount/tickets: reply in a ticket (decision 1931)',
  input: z.object({ id, body: z.string().check(z.maxLength(TICKET_LIMITS.replyMax)) }),
  response: envelope(z.nullable(ticketThreadSchema)),
  select: (body): TicketThread | null => body.data,
  fallback: null,
});

export const supportTicketClose = defineEndpoint({
  name: 'supportTicketClose',
  method: 'POST',
  path: '/api/web/v1/support/tickets/close',
  effect: 'write',
  access: 'user',
  source: '01 §2 /myaccount/tickets: the user closes a solved ticket (decision 1945)',
  input: z.object({ id }),
  response: envelope(z.nullable(ticketThreadSchema)),
  select: (body): TicketThread | null => body.data,
  fallback: null,
});

export const accountNotifications = defineEndpoint({
  name: 'accountNotifications',
  method: 'GET',
  path: '/api/web/v1/notifications',
  access: 'user',
  source: '03 §3/§6 hiddenNotification: the notification centre of a site that shows it (decision 1932)',
  response: envelope(z.nullable(notificationListSchema)),
  select: (body): NotificationList | null => body.data,
  fallback: null,
});

export const notificationsRead = defineEndpoint({
  name: 'notificationsRead',
  method: 'POST',
  path: '/api/web/v1/notifications/read',
  effect: 'write',
  access: 'user',
  source: '03 §3/§6 hiddenNotification: mark one, a category or all notifications read (decision 1932)',
  input: z.object({
    ids: z.optional(z.array(id).check(z.maxLength(200))),
    category: z.optional(z.enum(NOTIFICATION_CATEGORIES)),
    all: z.optional(z.boolean()),
  }),
  response: envelope(z.unknown()),
  select: () => ({ saved: true }),
  fallback: { saved: false },
});

export const fiatDepositChannels = defineEndpoint({
  name: 'fiatDepositChannels',
  method: 'GET',
  path: '/api/web/v1/fiat/deposit/channels',
  access: 'user',
  source: "03 §2 /myaccount/deposit_fiat: the fiats and payment methods open to the user, with the user's limits (decision 1933)",
  response: envelope(z.nullable(fiatChannelsSchema)),
  select: (body): FiatChannels | null => body.data,
  fallback: null,
});

export const fiatDepositCreate = defineEndpoint({
  name: 'fiatDepositCreate',
  method: 'POST',
  path: '/api/web/v1/fiat/deposit/create',
  effect: 'write',
  access: 'user',
  source: '03 §2 /myaccount/deposit_fiat: start a fiat deposit (fiat, method, amount; decision 1933)',
  input: z.object({ fiat, method: z.enum(FIAT_METHODS), amount: decimalInput }),
  response: envelope(z.nullable(fiatDepositSchema)),
  select: (body): FiatDeposit | null => body.data,
  fallback: null,
});

export const fiatDepositConfirm = defineEndpoint({
  name: 'fiatDepositConfirm',
  method: 'POST',
  path: '/api/web/v1/fiat/deposit/confirm',
  effect: 'write',
  access: 'user',
  source: '03 §2 /myaccount/deposit_fiat: the payment\'s confirmation (card approval, or "I have paid"; decision 1933)',
  input: z.object({ id }),
  response: envelope(z.nullable(fiatDepositSchema)),
  select: (body): FiatDeposit | null => body.data,
  fallback: null,
});

export const fiatDeposits = defineEndpoint({
  name: 'fiatDeposits',
  method: 'GET',
  path: '/api/web/v1/fiat/deposits',
  access: 'user',
  source: '03 §2 /myaccount/deposit_fiat: fiat deposit history (decision 1933)',
  response: envelope(fiatDepositListSchema),
  select: (body): FiatDepositList => body.data,
  fallback: { list: [] },
});

export const coupons = defineEndpoint({
  name: 'coupons',
  method: 'GET',
  path: '/api/web/v1/coupons',
  access: 'user',
  source: "03 §2 /myaccount/coupon_center and /profile/coupon_center: the user's coupons (decision 1934)",
  response: envelope(z.nullable(couponListSchema)),
  select: (body): CouponList | null => body.data,
  fallback: null,
});

export const couponRedeem = defineEndpoint({
  name: 'couponRedeem',
  method: 'POST',
  path: '/api/web/v1/coupons/redeem',
  effect: 'write',
  access: 'user',
  source: '03 §2 /myaccount/coupon_center: redeem a coupon code (decision 1934)',
  input: z.object({ code: z.string().check(z.regex(/^[A-Za-z0-9-]{4,32}$/, 'Expected a coupon code')) }),
  response: envelope(z.nullable(couponSchema)),
  select: (body): Coupon | null => body.data,
  fallback: null,
});
