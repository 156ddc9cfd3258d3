'use client';

import type { EndpointData } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';
import { useEndpointMutation } from './use-endpoint-mutation';

/** Decision 1931: the user's support tickets. */
export const useSupportTickets = (options?: EndpointHookOptions<EndpointData<'supportTickets'>>) =>
  useEndpoint('supportTickets', undefined, options);

/** Decision 1931: one ticket's thread (null id: none open). */
export const useSupportTicket = (id: string | null, options?: EndpointHookOptions<EndpointData<'supportTicket'>>) =>
  useEndpoint('supportTicket', id === null ? undefined : { id }, { ...options, enabled: id !== null && (options?.enabled ?? true) });

/** Decision 1931: open a ticket; the list and the notifications (the header's unread count) refresh. */
export const useSupportTicketCreate = () => useEndpointMutation('supportTicketCreate', ['supportTickets', 'accountNotifications']);

/** Decision 1931: reply in a ticket; the list and the thread refresh. */
export const useSupportTicketReply = () => useEndpointMutation('supportTicketReply', ['supportTickets', 'supportTicket']);

/** Decision 1945: close a ticket; the list and the thread refresh. */
export const useSupportTicketClose = () => useEndpointMutation('supportTicketClose', ['supportTickets', 'supportTicket']);

/** Decision 1932: the notification centre. */
export const useAccountNotifications = (options?: EndpointHookOptions<EndpointData<'accountNotifications'>>) =>
  useEndpoint('accountNotifications', undefined, options);

/** Decision 1932: mark notifications read; the centre refreshes. */
export const useNotificationsRead = () => useEndpointMutation('notificationsRead', ['accountNotifications']);

/** Decision 1933: the fiats and payment methods open to the user. */
export const useFiatDepositChannels = (options?: EndpointHookOptions<EndpointData<'fiatDepositChannels'>>) =>
  useEndpoint('fiatDepositChannels', undefined, options);

/** Decision 1933: the user's fiat deposits. */
export const useFiatDeposits = (options?: EndpointHookOptions<EndpointData<'fiatDeposits'>>) =>
  useEndpoint('fiatDeposits', undefined, options);

/** Decision 1933: start a fiat deposit; the history refreshes. */
export const useFiatDepositCreate = () => useEndpointMutation('fiatDepositCreate', ['fiatDeposits']);

/** Decision 1933: confirm the payment; history, balances and notifications refresh. */
export const useFiatDepositConfirm = () =>
  useEndpointMutation('fiatDepositConfirm', ['fiatDeposits', 'walletBalances', 'totalFunds', 'accountNotifications']);

/** Decision 1934: the user's coupons. */
export const useCoupons = (options?: EndpointHookOptions<EndpointData<'coupons'>>) => useEndpoint('coupons', undefined, options);

/** Decision 1934: redeem a coupon code; the list refreshes. */
export const useCouponRedeem = () => useEndpointMutation('couponRedeem', ['coupons']);
