'use client';
import { Box, Button, Checkbox, Flex, Group, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { MarketSymbol } from '@exchange/api';
import { AmountInput, ModalDialog, UiLink, UiLinkBase } from '@exchange/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useReducer, useRef, type FormEvent, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { orderTicketPriceAtom, orderTicketSideAtom } from '../../layer/order-ticket';
import { tradeMessages } from '../../messages';
import {
  ORDER_PERCENTS,
  amountForPercent,
  checkOrderEntry,
  type MarginMode,
  type NormalisedOrder,
  type OrderDraft,
  type OrderEntryError,
  type OrderEntryField,
  type OrderKind,
  type OrderSide,
  type TimeInForce,
} from '../../rules/order-entry';
import { decimalsOf, type OrderEntryLimits } from '../../rules/order-entry-limits';
import { orderErrorMessage, orderFormMessages as m } from './order-form-messages';

/** Sides keep green and red at 4.5:1 on both themes (as the trade panel's tables). */
// White text at 4.5:1 (WCAG AA) on both themes: green.600 / red.600 give 3.3 (axe color-contrast).
const BUY_BG = { base: 'green.700', _dark: 'green.700' } as const;
const SELL_BG = { base: 'red.700', _dark: 'red.700' } as const;
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

interface FormState {
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

type Action = { type: 'set'; patch: Partial<FormState> } | { type: 'sent' } | { type: 'failed'; message: string };

function reducer(state: FormState, action: Action): FormState {
  switch (action.type) {
    case 'set':
      return { ...state, ...action.patch, failure: 'failure' in action.patch ? (action.patch.failure ?? null) : state.failure };
    case 'sent':
      // The amount is cleared after an order is placed; price, type and side stay for the next one.
      return { ...state, pending: false, confirming: null, amount: '', takeProfit: '', stopLoss: '', showErrors: false, failure: null };
    case 'failed':
      return { ...state, pending: false, confirming: null, failure: action.message };
  }
}

const initialState = (side: OrderSide): FormState => ({
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

/** A decimal text for people: grouped, in the page's digits, never rounded away. */
const formatDecimal = (intl: IntlShape, text: string, places = 8): string => {
  const n = Number(text);
  return Number.isFinite(n) ? intl.formatNumber(n, { maximumFractionDigits: places }) : text;
};

function errorText(intl: IntlShape, error: OrderEntryError | undefined): string | undefined {
  if (!error) return undefined;
  const values: Record<string, string> = {};
  for (const [k, v] of Object.entries(error.values ?? {})) values[k] = k === 'side' ? v : formatDecimal(intl, v);
  return intl.formatMessage(orderErrorMessage(error.key), values as never);
}

/** A labelled row of toggle buttons (order type, side, margin mode, time in force). */
function Toggle<T extends string>({
  label,
  value,
  options,
  onChange,
  colors,
}: {
  label: string;
  value: T;
  /** `title`: the full name of an abbreviated label (also its accessible description). */
  options: readonly { value: T; label: string; title?: string }[];
  onChange: (value: T) => void;
  colors?: Partial<Record<T, typeof BUY_BG | typeof SELL_BG>>;
}) {
  return (
    <Group attached w="full" role="group" aria-label={label}>
      {options.map((o) => {
        const on = o.value === value;
        const bg = colors?.[o.value];
        return (
          <Button
            key={o.value}
            type="button"
            size="sm"
            flex="1"
            minW="0"
            px="2"
            variant={on ? 'solid' : 'outline'}
            aria-pressed={on}
            title={o.title}
            onClick={() => onChange(o.value)}
            {...(on && bg ? { bg, color: 'white' } : {})}
          >
            {o.label}
          </Button>
        );
      })}
    </Group>
  );
}

function Figure({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Flex justify="space-between" gap="2" textStyle="sm">
      <Text color="fg.muted">{label}</Text>
      <Text fontVariantNumeric="tabular-nums" data-testid={testId} dir="ltr">
        {value}
      </Text>
    </Flex>
  );
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
    dispatch({ type: 'set', patch: { price: Number(lastPrice).toFixed(priceDecimals) } });
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
    dispatch({ type: 'set', patch: { pending: true, failure: null } });
    const answer = await onSubmit(order).catch((): OrderSubmitResult => ({ ok: false, message: intl.formatMessage(m.submitFailed) }));
    dispatch(answer.ok ? { type: 'sent' } : { type: 'failed', message: answer.message });
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

  if (!isLoggedIn) {
    return (
      <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="4">
        <Heading as="h2" id={headingId} textStyle="md" mb="3">
          {intl.formatMessage(m.title)}
        </Heading>
        <Stack gap="3">
          <Text textStyle="sm">{intl.formatMessage(m.loginPrompt)}</Text>
          <HStack gap="3">
            <Button asChild colorPalette="brand" flex="1">
              <UiLinkBase href={loginHref}>{intl.formatMessage(m.loginLink)}</UiLinkBase>
            </Button>
            <UiLink href={signupHref} fontWeight="semibold">
              {intl.formatMessage(m.signupLink)}
            </UiLink>
          </HStack>
        </Stack>
      </Box>
    );
  }

  if (tradeGate) {
    return (
      <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="4">
        <Heading as="h2" id={headingId} textStyle="md" mb="3">
          {intl.formatMessage(m.title)}
        </Heading>
        <Stack gap="3">
          <Text textStyle="sm">{intl.formatMessage(m.kycPrompt, { required: tradeGate.requiredLevel, current: tradeGate.level })}</Text>
          <Button asChild colorPalette="brand">
            <UiLinkBase href={tradeGate.href}>{intl.formatMessage(m.kycLink)}</UiLinkBase>
          </Button>
        </Stack>
      </Box>
    );
  }

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
  const shown = (text: string | undefined, places: number) => (text === undefined ? '—' : formatDecimal(intl, text, places));
  const amountLabel = futures ? intl.formatMessage(m.contractsLabel) : intl.formatMessage(m.amountLabel, { currency: symbol.base });

  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="4" data-testid="order-form">
      <Heading as="h2" id={headingId} textStyle="md" mb="3">
        {intl.formatMessage(m.title)}
      </Heading>
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
            colors={{ buy: BUY_BG, sell: SELL_BG }}
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
            <HStack gap="2" align="end">
              <Box flex="1" minW="0">
                <Toggle
                  label={intl.formatMessage(m.marginMode)}
                  value={state.marginMode}
                  options={[
                    { value: 'cross', label: intl.formatMessage(m.cross) },
                    { value: 'isolated', label: intl.formatMessage(m.isolated) },
                  ]}
                  onChange={(marginMode) => set({ marginMode })}
                />
              </Box>
              <Box w="28">
                <AmountInput
                  label={intl.formatMessage(m.leverage)}
                  name="leverage"
                  value={state.leverage}
                  onChange={(leverage) => set({ leverage })}
                  precision={0}
                  max={limits.maxLeverage}
                  endElement="×"
                  errorText={errorText(intl, errors.leverage)}
                />
              </Box>
            </HStack>
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
          <AmountInput
            label={amountLabel}
            name="amount"
            value={state.amount}
            onChange={(amount) => set({ amount })}
            precision={amountDecimals}
            errorText={errorText(intl, errors.amount) ?? errorText(intl, errors.total)}
          />
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
            <Stack gap="2">
              <Checkbox.Root checked={state.reduceOnly} onCheckedChange={(d) => set({ reduceOnly: d.checked === true })} size="sm">
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{intl.formatMessage(m.reduceOnly)}</Checkbox.Label>
              </Checkbox.Root>
              <Checkbox.Root checked={state.tpsl} onCheckedChange={(d) => set({ tpsl: d.checked === true })} size="sm">
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{intl.formatMessage(m.tpsl)}</Checkbox.Label>
              </Checkbox.Root>
              {state.tpsl && (
                <HStack gap="2" align="start">
                  <AmountInput
                    label={intl.formatMessage(m.takeProfit)}
                    name="takeProfit"
                    value={state.takeProfit}
                    onChange={(takeProfit) => set({ takeProfit })}
                    precision={priceDecimals}
                    errorText={errorText(intl, errors.takeProfit)}
                  />
                  <AmountInput
                    label={intl.formatMessage(m.stopLoss)}
                    name="stopLoss"
                    value={state.stopLoss}
                    onChange={(stopLoss) => set({ stopLoss })}
                    precision={priceDecimals}
                    errorText={errorText(intl, errors.stopLoss)}
                  />
                </HStack>
              )}
            </Stack>
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
                  : `${available === null ? '—' : formatDecimal(intl, available)} ${availableCurrency}`
              }
            />
            {closing && <Figure label={intl.formatMessage(m.positionLabel)} value={formatDecimal(intl, String(positionSize), 0)} />}
            <Figure label={intl.formatMessage(m.total, { currency: symbol.quote })} value={shown(quote?.notional, priceDecimals)} />
            {futures && <Figure label={intl.formatMessage(m.margin, { currency: symbol.quote })} value={shown(quote?.margin, 4)} />}
            <Figure label={intl.formatMessage(m.fee, { currency: symbol.quote })} value={shown(quote?.fee, 8)} testId="order-form-fee" />
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
          <Button type="submit" loading={state.pending} bg={state.side === 'buy' ? BUY_BG : SELL_BG} color="white" w="full">
            {submitLabel}
          </Button>
        </Stack>
      </form>
      {state.confirming && (
        <ModalDialog
          open
          role="alertdialog"
          onClose={() => set({ confirming: null })}
          title={intl.formatMessage(m.confirmTitle)}
          closeLabel={intl.formatMessage(m.close)}
          actions={[
            { label: intl.formatMessage(m.cancel), onClick: () => set({ confirming: null }) },
            {
              label: intl.formatMessage(m.confirmSubmit),
              onClick: () => state.confirming && void send(state.confirming),
              loading: state.pending,
            },
          ]}
        >
          <Text textStyle="sm">
            {intl.formatMessage(m.confirmBody, {
              side: sideLabel(state.confirming.side),
              amount: formatDecimal(intl, state.confirming.amount),
              base: futures ? '' : symbol.base,
              price: quote ? formatDecimal(intl, quote.price) : '',
              total: quote ? formatDecimal(intl, quote.notional, 2) : '',
              quote: symbol.quote,
            })}
          </Text>
        </ModalDialog>
      )}
    </Box>
  );
}
