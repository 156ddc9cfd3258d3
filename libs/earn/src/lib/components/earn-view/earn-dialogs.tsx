'use client';
import { Alert, HStack, Stack, Text } from '@chakra-ui/react';
import {
  earnPayout,
  estimatedInterest,
  useEarnRedeem,
  useEarnSubscribe,
  type EarnPosition,
  type EarnProduct,
  type EarnRedemption,
} from '@exchange/api';
import { AmountInput, ModalDialog } from '@exchange/ui';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { messages as m } from '../../messages';
import { amountProblem, problemOfCode, type AmountProblem } from '../../rules/amount-check';
import { useProblemText } from '../problem-text';

const precisionOf = (currency: string): number => (currency === 'USDT' ? 2 : 8);

const Row = ({ label, value, testId }: { label: ReactNode; value: string; testId?: string }) => (
  <HStack justify="space-between" gap="4">
    <Text color="fg.muted">{label}</Text>
    <Text fontWeight="semibold" dir="ltr" data-testid={testId}>
      {value}
    </Text>
  </HStack>
);

/** Subscribe an amount of the spot balance to a product (issue 25 item 3): limits, balance and the interest it earns. */
export function SubscribeDialog({
  product,
  available,
  termLabel,
  onClose,
}: {
  product: EarnProduct;
  /** The spot balance of the product's coin; null while it loads (a dash, no Max, not checked here: decision 1979). */
  available: string | null;
  termLabel: string;
  onClose: (subscribed: EarnPosition | null) => void;
}) {
  const intl = useIntl();
  const problemText = useProblemText();
  const subscribe = useEarnSubscribe();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const coin = product.currency;
  const values = { min: `${product.min_amount} ${coin}`, max: `${product.max_amount} ${coin}`, available: `${available ?? '—'} ${coin}` };

  const submit = async () => {
    const check = amountProblem({ amount, available, min: product.min_amount, max: product.max_amount });
    if (check !== null) return setProblem(check);
    const result = await subscribe.trigger({ product_id: product.id, amount });
    if (result.ok && result.data !== null) onClose(result.data);
    else setProblem(problemOfCode(result.error?.code));
  };

  return (
    <ModalDialog
      open
      onClose={() => onClose(null)}
      title={intl.formatMessage(m.earnSubscribeCoin, { coin, term: termLabel })}
      closeLabel={intl.formatMessage(m.convertClose)}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      actions={[
        { label: intl.formatMessage(m.convertCancel), onClick: () => onClose(null), variant: 'outline' },
        { label: intl.formatMessage(m.earnSubscribe), type: 'submit', loading: subscribe.isMutating },
      ]}
    >
      <Stack gap="3">
        <Row label={intl.formatMessage(m.earnApr)} value={`${product.apr}%`} />
        <AmountInput
          label={intl.formatMessage(m.earnAmount)}
          value={amount}
          onChange={(value) => {
            setProblem(null);
            setAmount(value);
          }}
          precision={precisionOf(coin)}
          endElement={
            <HStack gap="1">
              <Text fontWeight="medium">{coin}</Text>
            </HStack>
          }
          helperText={
            <>
              {intl.formatMessage(m.earnAvailable, { amount: values.available })} ·{' '}
              <button
                type="button"
                disabled={available === null}
                onClick={() => available !== null && setAmount(available)}
                style={{
                  color: 'var(--chakra-colors-brand-fg, inherit)',
                  fontWeight: 600,
                  ...(available === null ? { opacity: 0.5, cursor: 'not-allowed' } : {}),
                }}
              >
                {intl.formatMessage(m.convertMax)}
              </button>
            </>
          }
        />
        <Text textStyle="xs" color="fg.muted">
          {intl.formatMessage(m.earnLimits, { min: values.min, max: values.max })}
        </Text>
        <Row label={intl.formatMessage(m.earnDaily)} value={`${estimatedInterest(amount || '0', product.apr, 1)} ${coin}`} />
        {product.term_days > 0 ? (
          <Row
            label={intl.formatMessage(m.earnTermInterest)}
            value={`${estimatedInterest(amount || '0', product.apr, product.term_days)} ${coin}`}
          />
        ) : null}
        {problem !== null ? (
          <Alert.Root status="error" data-testid="earn-problem">
            <Alert.Indicator />
            <Alert.Title>{problemText(problem, values)}</Alert.Title>
          </Alert.Root>
        ) : null}
      </Stack>
    </ModalDialog>
  );
}

/** Redeem some or all of a position (issue 25 item 3): what comes back, and the forfeited interest of an early exit. */
export function RedeemDialog({ position, onClose }: { position: EarnPosition; onClose: (redeemed: EarnRedemption | null) => void }) {
  const intl = useIntl();
  const problemText = useProblemText();
  const redeem = useEarnRedeem();
  const [amount, setAmount] = useState(position.amount);
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const coin = position.currency;
  // The preview at the server's last answer (the payout's own rule; the server pays at the moment it redeems).
  const payout = earnPayout(position, amount || '0', position.as_of);

  const submit = async () => {
    const check = amountProblem({ amount, available: position.amount });
    if (check !== null) return setProblem(check === 'insufficient' ? 'aboveMaximum' : check);
    const result = await redeem.trigger({ position_id: position.id, amount });
    if (result.ok && result.data !== null) onClose(result.data);
    else setProblem(problemOfCode(result.error?.code));
  };

  return (
    <ModalDialog
      open
      onClose={() => onClose(null)}
      title={intl.formatMessage(m.earnRedeemCoin, { coin })}
      closeLabel={intl.formatMessage(m.convertClose)}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      actions={[
        { label: intl.formatMessage(m.convertCancel), onClick: () => onClose(null), variant: 'outline' },
        { label: intl.formatMessage(m.earnRedeem), type: 'submit', loading: redeem.isMutating },
      ]}
    >
      <Stack gap="3">
        <AmountInput
          label={intl.formatMessage(m.earnAmount)}
          value={amount}
          onChange={(value) => {
            setProblem(null);
            setAmount(value);
          }}
          precision={precisionOf(coin)}
          endElement={<Text fontWeight="medium">{coin}</Text>}
          helperText={intl.formatMessage(m.earnRedeemable, { amount: `${position.amount} ${coin}` })}
        />
        {payout !== null ? (
          <>
            <Row label={intl.formatMessage(m.earnInterest)} value={`${payout.interest} ${coin}`} />
            <Row label={intl.formatMessage(m.earnYouGet)} value={`${payout.total} ${coin}`} testId="earn-redeem-total" />
          </>
        ) : null}
        {payout?.early ? (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>
              {intl.formatMessage(m.earnEarly, { date: intl.formatDate(position.matures_at, { dateStyle: 'medium' }) })}
            </Alert.Title>
          </Alert.Root>
        ) : null}
        {problem !== null ? (
          <Alert.Root status="error" data-testid="earn-problem">
            <Alert.Indicator />
            <Alert.Title>{problemText(problem, { max: `${position.amount} ${coin}` })}</Alert.Title>
          </Alert.Root>
        ) : null}
      </Stack>
    </ModalDialog>
  );
}
