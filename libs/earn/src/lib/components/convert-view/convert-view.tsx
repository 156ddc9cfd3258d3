'use client';
import { Alert, Box, Button, Grid, HStack, IconButton, Skeleton, Stack, Text } from '@chakra-ui/react';
import {
  useConvertAccept,
  useConvertCoins,
  useConvertHistory,
  useConvertQuote,
  useWalletBalances,
  type ConvertCoin,
  type ConvertOrder,
  type ConvertQuote,
} from '@exchange/api';
import { AmountInput, ModalDialog } from '@exchange/ui';
import { useEffect, useReducer, useState } from 'react';
import { useIntl } from 'react-intl';
import { messages as m } from '../../messages';
import { amountProblem, problemOfCode, type AmountProblem } from '../../rules/amount-check';
import { estimateOther, referenceRate, spotAvailable } from '../../rules/convert-estimate';
import { quoteCountdown, quoteDeadline } from '../../rules/quote-expiry';
import { CoinSelect } from '../coin-select/coin-select';
import { useProblemText, type ProblemValues } from '../problem-text';
import { SignInPrompt, type EarnLinks } from '../sign-in-prompt/sign-in-prompt';

export interface ConvertViewProps {
  isLoggedIn: boolean;
  links: EarnLinks;
  /** The pair to start with (`?from=USDT&to=BTC`), else USDT → BTC. */
  initialFrom?: string;
  initialTo?: string;
}

/** What the user typed: the pair, which side they typed and the amount (the other side is an estimate until quoted). */
interface FormState {
  from: string;
  to: string;
  side: 'from' | 'to';
  amount: string;
}
type FormAction =
  | { type: 'from' | 'to'; currency: string }
  | { type: 'amount'; side: 'from' | 'to'; amount: string }
  | { type: 'swap' }
  | { type: 'clear' };

function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'from':
      return action.currency === state.to ? { ...state, from: action.currency, to: state.from } : { ...state, from: action.currency };
    case 'to':
      return action.currency === state.from ? { ...state, to: action.currency, from: state.to } : { ...state, to: action.currency };
    case 'amount':
      return { ...state, side: action.side, amount: action.amount };
    case 'swap':
      return { ...state, from: state.to, to: state.from, side: state.side === 'from' ? 'to' : 'from' };
    case 'clear':
      return { ...state, amount: '' };
  }
}

const useNow = (active: boolean): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
};

/**
 * Convert (issue 25 item 1, 01 §2): pick two coins, type either amount through the one decimal input (03 §5), get a
 * quote that counts down (decision 1896), confirm, and see the spot balances and the history change. A refusal says
 * why and keeps what was typed.
 */
export function ConvertView({ isLoggedIn, links, initialFrom = 'USDT', initialTo = 'BTC' }: ConvertViewProps) {
  const intl = useIntl();
  const coinsCall = useConvertCoins();
  const coins = coinsCall.data?.coins ?? [];
  if (coinsCall.isLoading && coins.length === 0) {
    return (
      <Stack gap="4" maxW="3xl" aria-busy="true" aria-label={intl.formatMessage(m.convertLoading)}>
        <Skeleton height="64" rounded="lg" />
        <Skeleton height="24" rounded="lg" />
      </Stack>
    );
  }
  if (coins.length === 0) {
    return (
      <Alert.Root status="error" maxW="3xl">
        <Alert.Indicator />
        <Alert.Title>{intl.formatMessage(m.convertUnavailable)}</Alert.Title>
      </Alert.Root>
    );
  }
  const has = (c: string) => coins.some((coin) => coin.currency === c);
  const from = has(initialFrom) ? initialFrom : 'USDT';
  const to = has(initialTo) && initialTo !== from ? initialTo : (coins.find((c) => c.currency !== from)?.currency ?? 'BTC');
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
      <ConvertForm coins={coins} isLoggedIn={isLoggedIn} links={links} initial={{ from, to, side: 'from', amount: '' }} />
      {isLoggedIn ? <ConvertHistoryList /> : <SignInPrompt links={links} />}
    </Grid>
  );
}

