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

/**
 * The side the phone's sticky Buy and Sell buttons asked for (issue 21 item 4): the order form in the bottom sheet
 * opens on it. `at` makes a second press of the same button count.
 */
export interface OrderTicketSide {
  side: 'buy' | 'sell';
  at: number;
}

export const orderTicketSideAtom = atom<OrderTicketSide | null>(null);
