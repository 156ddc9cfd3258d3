import {
  TICKET_CATEGORIES,
  TICKET_LIMITS,
  kycLevel,
  kycLevelOneOrAbove,
  type AccountNotification,
  type Coupon,
  type FiatDeposit,
} from '@exchange/api';
import { channelsFor, fiatFee } from '../account-services/fiat-channels';
import {
  SANDBOX_COUPON_CODES,
  dayStart,
  emptyServicesState,
  seededCoupons,
  seededNotifications,
  type ServicesState,
} from '../account-services/services-state';
import { AGENT_ANSWER, agentNotifications, withAgentAnswer, type TicketEntry } from '../account-services/ticket-agent';
import { localizeFields, localizeText } from '../content/localized-text';
import { emptyMoneyState } from '../money/money-state';
import type { SessionState } from '../state/session-state';
import { ok, refuse, type Responder, type SandboxAnswer } from './context';
import { forUser, type UserContext } from './for-user';

/** Refusal codes of the service pages (ours; decisions 1931–1935). */
export const SERVICES_CODES = {
  invalid: 50010,
  ticketUnknown: 50011,
  ticketClosed: 50012,
  ticketLimit: 50013,
  kyc: 30001,
  restricted: 30002,
  withdrawOnly: 30003,
  amount: 30012,
  method: 50020,
  depositUnknown: 50021,
  notAwaiting: 50022,
  couponUnknown: 50030,
  couponUsed: 50031,
  couponExpired: 50032,
} as const;

/** A user may have this many tickets that are not closed (ours). */
export const OPEN_TICKET_LIMIT = 10;
const DAY = 86_400_000;

const servicesOf = (state: SessionState): ServicesState => state.services ?? emptyServicesState();
const withServices = (answer: SandboxAnswer, update: (services: ServicesState) => ServicesState): SandboxAnswer => ({
  ...answer,
  update: (state) => ({ ...state, services: update(servicesOf(state)) }),
});
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

const notice = (
  services: ServicesState,
  now: number,
  n: Pick<AccountNotification, 'category' | 'kind' | 'params' | 'link'>,
): AccountNotification => ({ id: `n-${services.nextId}`, title: '', body: '', read: false, created_at: now, ...n });

/** The browser's tickets with the sandbox agent's answers due by `now` (decision 1945). */
const ticketsAt = (state: SessionState, now: number): TicketEntry[] => servicesOf(state).tickets.map((t) => withAgentAnswer(t, now));
/** A thread in the request's language: the agent writes in the user's (the user's own words stay as typed). */
const threadIn = (entry: TicketEntry, locale: string | undefined): TicketEntry => ({
  ...entry,
  messages: entry.messages.map((m) =>
    m.author === 'support' && m.body === AGENT_ANSWER ? { ...m, body: localizeText(m.body, locale) } : m,
  ),
});
/** Keep the agent's answers that are due in the state, so a write (a reply, a close) follows them. */
const settleTickets = (s: ServicesState, now: number): ServicesState => ({ ...s, tickets: s.tickets.map((t) => withAgentAnswer(t, now)) });

/** The notification centre of this browser: its own notices, the agent's answers and the seeds, newest first, with what it read. */
const notificationsOf = (context: UserContext): AccountNotification[] => {
  const services = servicesOf(context.state);
  return [...services.notifications, ...agentNotifications(ticketsAt(context.state, context.now)), ...seededNotifications(context.now)]
    .map((n) => localizeFields({ ...n, read: n.read || services.readNotifications.includes(n.id) }, ['title', 'body'], context.locale))
    .sort((a, b) => b.created_at - a.created_at);
};

/** Fiat deposits are money (spec 03 §2 deposit_fiat): KYC level 1, a region that allows deposits and fiat, not withdraw-only. */
const fiatRefusal = ({ account, persona }: UserContext): SandboxAnswer | null => {
  if (!kycLevelOneOrAbove(account.userInfo.verified))
    return refuse(SERVICES_CODES.kyc, 'Complete identity verification (KYC level 1) to use this feature');
  const { menu, limit, toast } = persona.compliance;
  if (menu.includes('deposit') || menu.includes('fiat_trade') || limit.is_uk_limit)
    return refuse(SERVICES_CODES.restricted, 'This feature is not available in your region');
  if (toast.is_withdraw_only_user) return refuse(SERVICES_CODES.withdrawOnly, 'Your account can only withdraw. Create a ticket for help.');
  return null;
};
const fullLimits = (context: UserContext): boolean => {
  const level = kycLevel(context.account.userInfo.verified);
  return level !== 1;
};

const couponsOf = (context: UserContext): Coupon[] => [...servicesOf(context.state).redeemedCoupons, ...seededCoupons(context.now)];