function ConvertForm({
  coins,
  isLoggedIn,
  links,
  initial,
}: {
  coins: readonly ConvertCoin[];
  isLoggedIn: boolean;
  links: EarnLinks;
  initial: FormState;
}) {
  const intl = useIntl();
  const problemText = useProblemText();
  const [form, dispatch] = useReducer(formReducer, initial);
  const [problem, setProblem] = useState<{ kind: AmountProblem; values: ProblemValues } | null>(null);
  const balances = useWalletBalances({ enabled: isLoggedIn });
  const quoteCall = useConvertQuote();
  const fromCoin = coins.find((c) => c.currency === form.from);
  const toCoin = coins.find((c) => c.currency === form.to);
  const fromAmount = form.side === 'from' ? form.amount : estimateOther(form.amount, toCoin, fromCoin);
  const toAmount = form.side === 'to' ? form.amount : estimateOther(form.amount, fromCoin, toCoin);
  // Null while the wallet read is on its way: a dash, no Max, and Preview is not refused for it (decision 1979).
  const available = spotAvailable(balances.data, form.from);
  const availableTo = spotAvailable(balances.data, form.to);
  const [quoted, setQuoted] = useState<{ quote: ConvertQuote; receivedAt: number } | null>(null);

  const withCoin = (amount: string | null, coin: string) => `${amount ?? '—'} ${coin}`;
  const preview = async () => {
    setProblem(null);
    const check = amountProblem({ amount: fromAmount, available, min: fromCoin?.min_amount });
    const values = { min: withCoin(fromCoin?.min_amount ?? '', form.from), available: withCoin(available, form.from) };
    if (check !== null) {
      setProblem({ kind: check, values });
      return;
    }
    const result = await quoteCall.trigger({ from: form.from, to: form.to, side: form.side, amount: form.amount });
    if (result.ok && result.data !== null) setQuoted({ quote: result.data, receivedAt: Date.now() });
    else setProblem({ kind: problemOfCode(result.error?.code), values });
  };

  const edit = (side: 'from' | 'to') => (amount: string) => {
    setProblem(null);
    dispatch({ type: 'amount', side, amount });
  };
  const precisionOf = (coin: ConvertCoin | undefined) => coin?.precision ?? 8;
  const rate = referenceRate(fromCoin, toCoin);

  return (
    <Stack
      as="section"
      aria-labelledby="convert-form-title"
      gap="4"
      p={{ base: '4', md: '6' }}
      borderWidth="1px"
      rounded="xl"
      bg="bg.panel"
    >
      <Text as="h2" id="convert-form-title" srOnly>
        {intl.formatMessage(m.convertPreview)}
      </Text>
      <Stack gap="3" p="4" rounded="lg" bg="bg.subtle">
        <HStack justify="space-between" wrap="wrap">
          <Text fontWeight="semibold">{intl.formatMessage(m.convertFrom)}</Text>
          {isLoggedIn ? (
            <HStack gap="2">
              <Text textStyle="sm" color="fg.muted" data-testid="convert-available-from">
                {intl.formatMessage(m.convertAvailable, { amount: <bdi key="a">{withCoin(available, form.from)}</bdi> })}
              </Text>
              <Button
                size="xs"
                variant="ghost"
                colorPalette="brand"
                disabled={available === null}
                onClick={() => available !== null && edit('from')(available)}
              >
                {intl.formatMessage(m.convertMax)}
              </Button>
            </HStack>
          ) : null}
        </HStack>
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', sm: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="3" alignItems="start">
          <AmountInput
            label={intl.formatMessage(m.convertSpend)}
            value={fromAmount}
            onChange={edit('from')}
            precision={precisionOf(fromCoin)}
            placeholder={fromCoin ? intl.formatMessage(m.convertMinimum, { amount: fromCoin.min_amount }) : undefined}
            endElement={<Text fontWeight="medium">{form.from}</Text>}
          />
          <CoinSelect
            label={intl.formatMessage(m.convertFromCoin)}
            value={form.from}
            coins={coins}
            onChange={(c) => dispatch({ type: 'from', currency: c })}
          />
        </Grid>
      </Stack>
      <HStack justify="center" my="-2">
        <IconButton
          aria-label={intl.formatMessage(m.convertSwap)}
          variant="outline"
          rounded="full"
          size="sm"
          bg="bg.panel"
          onClick={() => {
            setProblem(null);
            dispatch({ type: 'swap' });
          }}
        >
          <span aria-hidden="true">⇅</span>
        </IconButton>
      </HStack>
      <Stack gap="3" p="4" rounded="lg" bg="bg.subtle">
        <HStack justify="space-between" wrap="wrap">
          <Text fontWeight="semibold">{intl.formatMessage(m.convertTo)}</Text>
          {isLoggedIn ? (
            <Text textStyle="sm" color="fg.muted" data-testid="convert-available-to">
              {intl.formatMessage(m.convertAvailable, {
                amount: <bdi key="a">{withCoin(availableTo, form.to)}</bdi>,
              })}
            </Text>
          ) : null}
        </HStack>
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', sm: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="3" alignItems="start">
          <AmountInput
            label={intl.formatMessage(m.convertReceive)}
            value={toAmount}
            onChange={edit('to')}
            precision={precisionOf(toCoin)}
            endElement={<Text fontWeight="medium">{form.to}</Text>}
          />
          <CoinSelect
            label={intl.formatMessage(m.convertToCoin)}
            value={form.to}
            coins={coins}
            onChange={(c) => dispatch({ type: 'to', currency: c })}
          />
        </Grid>
      </Stack>
      {rate !== '' ? (
        <HStack justify="space-between" textStyle="sm" color="fg.muted">
          <Text>{intl.formatMessage(m.convertIndicative)}</Text>
          <Text dir="ltr">
            1 {form.from} ≈ {rate} {form.to}
          </Text>
        </HStack>
      ) : null}
      {problem !== null ? (
        <Alert.Root status="error" data-testid="convert-problem">
          <Alert.Indicator />
          <Alert.Title>{problemText(problem.kind, problem.values)}</Alert.Title>
        </Alert.Root>
      ) : null}
      {isLoggedIn ? (
        <Button colorPalette="brand" size="lg" loading={quoteCall.isMutating} onClick={() => void preview()}>
          {intl.formatMessage(m.convertPreview)}
        </Button>
      ) : (
        <Button asChild colorPalette="brand" size="lg">
          <a href={links.login}>{intl.formatMessage(m.signInLogin)}</a>
        </Button>
      )}
      {quoted !== null ? (
        <ConfirmDialog
          quoted={quoted}
          onRequote={async () => {
            const result = await quoteCall.trigger({ from: form.from, to: form.to, side: form.side, amount: form.amount });
            if (result.ok && result.data !== null) setQuoted({ quote: result.data, receivedAt: Date.now() });
            else {
              setQuoted(null);
              setProblem({ kind: problemOfCode(result.error?.code), values: { available: withCoin(available, form.from) } });
            }
          }}
          requoting={quoteCall.isMutating}
          onClose={(order) => {
            setQuoted(null);
            if (order !== null) dispatch({ type: 'clear' });
          }}
        />
      ) : null}
    </Stack>
  );
}

