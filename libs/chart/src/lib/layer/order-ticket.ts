import { atom } from 'jotai';

/**
 * The hand-off from the market panels to the order form (issue 21): clicking an order-book level or a trade sets the
 * form's price (and, for a level, the side that would take it). `at` makes a second click on the same level count.
 */
export interface OrderTicketPrice {
  price: string;
  side?: 'buy' | 'sell';
  at: number;
}

export const orderTicketPriceAtom = atom<OrderTicketPrice | null>(null);
