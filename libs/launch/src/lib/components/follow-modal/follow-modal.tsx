'use client';
import { HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import {
  checkCopyFollow,
  copyMinimum,
  useCopyFollow,
  useCopyFollows,
  useWalletBalances,
  type CopyFollowCheck,
  type CopySizing,
  type LeadTrader,
} from '@exchange/api';
import { AmountInput, ModalDialog } from '@exchange/ui';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { messages as m } from '../../messages';
import { availableIn } from '../../rules/available-balance';

export interface FollowModalProps {
  trader: LeadTrader;
  open: boolean;
  onClose: () => void;
  /** After the server accepted the copy. */
  onFollowed?: (amount: string) => void;
}

/** The words of a follow-limit refusal (the rule's reasons, copy-follow-limits in @exchange/api). */
export function refusalText(intl: IntlShape, check: Extract<CopyFollowCheck, { ok: false }>): string {
  const limit = check.limit ?? 0;
  switch (check.reason) {
    case 'amount':
      return intl.formatMessage(m.refuseAmount);
    case 'below_minimum':
      return intl.formatMessage(m.refuseMinimum, { limit });
    case 'above_maximum':
      return intl.formatMessage(m.refuseMaximum, { limit });
    case 'balance':
      return intl.formatMessage(m.refuseBalance);
    case 'trader_full':
      return intl.formatMessage(m.refuseFull, { limit });
    case 'already_following':
      return intl.formatMessage(m.refuseAlready);
    case 'ratio':
      return intl.formatMessage(m.refuseRatio);
    case 'fixed_amount':
      return intl.formatMessage(m.refuseFixed, { limit });
    case 'stop_loss':
      return intl.formatMessage(m.refuseStopLoss);
  }
}

/**
 * The follow modal (issue 25 item 2, 03 §2 `follow=1`): the copy amount through the decimal input (reserved from the
 * futures account for a futures trader, spot for a spot one: decision 1898), order size as a ratio or a fixed amount,
 * a stop-loss; the follow limits are checked before sending and the server's refusal is shown as it says it.
 */
export function FollowModal({ trader, open, onClose, onFollowed }: FollowModalProps) {
  const intl = useIntl();
  const balances = useWalletBalances();
  const follows = useCopyFollows();
  const follow = useCopyFollow();
  const account = trader.mode === 'futures' ? 'futures' : 'spot';
  // Null while the wallet read is on its way: a dash, and the copy is not refused for it (decision 1979).
  const available = availableIn(balances.data, account, 'USDT');
  const [amount, setAmount] = useState('');
  const [sizing, setSizing] = useState<CopySizing>('ratio');
  const [ratio, setRatio] = useState('1');
  const [fixed, setFixed] = useState('20');
  const [stopLoss, setStopLoss] = useState('20');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setError(null);
    const request = { amount, sizing, ratio, fixed_amount: fixed, stop_loss: stopLoss };
    const check = checkCopyFollow(request, { trader, follows: follows.data?.list ?? [], available });
    if (!check.ok) {
      setError(refusalText(intl, check));
      return;
    }
    const result = await follow.trigger({ trader_id: trader.id, ...request, stop_loss: stopLoss === '' ? '0' : stopLoss });
    if (result.ok && result.data !== null) {
      onFollowed?.(result.data.amount);
      setAmount('');
      onClose();
    } else setError(result.error?.message ?? intl.formatMessage(m.writeError));
  };

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={intl.formatMessage(m.followTitle, { nickname: trader.nickname })}
      closeLabel={intl.formatMessage(m.close)}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      actions={[
        { label: intl.formatMessage(m.cancel), onClick: onClose, variant: 'outline' },
        { label: intl.formatMessage(m.followSubmit), type: 'submit', loading: follow.isMutating, disabled: amount === '' },
      ]}
    >
      <Stack gap="4">
        <AmountInput
          label={intl.formatMessage(m.followAmount)}
          value={amount}
          onChange={setAmount}
          precision={2}
          endElement="USDT"
          placeholder={intl.formatMessage(m.traderMinimum, { amount: copyMinimum(trader) })}
          helperText={`${intl.formatMessage(m.available, { amount: available ?? '—', currency: 'USDT' })} · ${intl.formatMessage(account === 'futures' ? m.followFromFutures : m.followFromSpot)}`}
          errorText={error ?? undefined}
        />
        <RadioGroup.Root value={sizing} onValueChange={(d) => setSizing((d.value as CopySizing | null) ?? 'ratio')} size="sm">
          <Text textStyle="sm" fontWeight="medium" mb="2" id="launch-follow-sizing">
            {intl.formatMessage(m.followSizing)}
          </Text>
          <HStack gap="5" aria-labelledby="launch-follow-sizing">
            {(['ratio', 'fixed'] as const).map((value) => (
              <RadioGroup.Item key={value} value={value}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{intl.formatMessage(value === 'ratio' ? m.followRatio : m.followFixed)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
        {sizing === 'ratio' ? (
          <AmountInput
            label={intl.formatMessage(m.followRatioLabel)}
            value={ratio}
            onChange={setRatio}
            precision={1}
            max={5}
            endElement="x"
          />
        ) : (
          <AmountInput label={intl.formatMessage(m.followFixedLabel)} value={fixed} onChange={setFixed} precision={2} endElement="USDT" />
        )}
        <AmountInput
          label={intl.formatMessage(m.followStopLoss)}
          value={stopLoss}
          onChange={setStopLoss}
          precision={0}
          max={95}
          endElement="%"
        />
      </Stack>
    </ModalDialog>
  );
}
