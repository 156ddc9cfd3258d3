'use client';
import { Box, Button, Group, Stack, Text } from '@chakra-ui/react';
import type { MarketSymbol } from '@exchange/api';
import { AmountInput } from '@exchange/ui';
import { useAtomValue } from 'jotai';
import dynamic from 'next/dynamic';
import { useEffect, useId, useReducer, useRef, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { orderTicketPriceAtom, orderTicketSideAtom } from '../../layer/order-ticket';
import { tradeMessages } from '../../messages';
import type { AmountKind } from '../../rules/amount-display';
import {
  ORDER_PERCENTS,
  amountForPercent,
  checkOrderEntry,
  type MarginMode,
  type NormalisedOrder,
  type OrderDraft,
  type OrderEntryError,
  type OrderEntryField,
  type OrderSide,
} from '../../rules/order-entry';
import { decimalsOf, type OrderEntryLimits } from '../../rules/order-entry-limits';
import { formatAmount } from '../format-amount';
import { BUY_SOLID, SELL_SOLID } from '../side-colors';
import { EntryOptions, MarginFields } from './futures-fields';
import { orderFormMessages as m } from './order-form-messages';
import { Figure, Toggle, errorText, formatDecimal } from './order-form-parts';
import { KycPrompt, LoginPrompt, OrderFormCard } from './order-form-prompts';
import { initialState, reducer, type FormState } from './order-form-state';

/** The large order's confirmation, loaded when a large order is first submitted (decision 1917). */
const OrderConfirmDialog = dynamic(() => import('./order-confirm-dialog'), { ssr: false });

/** Field errors at 4.5:1 on both themes (the theme's fg.error is 3.76:1 on white). */
const ERROR_TEXT = { '& [data-part=error-text]': { color: { base: 'red.700', _dark: 'red.300' } } } as const;

/** What the exchange answered to a placed order: the form keeps everything typed on a failure. */
export type OrderSubmitResult = { ok: true } | { ok: false; message: string };

export interface OrderFormBalances {
  /** Spot: the base currency available (what a sell spends). */
  base: string | null;
  /** Spot: the quote currency available (what a buy spends); futures: the margin currency available. */
  quote: string | null;
}

export interface OrderFormProps {
  symbol: MarketSymbol;
  limits: OrderEntryLimits;
  /** The last traded price (market orders' estimate and the band's centre); null until known. */
  lastPrice: string | null;
  balances: OrderFormBalances;
  /** The balances' call: loading shows a skeleton line, error says the exchange still checks. */
  balanceState?: 'ready' | 'loading' | 'error';
  /** Futures: the signed position in contracts (closing checks against it). */
  positionSize?: number;
  isLoggedIn: boolean;
  loginHref: string;
  signupHref: string;
  /**
   * The one KYC rule's answer (`kycTradeGate`, decision 1909) when this account may not trade yet: the form says which
   * level trading opens at and links to the upgrade instead of offering orders the exchange would refuse.
   */
  tradeGate?: { requiredLevel: string; level: string; href: string } | null;
  /** Futures: the contract's leverage and margin mode for this user (applied when they arrive). */
  settings?: { leverage: number; marginMode: MarginMode };
  /** The side to start on (the phone's Buy / Sell buttons open the form on theirs). */
  initialSide?: OrderSide;
  /** Places the order; a failure's message is shown and everything typed stays. */
  onSubmit: (order: NormalisedOrder) => Promise<OrderSubmitResult>;
}

/**
 * The order form (issue 21 item 1; decision 1890): spot limit, market and stop-limit, Buy or Sell; futures open or
 * close with leverage, cross or isolated margin, reduce-only, TP/SL at entry, post-only or IOC. Every number goes
 * through the decimal input (spec 03 §5) with the symbol's tick and step as precision; the order-entry rule checks the
 * draft against the symbol's limits and the available balance; a large order asks first; a failed submit keeps it all.
 */
export function OrderForm({
  symbol,
  limits,
  lastPrice,
  balances,
  balanceState = 'ready',
  positionSize = 0,
  isLoggedIn,
  loginHref,
  tradeGate = null,
  signupHref,
  initialSide = 'buy',
  settings,
  onSubmit,
}: OrderFormProps) {
  const intl = useIntl();
  const headingId = useId();
  const futures = symbol.market === 'futures';
  const [state, dispatch] = useReducer(reducer, initialSide, initialState);
  const set = (patch: Partial<FormState>) => dispatch({ type: 'set', patch });
  const priceDecimals = decimalsOf(limits.tick_size);
  const amountDecimals = decimalsOf(limits.amount_step);

  // A click on a book level or a trade sets the price (and the side that would take that level).
  const ticket = useAtomValue(orderTicketPriceAtom);
  const seenTicket = useRef(ticket?.at);
  useEffect(() => {
    if (!ticket || ticket.at === seenTicket.current) return;
    seenTicket.current = ticket.at;
    dispatch({
      type: 'set',
      patch: { price: ticket.price, ...(ticket.side ? { side: ticket.side } : {}), ...(state.kind === 'market' ? { kind: 'limit' } : {}) },
    });
  }, [ticket, state.kind]);
  // The phone's sticky Buy and Sell buttons open the bottom sheet on their side (issue 21 item 4).
  const sideTicket = useAtomValue(orderTicketSideAtom);
  const seenSide = useRef(sideTicket?.at);
  useEffect(() => {
    if (!sideTicket || sideTicket.at === seenSide.current) return;
    seenSide.current = sideTicket.at;
    dispatch({ type: 'set', patch: { side: sideTicket.side } });
  }, [sideTicket]);
  // The contract's leverage and margin mode, once known (Binance-style: kept per contract).
  const savedLeverage = settings?.leverage;
  const savedMode = settings?.marginMode;
  useEffect(() => {
    if (savedLeverage === undefined || savedMode === undefined) return;
    dispatch({ type: 'set', patch: { leverage: String(savedLeverage), marginMode: savedMode } });
  }, [savedLeverage, savedMode]);
  // The price starts at the last price once it is known (as every exchange's form does).
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || lastPrice === null) return;
    prefilled.current = true;
    dispatch({ type: 'prefill', price: Number(lastPrice).toFixed(priceDecimals) });
  }, [lastPrice, priceDecimals]);

  const closing = futures && state.action === 'close';
  const available = futures || state.side === 'buy' ? balances.quote : balances.base;
  const availableCurrency = futures ? symbol.quote : state.side === 'buy' ? symbol.quote : symbol.base;
  const leverage = Number(state.leverage) || 0;
  const draft: OrderDraft = {
    kind: state.kind,
    side: state.side,
    price: state.price,
    trigger: state.trigger,
    amount: state.amount,
    timeInForce: state.timeInForce,
    ...(futures
      ? {
          action: state.action,
          leverage,
          marginMode: state.marginMode,
          reduceOnly: state.reduceOnly,
          takeProfit: state.tpsl ? state.takeProfit : '',
          stopLoss: state.tpsl ? state.stopLoss : '',
        }
      : {}),
  };
  const context = { market: symbol.market, limits, lastPrice, available: balanceState === 'ready' ? available : null, positionSize };
  const result = checkOrderEntry(draft, context);
  const errors: Partial<Record<OrderEntryField, OrderEntryError>> = state.showErrors && !result.ok ? result.errors : {};

  const send = async (order: NormalisedOrder) => {
    const sent = { edits: state.edits };
    dispatch({ type: 'set', patch: { pending: true, failure: null } });
    const answer = await onSubmit(order).catch((): OrderSubmitResult => ({ ok: false, message: intl.formatMessage(m.submitFailed) }));
    dispatch(answer.ok ? { type: 'sent', sent } : { type: 'failed', message: answer.message });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state.pending) return;
    if (!result.ok) {
      set({ showErrors: true });
      return;
    }
    if (result.confirm) set({ confirming: result.order, showErrors: true });
    else void send(result.order);
  };

  if (!isLoggedIn) return <LoginPrompt headingId={headingId} loginHref={loginHref} signupHref={signupHref} />;
  if (tradeGate) return <KycPrompt headingId={headingId} gate={tradeGate} />;

  /** The side toggle: Buy / Sell, or Long / Short on futures. */
  const sideLabel = (side: OrderSide): string =>
    intl.formatMessage(futures ? (side === 'buy' ? tradeMessages.lineLong : tradeMessages.lineShort) : side === 'buy' ? m.buy : m.sell);
  /** The submit: "Buy BTC", or Open long / Open short / Close long / Close short. */
  const actionLabel = (side: OrderSide): string =>
    futures
      ? intl.formatMessage(
          state.action === 'open' ? (side === 'buy' ? m.openLong : m.openShort) : side === 'sell' ? m.closeLong : m.closeShort,
        )
      : intl.formatMessage(side === 'buy' ? m.submitBuy : m.submitSell, { base: symbol.base });
  const submitLabel = actionLabel(state.side);
  const quote = result.quote;
  // Balances, totals and fees in the currency's display precision (decision 1939).
  const shown = (text: string | undefined, kind: AmountKind) =>
    text === undefined ? '—' : formatAmount(intl, text, symbol, symbol.quote, kind);
  const balanceText = (text: string) => formatAmount(intl, text, symbol, availableCurrency, 'balance');
  const amountLabel = futures ? intl.formatMessage(m.contractsLabel) : intl.formatMessage(m.amountLabel, { currency: symbol.base });

  return (
    <OrderFormCard headingId={headingId} testId="order-form">
      <form onSubmit={submit} noValidate aria-labelledby={headingId}>
        <Stack gap="3" css={ERROR_TEXT}>
          {futures && (
            <Toggle
              label={intl.formatMessage(m.action)}
              value={state.action}
              options={[
                { value: 'open', label: intl.formatMessage(m.open) },
                { value: 'close', label: intl.formatMessage(m.close) },
              ]}
              onChange={(action) =>
                set({
                  action,
                  side: action === 'close' && positionSize > 0 ? 'sell' : action === 'close' && positionSize < 0 ? 'buy' : state.side,
                })
              }
            />
          )}
          <Toggle
            label={intl.formatMessage(m.side)}
            value={state.side}
            options={[
              { value: 'buy', label: sideLabel('buy') },
              { value: 'sell', label: sideLabel('sell') },
            ]}
            colors={{ buy: BUY_SOLID, sell: SELL_SOLID }}
            onChange={(side) => set({ side })}
          />
          <Toggle
            label={intl.formatMessage(m.orderType)}
            value={state.kind}
            options={[
              { value: 'limit', label: intl.formatMessage(m.limit) },
              { value: 'market', label: intl.formatMessage(m.market) },
              { value: 'stop_limit', label: intl.formatMessage(m.stopLimit) },
            ]}
            onChange={(kind) => set({ kind })}
          />
          {futures && state.action === 'open' && (
            <MarginFields
              marginMode={state.marginMode}
              leverage={state.leverage}
              maxLeverage={limits.maxLeverage}
              leverageError={errorText(intl, errors.leverage)}
              onChange={set}
            />
          )}
          {state.kind === 'stop_limit' && (
            <AmountInput
              label={intl.formatMessage(m.triggerLabel, { currency: symbol.quote })}
              name="trigger"
              value={state.trigger}
              onChange={(trigger) => set({ trigger })}
              precision={priceDecimals}
              errorText={errorText(intl, errors.trigger)}
            />
          )}
          {state.kind === 'market' ? (
            <Stack gap="1">
              <Text textStyle="sm" fontWeight="medium">
                {intl.formatMessage(m.priceLabel, { currency: symbol.quote })}
              </Text>
              <Text textStyle="sm" color="fg.muted" borderWidth="1px" borderRadius="md" px="3" py="2">
                {intl.formatMessage(m.marketPrice)}
              </Text>
              {errors.price && (
                <Text textStyle="xs" color={{ base: 'red.700', _dark: 'red.300' }}>
                  {errorText(intl, errors.price)}
                </Text>
              )}
            </Stack>
          ) : (
            <AmountInput
              label={intl.formatMessage(m.priceLabel, { currency: symbol.quote })}
              name="price"
              value={state.price}
              onChange={(price) => set({ price })}
              precision={priceDecimals}
              errorText={errorText(intl, errors.price)}
            />
          )}
          {/* Typing the amount the field still shows (the last order's, before its answer cleared it) is the next order's
              amount too: the input event counts as an edit though the value does not change (decision 1937). */}
          <Box onInput={() => dispatch({ type: 'typed' })}>
            <AmountInput
              label={amountLabel}
              name="amount"
              value={state.amount}
              onChange={(amount) => set({ amount })}
              precision={amountDecimals}
              errorText={errorText(intl, errors.amount, balanceText) ?? errorText(intl, errors.total)}
            />
          </Box>
          <Group attached w="full" role="group" aria-label={intl.formatMessage(m.percentGroup)}>
            {ORDER_PERCENTS.map((percent) => (
              <Button
                key={percent}
                type="button"
                size="xs"
                flex="1"
                variant="outline"
                onClick={() => set({ amount: amountForPercent(percent, draft, { ...context, available }) })}
              >
                {intl.formatMessage(m.percent, { percent })}
              </Button>
            ))}
          </Group>
          {futures && state.action === 'open' && (
            <EntryOptions
              reduceOnly={state.reduceOnly}
              tpsl={state.tpsl}
              takeProfit={state.takeProfit}
              stopLoss={state.stopLoss}
              priceDecimals={priceDecimals}
              errors={{ takeProfit: errorText(intl, errors.takeProfit), stopLoss: errorText(intl, errors.stopLoss) }}
              onChange={set}
            />
          )}
          {state.kind !== 'market' && (
            <Toggle
              label={intl.formatMessage(m.timeInForce)}
              value={state.timeInForce}
              options={[
                { value: 'gtc', label: intl.formatMessage(m.gtcShort), title: intl.formatMessage(m.gtc) },
                { value: 'poc', label: intl.formatMessage(m.postOnly) },
                { value: 'ioc', label: intl.formatMessage(m.iocShort), title: intl.formatMessage(m.ioc) },
              ]}
              onChange={(timeInForce) => set({ timeInForce })}
            />
          )}
          <Stack gap="1">
            <Figure
              testId="order-form-available"
              label={intl.formatMessage(m.availableLabel)}
              value={
                balanceState === 'loading'
                  ? intl.formatMessage(m.loading)
                  : `${available === null ? '—' : balanceText(available)} ${availableCurrency}`
              }
            />
            {closing && <Figure label={intl.formatMessage(m.positionLabel)} value={formatDecimal(intl, String(positionSize), 0)} />}
            <Figure label={intl.formatMessage(m.total, { currency: symbol.quote })} value={shown(quote?.notional, 'total')} />
            {futures && <Figure label={intl.formatMessage(m.margin, { currency: symbol.quote })} value={shown(quote?.margin, 'total')} />}
            <Figure
              label={intl.formatMessage(m.fee, { currency: symbol.quote })}
              value={shown(quote?.fee, 'fee')}
              testId="order-form-fee"
            />
          </Stack>
          {balanceState === 'error' && (
            <Text textStyle="xs" color="fg.muted">
              {intl.formatMessage(m.balanceFailed)}
            </Text>
          )}
          {state.failure && (
            <Text role="alert" textStyle="sm" color={{ base: 'red.700', _dark: 'red.300' }}>
              {state.failure}
            </Text>
          )}
          <Button type="submit" loading={state.pending} css={state.side === 'buy' ? BUY_SOLID : SELL_SOLID} w="full">
            {submitLabel}
          </Button>
        </Stack>
      </form>
      {state.confirming && (
        <OrderConfirmDialog
          text={intl.formatMessage(m.confirmBody, {
            side: sideLabel(state.confirming.side),
            amount: formatDecimal(intl, state.confirming.amount),
            base: futures ? '' : symbol.base,
            price: quote ? formatDecimal(intl, quote.price) : '',
            total: quote ? formatAmount(intl, quote.notional, symbol, symbol.quote, 'total') : '',
            quote: symbol.quote,
          })}
          pending={state.pending}
          onCancel={() => set({ confirming: null })}
          onConfirm={() => state.confirming && void send(state.confirming)}
        />
      )}
    </OrderFormCard>
  );
}
