'use client';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { CoinNetwork } from '@exchange/api';
import { AmountInput } from '@exchange/ui';
import { useIntl } from 'react-intl';
import { moneyMessages as m } from '../../money-messages';
import { maxWithdrawable, type WithdrawAmountCheck, type WithdrawAmountLimits } from '../../rules/withdraw-amount';

export interface AmountStepProps {
  currency: string;
  network: CoinNetwork;
  limits: WithdrawAmountLimits;
  amount: string;
  onAmount: (value: string) => void;
  check: WithdrawAmountCheck;
}

/** How much (issue 22 item 3): the decimal input against balance, minimum and maximum, with Max and what is available. */
export function AmountStep({ currency, network, limits, amount, onAmount, check }: AmountStepProps) {
  const intl = useIntl();
  const error = (() => {
    switch (check.kind) {
      case 'belowMin':
        return intl.formatMessage(m.withdrawBelowMin, { min: network.withdraw_min, currency });
      case 'aboveMax':
        return intl.formatMessage(m.withdrawAboveMax, { max: network.withdraw_max, currency });
      case 'aboveBalance':
        return intl.formatMessage(m.withdrawAboveBalance);
      case 'belowFee':
        return intl.formatMessage(m.withdrawBelowFee);
      case 'precision':
        return intl.formatMessage(m.withdrawPrecision, { digits: network.precision });
      default:
        return null;
    }
  })();
  return (
    <>
      <AmountInput
        label={intl.formatMessage(m.withdrawAmount)}
        value={amount}
        onChange={onAmount}
        precision={network.precision}
        errorText={error ?? undefined}
        helperText={intl.formatMessage(m.withdrawLimits, { min: network.withdraw_min, max: network.withdraw_max, currency })}
        endElement={
          <Button
            size="xs"
            variant="ghost"
            disabled={limits.available === null}
            onClick={() => {
              const max = maxWithdrawable(limits);
              if (max !== null) onAmount(max);
            }}
          >
            {intl.formatMessage(m.withdrawMax)}
          </Button>
        }
      />
      <Text textStyle="sm" color="fg.muted" data-testid="withdraw-available">
        {intl.formatMessage(m.withdrawAvailable, { amount: limits.available ?? '—', currency })}
      </Text>
    </>
  );
}

/** The network fee and the amount that arrives (issue 22 item 3), in the coin. */
export function WithdrawSummary({ currency, fee, check }: { currency: string; fee: string; check: WithdrawAmountCheck }) {
  const intl = useIntl();
  return (
    <Stack gap="1" borderWidth="1px" borderColor="border" rounded="md" p="3">
      <HStack justify="space-between">
        <Text textStyle="sm" color="fg.muted">
          {intl.formatMessage(m.withdrawFee)}
        </Text>
        <Text textStyle="sm">
          <bdi>
            {fee} {currency}
          </bdi>
        </Text>
      </HStack>
      <HStack justify="space-between">
        <Text textStyle="sm" color="fg.muted">
          {intl.formatMessage(m.withdrawReceive)}
        </Text>
        <Text fontWeight="bold" data-testid="withdraw-receive">
          <bdi>
            {check.kind === 'ok' ? check.receive : '0'} {currency}
          </bdi>
        </Text>
      </HStack>
    </Stack>
  );
}