function ConfirmDialog({
  quoted,
  onRequote,
  requoting,
  onClose,
}: {
  quoted: { quote: ConvertQuote; receivedAt: number };
  onRequote: () => Promise<void>;
  requoting: boolean;
  onClose: (order: ConvertOrder | null) => void;
}) {
  const intl = useIntl();
  const problemText = useProblemText();
  const accept = useConvertAccept();
  const [order, setOrder] = useState<ConvertOrder | null>(null);
  const [refused, setRefused] = useState<AmountProblem | null>(null);
  const { quote, receivedAt } = quoted;
  const now = useNow(order === null);
  const countdown = quoteCountdown(quoteDeadline(quote, receivedAt), now);
  const expired = countdown.status === 'expired' || refused === 'expired';

  useEffect(() => setRefused(null), [quote.quote_id]);

  const confirm = async () => {
    const result = await accept.trigger({ quote_id: quote.quote_id });
    if (result.ok && result.data !== null) setOrder(result.data);
    else setRefused(problemOfCode(result.error?.code));
  };

  const row = (label: string, value: string, testId?: string) => (
    <HStack justify="space-between" gap="4">
      <Text color="fg.muted">{label}</Text>
      <Text fontWeight="semibold" dir="ltr" data-testid={testId}>
        {value}
      </Text>
    </HStack>
  );

  return (
    <ModalDialog
      open
      onClose={() => onClose(order)}
      title={intl.formatMessage(m.convertConfirmTitle)}
      closeLabel={intl.formatMessage(m.convertClose)}
      actions={
        order !== null
          ? [{ label: intl.formatMessage(m.convertClose), onClick: () => onClose(order) }]
          : [
              { label: intl.formatMessage(m.convertCancel), onClick: () => onClose(null), variant: 'outline' },
              expired
                ? { label: intl.formatMessage(m.convertRefresh), onClick: () => void onRequote(), loading: requoting }
                : { label: intl.formatMessage(m.convertConfirm), onClick: () => void confirm(), loading: accept.isMutating },
            ]
      }
    >
      <Stack gap="3">
        {row(intl.formatMessage(m.convertFrom), `${quote.from_amount} ${quote.from}`, 'convert-quote-from')}
        {row(intl.formatMessage(m.convertTo), `${quote.to_amount} ${quote.to}`, 'convert-quote-to')}
        {row(intl.formatMessage(m.convertRate), `1 ${quote.from} = ${quote.price} ${quote.to}`)}
        {order !== null ? (
          <Alert.Root status="success" data-testid="convert-done">
            <Alert.Indicator />
            <Alert.Title>
              {intl.formatMessage(m.convertDone, {
                from: <bdi key="f">{`${order.from_amount} ${order.from}`}</bdi>,
                to: <bdi key="t">{`${order.to_amount} ${order.to}`}</bdi>,
              })}
            </Alert.Title>
          </Alert.Root>
        ) : expired ? (
          <Alert.Root status="warning" data-testid="convert-expired">
            <Alert.Indicator />
            <Alert.Title>{intl.formatMessage(m.convertExpired)}</Alert.Title>
          </Alert.Root>
        ) : (
          <Box>
            <Text textStyle="sm" color="fg.muted" data-testid="convert-countdown">
              {intl.formatMessage(m.convertCountdown, { seconds: countdown.secondsLeft })}
            </Text>
            <Box mt="2" h="1" bg="bg.muted" rounded="full" overflow="hidden" aria-hidden="true">
              <Box
                h="full"
                bg="brand.solid"
                width={`${Math.min(100, (countdown.secondsLeft * 1000 * 100) / Math.max(1, quote.valid_ms))}%`}
              />
            </Box>
          </Box>
        )}
        {refused !== null && refused !== 'expired' && order === null ? (
          <Alert.Root status="error" data-testid="convert-refused">
            <Alert.Indicator />
            <Alert.Title>{problemText(refused)}</Alert.Title>
          </Alert.Root>
        ) : null}
      </Stack>
    </ModalDialog>
  );
}