export const accountServicesResponders = {
  supportTickets: forUser(({ state, now }) =>
    ok({
      list: ticketsAt(state, now)
        .map((t) => t.ticket)
        .sort((a, b) => b.updated_at - a.updated_at),
    }),
  ),
  supportTicket: forUser(({ state, input, now, locale }) => {
    const found = ticketsAt(state, now).find((t) => t.ticket.id === str(input['id']));
    return found ? ok(threadIn(found, locale)) : refuse(SERVICES_CODES.ticketUnknown, 'This ticket does not exist');
  }),
  supportTicketCreate: forUser(({ state, input, now }) => {
    const category = str(input['category']);
    const subject = str(input['subject']).trim();
    const description = str(input['description']).trim();
    if (!(TICKET_CATEGORIES as readonly string[]).includes(category)) return refuse(SERVICES_CODES.invalid, 'Choose a category');
    if (subject.length < TICKET_LIMITS.subjectMin || subject.length > TICKET_LIMITS.subjectMax)
      return refuse(SERVICES_CODES.invalid, `The subject needs ${TICKET_LIMITS.subjectMin} to ${TICKET_LIMITS.subjectMax} characters`);
    if (description.length < TICKET_LIMITS.bodyMin || description.length > TICKET_LIMITS.bodyMax)
      return refuse(SERVICES_CODES.invalid, `Describe the problem in ${TICKET_LIMITS.bodyMin} to ${TICKET_LIMITS.bodyMax} characters`);
    const services = servicesOf(state);
    if (services.tickets.filter((t) => t.ticket.status !== 'closed').length >= OPEN_TICKET_LIMIT)
      return refuse(SERVICES_CODES.ticketLimit, `You have ${OPEN_TICKET_LIMIT} open tickets. Wait for an answer before opening another.`);
    const id = `tk-${services.nextId}`;
    const ticket = {
      id,
      category: category as (typeof TICKET_CATEGORIES)[number],
      subject,
      status: 'open' as const,
      created_at: now,
      updated_at: now,
    };
    const message = { id: `${id}-1`, author: 'user' as const, body: description, created_at: now };
    return withServices(ok(ticket), (s) => ({
      ...s,
      tickets: [...s.tickets, { ticket, messages: [message] }],
      notifications: [
        ...s.notifications,
        notice(s, now, { category: 'system', kind: 'ticket_received', params: { id }, link: '/myaccount/tickets' }),
      ],
      nextId: s.nextId + 2,
    }));
  }),
  supportTicketReply: forUser(({ state, input, now, locale }) => {
    const id = str(input['id']);
    const body = str(input['body']).trim();
    const found = ticketsAt(state, now).find((t) => t.ticket.id === id);
    if (!found) return refuse(SERVICES_CODES.ticketUnknown, 'This ticket does not exist');
    if (found.ticket.status === 'closed') return refuse(SERVICES_CODES.ticketClosed, 'This ticket is closed. Open a new one.');
    if (body === '' || body.length > TICKET_LIMITS.replyMax) return refuse(SERVICES_CODES.invalid, 'Write a message');
    const next = {
      ticket: { ...found.ticket, status: 'open' as const, updated_at: now },
      messages: [...found.messages, { id: `${id}-${found.messages.length + 1}`, author: 'user' as const, body, created_at: now }],
    };
    return withServices(ok(threadIn(next, locale)), (s) => ({
      ...s,
      tickets: settleTickets(s, now).tickets.map((t) => (t.ticket.id === id ? next : t)),
    }));
  }),
  // Decision 1945: the user closes a ticket (solved); a closed ticket takes no reply and no answer.
  supportTicketClose: forUser(({ state, input, now, locale }) => {
    const id = str(input['id']);
    const found = ticketsAt(state, now).find((t) => t.ticket.id === id);
    if (!found) return refuse(SERVICES_CODES.ticketUnknown, 'This ticket does not exist');
    if (found.ticket.status === 'closed') return refuse(SERVICES_CODES.ticketClosed, 'This ticket is already closed');
    const next = { ...found, ticket: { ...found.ticket, status: 'closed' as const, updated_at: now } };
    return withServices(ok(threadIn(next, locale)), (s) => ({
      ...s,
      tickets: settleTickets(s, now).tickets.map((t) => (t.ticket.id === id ? next : t)),
    }));
  }),
  accountNotifications: forUser((context) => ok({ list: notificationsOf(context) })),
  notificationsRead: forUser((context) => {
    const { input } = context;
    const all = notificationsOf(context);
    const ids = Array.isArray(input['ids']) ? input['ids'].filter((x): x is string => typeof x === 'string') : [];
    const category = str(input['category']);
    const chosen =
      input['all'] === true ? all : category !== '' ? all.filter((n) => n.category === category) : all.filter((n) => ids.includes(n.id));
    if (chosen.length === 0 && input['all'] !== true && category === '') return refuse(SERVICES_CODES.invalid, 'No such notification');
    return withServices(ok(null), (s) => ({
      ...s,
      readNotifications: [...new Set([...s.readNotifications, ...chosen.map((n) => n.id)])],
    }));
  }),
  fiatDepositChannels: forUser((context) => fiatRefusal(context) ?? ok({ channels: channelsFor(fullLimits(context)) })),
  fiatDepositCreate: forUser((context) => {
    const refusal = fiatRefusal(context);
    if (refusal) return refusal;
    const fiat = str(context.input['fiat']);
    const channel = channelsFor(fullLimits(context)).find((c) => c.fiat === fiat);
    const method = channel?.methods.find((m) => m.id === context.input['method']);
    if (!channel || !method) return refuse(SERVICES_CODES.method, 'This payment method is not available for this currency');
    const amount = Number(str(context.input['amount']));
    if (!(amount >= Number(method.min) && amount <= Number(method.max)))
      return refuse(SERVICES_CODES.amount, `Amount must be between ${method.min} and ${method.max} ${fiat}`);
    const money = context.state.money ?? emptyMoneyState();
    const fee = fiatFee(method, amount);
    const deposit: FiatDeposit = {
      id: `fd-${money.nextId}`,
      fiat,
      method: method.id,
      amount: amount.toFixed(2),
      fee: fee.toFixed(2),
      credited: (amount - fee).toFixed(2),
      status: 'awaiting_payment',
      reference: `FD${context.account.userInfo.uid}${money.nextId}`,
      created_at: context.now,
    };
    return {
      ...ok(deposit),
      update: (state) => {
        const m = state.money ?? emptyMoneyState();
        return { ...state, money: { ...m, fiatDeposits: [...(m.fiatDeposits ?? []), deposit], nextId: m.nextId + 1 } };
      },
    };
  }),
  fiatDepositConfirm: forUser((context) => {
    const refusal = fiatRefusal(context);
    if (refusal) return refusal;
    const id = str(context.input['id']);
    const found = (context.state.money?.fiatDeposits ?? []).find((d) => d.id === id);
    if (!found) return refuse(SERVICES_CODES.depositUnknown, 'This deposit does not exist');
    if (found.status !== 'awaiting_payment') return refuse(SERVICES_CODES.notAwaiting, 'This deposit is not waiting for payment');
    const done: FiatDeposit = { ...found, status: 'completed' };
    return {
      ...ok(done),
      update: (state) => {
        const m = state.money ?? emptyMoneyState();
        const s = servicesOf(state);
        return {
          ...state,
          // The one ledger (money/ledger.ts applyMoney) credits completed fiat deposits to spot.
          money: { ...m, fiatDeposits: (m.fiatDeposits ?? []).map((d) => (d.id === id ? done : d)) },
          services: {
            ...s,
            notifications: [
              ...s.notifications,
              notice(s, context.now, {
                category: 'system',
                kind: 'deposit_credited',
                params: { amount: done.credited, currency: done.fiat },
                link: '/myaccount/assets',
              }),
            ],
            nextId: s.nextId + 1,
          },
        };
      },
    };
  }),
  fiatDeposits: forUser(({ state }) => ok({ list: [...(state.money?.fiatDeposits ?? [])].reverse() })),
  coupons: forUser((context) => ok({ list: couponsOf(context) })),
  couponRedeem: forUser((context) => {
    const code = str(context.input['code']).trim().toUpperCase();
    const known = SANDBOX_COUPON_CODES[code];
    if (!known) return refuse(SERVICES_CODES.couponUnknown, 'This code does not exist');
    if ('expired' in known) return refuse(SERVICES_CODES.couponExpired, 'This code has expired');
    const services = servicesOf(context.state);
    const id = `cp-${code.toLowerCase()}`;
    if (services.redeemedCoupons.some((c) => c.id === id)) return refuse(SERVICES_CODES.couponUsed, 'You have already redeemed this code');
    const coupon: Coupon = {
      id,
      kind: known.kind,
      value: known.value,
      currency: 'USDT',
      min_spend: known.min_spend,
      status: 'available',
      expires_at: dayStart(context.now) + (known.days + 1) * DAY,
      used_at: 0,
    };
    return withServices(ok(coupon), (s) => ({ ...s, redeemedCoupons: [coupon, ...s.redeemedCoupons] }));
  }),
} satisfies Record<string, Responder>;
