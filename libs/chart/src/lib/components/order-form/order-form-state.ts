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
  /** Counts the user's edits of the fields an accepted order clears (amount, TP/SL). */
  edits: number;
}

/** What an accepted order's answer needs of the form as it was sent: its count of edits then. */
export type SentFields = Pick<FormState, 'edits'>;

const CLEARED: readonly (keyof FormState)[] = ['amount', 'takeProfit', 'stopLoss'];

export type Action =
  | { type: 'set'; patch: Partial<FormState> }
  | { type: 'prefill'; price: string }
  | { type: 'sent'; sent: SentFields }
  /** The user typed in the amount, even the value it already held (the next order's amount). */
  | { type: 'typed' }
  | { type: 'failed'; message: string };

/** The form's one state machine: set fields, the last price into an empty price, an order sent (the amount clears), a refusal (everything stays). */
export function reducer(state: FormState, action: Action): FormState {
  switch (action.type) {
    case 'set':
      return {
        ...state,
        ...action.patch,
        failure: 'failure' in action.patch ? (action.patch.failure ?? null) : state.failure,
        edits: CLEARED.some((key) => key in action.patch) ? state.edits + 1 : state.edits,
      };
    case 'sent':
      // The amount (and TP/SL) clear after an order is placed; price, type and side stay for the next one. What the user
      // typed while the place call was under way (the stream's "placed" or "filled" toast can come before its answer)
      // is the next order's and stays — even the same amount typed again.
      return action.sent.edits === state.edits
        ? { ...state, pending: false, confirming: null, amount: '', takeProfit: '', stopLoss: '', showErrors: false, failure: null }
        : { ...state, pending: false, confirming: null, showErrors: false, failure: null };
    case 'typed':
      return { ...state, edits: state.edits + 1 };
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
  edits: 0,
});