function ConvertHistoryList() {
  const intl = useIntl();
  const history = useConvertHistory();
  const list = history.data?.list ?? [];
  return (
    <Stack as="section" aria-labelledby="convert-history-title" gap="3" p={{ base: '4', md: '5' }} borderWidth="1px" rounded="xl">
      <Text as="h2" id="convert-history-title" fontWeight="semibold" textStyle="lg">
        {intl.formatMessage(m.convertHistory)}
      </Text>
      {history.isLoading && list.length === 0 ? (
        <Skeleton height="16" />
      ) : list.length === 0 ? (
        <Text color="fg.muted">{intl.formatMessage(m.convertHistoryEmpty)}</Text>
      ) : (
        <Stack as="ul" gap="0" listStyleType="none" data-testid="convert-history">
          {list.map((order) => (
            <Stack as="li" key={order.id} gap="1" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
              <HStack justify="space-between" gap="3" wrap="wrap">
                <Text fontWeight="medium" dir="ltr">
                  {order.from_amount} {order.from} → {order.to_amount} {order.to}
                </Text>
                <Text textStyle="xs" color="fg.muted">
                  {intl.formatDate(order.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
                </Text>
              </HStack>
              <Text textStyle="xs" color="fg.muted" dir="ltr">
                1 {order.from} = {order.price} {order.to}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
