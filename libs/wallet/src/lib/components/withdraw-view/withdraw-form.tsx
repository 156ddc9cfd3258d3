'use client';
import { Button, Grid, Stack, Text } from '@chakra-ui/react';
import {
  useDeleteAddress,
  useSaveAddress,
  useSavedAddresses,
  useSecurityCodeSend,
  useWalletBalances,
  useWithdraw,
  useWithdrawSecurity,
  type CoinNetwork,
  type MoneyCoin,
} from '@exchange/api';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { moneyMessages as m } from '../../money-messages';
import { checkAddress } from '../../rules/address-check';
import { checkWithdrawAmount } from '../../rules/withdraw-amount';
import { canConfirmWithdrawal, withdrawSecurityStep } from '../../rules/withdraw-security';
import type { MoneyLinks } from '../money-gate/money-gate';
import { AddressBook } from './address-book';
import { AmountStep, WithdrawSummary } from './amount-step';
import { DestinationStep } from './destination-step';
import { SecurityStep } from './security-step';

export type WithdrawNotice = { status: 'success' | 'error'; text: string };

export interface WithdrawFormProps {
  coin: MoneyCoin;
  network: CoinNetwork;
  links: MoneyLinks;
  onDone: (notice: WithdrawNotice) => void;
}

/**
 * One withdrawal of one coin on one network (issue 22 item 3), in three steps: where to (DestinationStep, with the
 * address book beside it), how much (AmountStep and the fee summary), then the security step. It holds what the user
 * typed: a refusal from the server keeps all of it.
 */
export function WithdrawForm({ coin, network, links, onDone }: WithdrawFormProps) {
  const intl = useIntl();
  const balances = useWalletBalances();
  const security = useWithdrawSecurity();
  const book = useSavedAddresses();
  const saveAddress = useSaveAddress();
  const deleteAddress = useDeleteAddress();
  const withdraw = useWithdraw();
  const [address, setAddress] = useState('');
  const [memo, setMemo] = useState('');
  const [amount, setAmount] = useState('');
  const [savedNote, setSavedNote] = useState<string | null>(null);
  const [step, setStep] = useState(false);
  const [fundpass, setFundpass] = useState('');
  const [totp, setTotp] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const sendCode = useSecurityCodeSend();
  const [codeNote, setCodeNote] = useState<{ ok: boolean; text: string } | null>(null);
  const onSendCode = async () => {
    const result = await sendCode.trigger({ purpose: 'withdraw' });
    setCodeNote(
      result.ok && result.data
        ? { ok: true, text: intl.formatMessage(m.withdrawCodeSent, { to: result.data.sent_to }) }
        : { ok: false, text: intl.formatMessage(m.withdrawFailed, { message: result.error?.message ?? '' }) },
    );
  };

  const networkName = network.name || network.chain;
  // Null while the wallet read is on its way: a dash, no Max, and the amount is not refused for it (decision 1979).
  const available = balances.data
    ? (balances.data.accounts.find((a) => a.account === 'spot')?.balances.find((b) => b.currency === coin.currency)?.available ?? '0')
    : null;
  const verdict = checkAddress(network.address_kind, address);
  const limits = {
    available,
    min: network.withdraw_min,
    max: network.withdraw_max,
    fee: network.withdraw_fee,
    precision: network.precision,
  };
  const amountCheck = checkWithdrawAmount(amount, limits);
  const canSubmit = verdict === 'ok' && !(network.memo_required && memo.trim() === '') && amountCheck.kind === 'ok';
  const securityStep = withdrawSecurityStep(
    security.data?.frequency ?? null,
    security.data?.fundpass_set ?? false,
    security.data?.fundpass_entered_at ?? 0,
    Date.now(),
  );
  const saved = (book.data?.list ?? []).filter((a) => a.currency === coin.currency && a.chain === network.chain);

  const save = async (label: string): Promise<boolean> => {
    const result = await saveAddress.trigger({ currency: coin.currency, chain: network.chain, address: address.trim(), memo, label });
    if (result.ok) setSavedNote(intl.formatMessage(m.bookSaved, { label }));
    return result.ok;
  };

  const confirm = async () => {
    setRefusal(null);
    const result = await withdraw.trigger({
      currency: coin.currency,
      chain: network.chain,
      address: address.trim(),
      memo: memo.trim(),
      amount,
      fundpass: securityStep.kind === 'verify' && securityStep.fundPassword ? fundpass : '',
      totp,
    });
    if (result.ok && result.data !== null) {
      onDone({
        status: 'success',
        text: intl.formatMessage(m.withdrawSubmitted, { amount: result.data.amount, currency: result.data.currency }),
      });
      setStep(false);
      setAmount('');
      setFundpass('');
      setTotp('');
      void balances.mutate();
    } else {
      // Everything typed stays: the user fixes the one thing the server named.
      setRefusal(result.error?.message ?? intl.formatMessage(m.codeError));
    }
  };

  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
      <Stack gap="4">
        <DestinationStep
          networkName={networkName}
          memoRequired={network.memo_required}
          address={address}
          onAddress={(value) => {
            setAddress(value);
            setSavedNote(null);
          }}
          memo={memo}
          onMemo={setMemo}
          verdict={verdict}
          canSave={verdict === 'ok' && !saved.some((a) => a.address === address.trim())}
          saving={saveAddress.isMutating}
          onSave={save}
        />
        {savedNote !== null ? (
          <Text textStyle="sm" color="fg.success" role="status">
            {savedNote}
          </Text>
        ) : null}
        <AmountStep currency={coin.currency} network={network} limits={limits} amount={amount} onAmount={setAmount} check={amountCheck} />
      </Stack>
      <Stack gap="4">
        <AddressBook
          addresses={saved}
          networkName={networkName}
          onPick={(a) => {
            setAddress(a.address);
            setMemo(a.memo);
          }}
          onDelete={(id) => void deleteAddress.trigger({ id })}
        />
        <WithdrawSummary currency={coin.currency} fee={network.withdraw_fee} check={amountCheck} />
        {!step ? (
          <Button colorPalette="brand" disabled={!canSubmit} onClick={() => setStep(true)}>
            {intl.formatMessage(m.withdrawSubmit)}
          </Button>
        ) : (
          <SecurityStep
            step={securityStep}
            frequency={security.data?.frequency ?? null}
            summary={{ amount, currency: coin.currency, address: address.trim(), network: networkName }}
            fundpassHref={links.fundpass}
            fundpass={fundpass}
            onFundpass={setFundpass}
            totp={totp}
            onTotp={setTotp}
            codeChannel={security.data?.totp_bound ? 'totp' : 'email'}
            onSendCode={() => void onSendCode()}
            sendingCode={sendCode.isMutating}
            codeNote={codeNote}
            totpHref={links.totp}
            refusal={refusal}
            canConfirm={canConfirmWithdrawal(securityStep, fundpass, totp) && canSubmit}
            confirming={withdraw.isMutating}
            onConfirm={() => void confirm()}
            onBack={() => setStep(false)}
          />
        )}
      </Stack>
    </Grid>
  );
}
