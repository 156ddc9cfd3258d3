import type { MarginMode, NormalisedOrder, OrderKind, OrderSide, TimeInForce } from '../../rules/order-entry';

/** Everything the order form holds: what the user typed and chose, and where the submit stands. */
export interface FormState {
  kind: OrderKind;
  side: OrderSide;
  action: 'open' | 'close';
  price: string;
  trigger: string;
  amount: string;
  timeInForce: TimeInForce;
  leverage: string;
  marginMode: MarginMode;
  reduceOnly: boolean;
  tpsl: boolean;
  takeProfit: string;
  stopLoss: string;
  /** Errors are shown from the first submit on (and then as the user corrects them). */
  showErrors: boolean;
  pending: boolean;
  failure: string | null;
  confirming: NormalisedOrder | null;
}

/** The fields an accepted order clears, as they were when it was sent. */
export type SentFields = Pick<FormState, 'amount' | 'takeProfit' | 'stopLoss'>;

export type Action =
  | { type: 'set'; patch: Partial<FormState> }
  | { type: 'prefill'; price: string }
  | { type: 'sent'; sent: SentFields }
  | { type: 'failed'; message: string };

/** A field cleared after the order was accepted, unless the user typed the next order's value meanwhile. */
const clearedUnlessRetyped = (now: string, sent: string): string => (now === sent ? '' : now);

/** The form's one state machine: set fields, the last price into an empty price, an order sent (the amount clears), a refusal (everything stays). */
export function reducer(state: FormState, action: Action): FormState {
  switch (action.type) {
    case 'set':
      return { ...state, ...action.patch, failure: 'failure' in action.patch ? (action.patch.failure ?? null) : state.failure };
    case 'sent':
      // The amount (and TP/SL) clear after an order is placed; price, type and side stay for the next one. A value typed
      // while the place call was under way (the stream's "filled" toast can come before its answer) is the next
      // order's and stays.
      return {
        ...state,
        pending: false,
        confirming: null,
        amount: clearedUnlessRetyped(state.amount, action.sent.amount),
        takeProfit: clearedUnlessRetyped(state.takeProfit, action.sent.takeProfit),
        stopLoss: clearedUnlessRetyped(state.stopLoss, action.sent.stopLoss),
        showErrors: false,
        failure: null,
      };
    case 'failed':
      return { ...state, pending: false, confirming: null, failure: action.message };
    case 'prefill':
      // The last price fills an empty price only: a price the user typed (or picked) before it arrived stays.
      return state.price === '' ? { ...state, price: action.price } : state;
  }
}

/** A fresh form on a side: a limit order, good till cancelled, 10× isolated on futures. */
export const initialState = (side: OrderSide): FormState => ({
  kind: 'limit',
  side,
  action: 'open',
  price: '',
  trigger: '',
  amount: '',
  timeInForce: 'gtc',
  leverage: '10',
  marginMode: 'isolated',
  reduceOnly: false,
  tpsl: false,
  takeProfit: '',
  stopLoss: '',
  showErrors: false,
  pending: false,
  failure: null,
  confirming: null,
});
