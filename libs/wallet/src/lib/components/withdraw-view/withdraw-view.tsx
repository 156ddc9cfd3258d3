'use client';
import { Alert, Box, Button, Field, Grid, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import {
  useCancelWithdrawal,
  useDeleteAddress,
  useMoneyCoins,
  useSaveAddress,
  useSavedAddresses,
  useWalletBalances,
  useWithdraw,
  useWithdrawals,
  useWithdrawSecurity,
  type CoinNetwork,
  type MoneyCoin,
} from '@exchange/api';
import { AmountInput, UiLinkBase } from '@exchange/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { moneyMessages as m } from '../../money-messages';
import { checkAddress } from '../../rules/address-check';
import { checkWithdrawAmount, maxWithdrawable } from '../../rules/withdraw-amount';
import { canConfirmWithdrawal, withdrawSecurityStep } from '../../rules/withdraw-security';
import { CoinPicker, NetworkPicker } from '../coin-network-picker/coin-network-picker';
import { MoneyGate, type MoneyLinks } from '../money-gate/money-gate';
import { AddressBook } from './address-book';
import { WithdrawHistory } from './withdraw-history';

export interface WithdrawViewProps {
  currency: string;
  isLoggedIn: boolean;
  links: MoneyLinks;
  /** Localised `/myaccount/withdraw/` (the coin is appended when the user picks another). */
  basePath: string;
}

/**
 * The withdrawal page (issue 22, 01 §2 /myaccount/withdraw/{currency}): coin and network; the address checked for
 * the network as the user types (real checksums); the memo where the network needs one; the address book; the
 * amount against balance, minimum, maximum and fee with what arrives; the security step (fund password per the
 * frequency of 01 §3, plus the 2FA code) verified by the server; the history with cancel while pending. A refusal
 * keeps everything typed. Withdraw-only users (01 §6) can withdraw.
 */
export function WithdrawView(props: WithdrawViewProps) {
  return (
    <MoneyGate feature="withdraw" isLoggedIn={props.isLoggedIn} links={props.links}>
      <WithdrawContent {...props} />
    </MoneyGate>
  );
}

function WithdrawContent({ currency: initialCurrency, basePath, links }: WithdrawViewProps) {
  const intl = useIntl();
  const coins = useMoneyCoins();
  const [currency, setCurrency] = useState(initialCurrency);
  const [chain, setChain] = useState<string | null>(null);
  const coin = coins.data?.coins.find((c) => c.currency === currency) ?? coins.data?.coins[0];
  const network = coin?.networks.find((n) => n.chain === chain) ?? coin?.networks.find((n) => n.withdraw_enabled) ?? null;
  const withdrawals = useWithdrawals({ currency: coin?.currency ?? currency }, { enabled: coin !== undefined });
  const cancel = useCancelWithdrawal();
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ status: 'success' | 'error'; text: string } | null>(null);

  const pick = (next: string) => {
    setCurrency(next);
    setChain(null);
    window.history.replaceState(window.history.state, '', `${basePath}${encodeURIComponent(next)}${window.location.search}`);
  };

  if (coins.data === undefined) {
    return (
      <Stack gap="3" aria-busy="true">
        <Skeleton height="10" />
        <Skeleton height="64" />
      </Stack>
    );
  }
  if (coin === undefined) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{intl.formatMessage(m.depositAddressError)}</Alert.Title>
      </Alert.Root>
    );
  }

  const onCancel = async (id: string) => {
    setCancelling(id);
    const result = await cancel.trigger({ id });
    setCancelling(null);
    setNotice(
      result.ok
        ? { status: 'success', text: intl.formatMessage(m.withdrawCancelled) }
        : { status: 'error', text: result.error?.message ?? intl.formatMessage(m.codeError) },
    );
  };

  return (
    <Stack gap="6" minW="0" data-testid="withdraw-view">
      {notice !== null ? (
        <Alert.Root status={notice.status} role={notice.status === 'error' ? 'alert' : 'status'} data-testid="withdraw-notice">
          <Alert.Indicator />
          <Alert.Title>{notice.text}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Box borderWidth="1px" borderColor="border" rounded="lg" p={{ base: '4', md: '6' }}>
        <Stack gap="6">
          <CoinPicker coins={coins.data.coins} value={coin.currency} onChange={pick} label={intl.formatMessage(m.coinLabel)} />
          <NetworkPicker
            currency={coin.currency}
            networks={coin.networks}
            value={network?.chain ?? null}
            onChange={setChain}
            label={intl.formatMessage(m.networkLabel)}
            purpose="withdraw"
          />
          {network !== null ? (
            <WithdrawForm key={`${coin.currency}:${network.chain}`} coin={coin} network={network} links={links} onDone={setNotice} />
          ) : null}
        </Stack>
      </Box>
      <WithdrawHistory records={withdrawals.data?.list ?? []} onCancel={(id) => void onCancel(id)} cancelling={cancelling} />
    </Stack>
  );
}

interface WithdrawFormProps {
  coin: MoneyCoin;
  network: CoinNetwork;
  links: MoneyLinks;
  onDone: (notice: { status: 'success' | 'error'; text: string }) => void;
}

function WithdrawForm({ coin, network, links, onDone }: WithdrawFormProps) {
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
  const [bookLabel, setBookLabel] = useState('');
  const [savedNote, setSavedNote] = useState<string | null>(null);
  const [step, setStep] = useState(false);
  const [fundpass, setFundpass] = useState('');
  const [totp, setTotp] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  const networkName = network.name || network.chain;
  const available =
    balances.data?.accounts.find((a) => a.account === 'spot')?.balances.find((b) => b.currency === coin.currency)?.available ?? '0';
  const verdict = checkAddress(network.address_kind, address);
  const memoMissing = network.memo_required && memo.trim() === '';
  const limits = {
    available,
    min: network.withdraw_min,
    max: network.withdraw_max,
    fee: network.withdraw_fee,
    precision: network.precision,
  };
  const amountCheck = checkWithdrawAmount(amount, limits);
  const canSubmit = verdict === 'ok' && !memoMissing && amountCheck.kind === 'ok';
  const securityStep = withdrawSecurityStep(
    security.data?.frequency ?? null,
    security.data?.fundpass_set ?? false,
    security.data?.fundpass_entered_at ?? 0,
    Date.now(),
  );

  const addressError =
    verdict === 'format'
      ? intl.formatMessage(m.withdrawAddressFormat, { network: networkName })
      : verdict === 'checksum'
        ? intl.formatMessage(m.withdrawAddressChecksum)
        : null;
  const amountError = (() => {
    switch (amountCheck.kind) {
      case 'belowMin':
        return intl.formatMessage(m.withdrawBelowMin, { min: network.withdraw_min, currency: coin.currency });
      case 'aboveMax':
        return intl.formatMessage(m.withdrawAboveMax, { max: network.withdraw_max, currency: coin.currency });
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

  const save = async () => {
    const result = await saveAddress.trigger({
      currency: coin.currency,
      chain: network.chain,
      address: address.trim(),
      memo,
      label: bookLabel.trim(),
    });
    if (result.ok) {
      setSavedNote(intl.formatMessage(m.bookSaved, { label: bookLabel.trim() }));
      setBookLabel('');
    }
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

  const saved = (book.data?.list ?? []).filter((a) => a.currency === coin.currency && a.chain === network.chain);

  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
      <Stack gap="4">
        <Field.Root invalid={addressError !== null} required>
          <Field.Label>{intl.formatMessage(m.withdrawAddress)}</Field.Label>
          <Input
            value={address}
            onChange={(e) => {
              setAddress(e.target.value);
              setSavedNote(null);
            }}
            dir="ltr"
            fontFamily="mono"
            autoComplete="off"
            spellCheck={false}
            placeholder={intl.formatMessage(m.withdrawAddressPlaceholder, { network: networkName })}
          />
          {addressError !== null ? <Field.ErrorText>{addressError}</Field.ErrorText> : null}
          {verdict === 'ok' ? (
            <Field.HelperText color="fg.success" data-testid="address-ok">
              {intl.formatMessage(m.withdrawAddressOk, { network: networkName })}
            </Field.HelperText>
          ) : null}
        </Field.Root>
        {network.memo_required ? (
          <Field.Root invalid={memoMissing && address !== ''} required>
            <Field.Label>{intl.formatMessage(m.withdrawMemo)}</Field.Label>
            <Input value={memo} onChange={(e) => setMemo(e.target.value)} dir="ltr" inputMode="numeric" autoComplete="off" />
            <Field.HelperText>{intl.formatMessage(m.withdrawMemoRequired)}</Field.HelperText>
          </Field.Root>
        ) : null}
        {verdict === 'ok' && !saved.some((a) => a.address === address.trim()) ? (
          <HStack gap="2" align="end" wrap="wrap">
            <Field.Root flex="1" minW="40">
              <Field.Label textStyle="sm">{intl.formatMessage(m.bookLabel)}</Field.Label>
              <Input size="sm" value={bookLabel} maxLength={40} onChange={(e) => setBookLabel(e.target.value)} />
            </Field.Root>
            <Button
              size="sm"
              variant="outline"
              disabled={bookLabel.trim() === ''}
              loading={saveAddress.isMutating}
              onClick={() => void save()}
            >
              {intl.formatMessage(m.bookSave)}
            </Button>
          </HStack>
        ) : null}
        {savedNote !== null ? (
          <Text textStyle="sm" color="fg.success" role="status">
            {savedNote}
          </Text>
        ) : null}
        <AmountInput
          label={intl.formatMessage(m.withdrawAmount)}
          value={amount}
          onChange={setAmount}
          precision={network.precision}
          errorText={amountError ?? undefined}
          helperText={intl.formatMessage(m.withdrawLimits, {
            min: network.withdraw_min,
            max: network.withdraw_max,
            currency: coin.currency,
          })}
          endElement={
            <Button size="xs" variant="ghost" onClick={() => setAmount(maxWithdrawable(limits))}>
              {intl.formatMessage(m.withdrawMax)}
            </Button>
          }
        />
        <Text textStyle="sm" color="fg.muted" data-testid="withdraw-available">
          {intl.formatMessage(m.withdrawAvailable, { amount: available, currency: coin.currency })}
        </Text>
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
        <Stack gap="1" borderWidth="1px" borderColor="border" rounded="md" p="3" dir="ltr" textAlign="start">
          <HStack justify="space-between">
            <Text textStyle="sm" color="fg.muted">
              {intl.formatMessage(m.withdrawFee)}
            </Text>
            <Text textStyle="sm">
              {network.withdraw_fee} {coin.currency}
            </Text>
          </HStack>
          <HStack justify="space-between">
            <Text textStyle="sm" color="fg.muted">
              {intl.formatMessage(m.withdrawReceive)}
            </Text>
            <Text fontWeight="bold" data-testid="withdraw-receive">
              {amountCheck.kind === 'ok' ? amountCheck.receive : '0'} {coin.currency}
            </Text>
          </HStack>
        </Stack>
        {!step ? (
          <Button colorPalette="brand" disabled={!canSubmit} onClick={() => setStep(true)}>
            {intl.formatMessage(m.withdrawSubmit)}
          </Button>
        ) : (
          <Box as="section" aria-labelledby="wallet-withdraw-security" borderWidth="1px" borderColor="brand.solid" rounded="md" p="4">
            <Stack gap="3">
              <Text as="h3" id="wallet-withdraw-security" fontWeight="semibold">
                {intl.formatMessage(m.withdrawSecurityTitle)}
              </Text>
              <Text textStyle="sm" color="fg.muted">
                {intl.formatMessage(m.withdrawSecuritySummary, {
                  amount,
                  currency: coin.currency,
                  address: `${address.trim().slice(0, 8)}…${address.trim().slice(-6)}`,
                  network: networkName,
                })}
              </Text>
              {securityStep.kind === 'setFundPassword' ? (
                <Stack gap="2">
                  <Text>{intl.formatMessage(m.withdrawSetFundPassword)}</Text>
                  <Button asChild colorPalette="brand" size="sm">
                    <UiLinkBase href={links.fundpass}>{intl.formatMessage(m.withdrawSetFundPasswordCta)}</UiLinkBase>
                  </Button>
                </Stack>
              ) : (
                <>
                  {securityStep.fundPassword ? (
                    <Field.Root required>
                      <Field.Label>{intl.formatMessage(m.withdrawFundPassword)}</Field.Label>
                      <Input type="password" value={fundpass} onChange={(e) => setFundpass(e.target.value)} autoComplete="off" />
                    </Field.Root>
                  ) : (
                    <Text textStyle="sm" color="fg.muted" data-testid="fundpass-skipped">
                      {intl.formatMessage(m.withdrawFundPasswordSkipped, {
                        frequency: intl.formatMessage(security.data?.frequency === 0 ? m.frequencyNever : m.frequencyHour),
                      })}
                    </Text>
                  )}
                  <Field.Root required>
                    <Field.Label>{intl.formatMessage(m.withdrawTotp)}</Field.Label>
                    <Input
                      value={totp}
                      onChange={(e) => setTotp(e.target.value.replace(/\D/g, '').slice(0, 6))}
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      dir="ltr"
                      maxLength={6}
                    />
                    <Field.HelperText>{intl.formatMessage(m.withdrawTotpHelp)}</Field.HelperText>
                  </Field.Root>
                </>
              )}
              {refusal !== null ? (
                <Alert.Root status="error" role="alert" data-testid="withdraw-refusal">
                  <Alert.Indicator />
                  <Alert.Title>{intl.formatMessage(m.withdrawFailed, { message: refusal })}</Alert.Title>
                </Alert.Root>
              ) : null}
              <HStack gap="2" justify="end">
                <Button variant="outline" onClick={() => setStep(false)}>
                  {intl.formatMessage(m.withdrawCancel)}
                </Button>
                <Button
                  colorPalette="brand"
                  disabled={!canConfirmWithdrawal(securityStep, fundpass, totp) || !canSubmit}
                  loading={withdraw.isMutating}
                  onClick={() => void confirm()}
                >
                  {intl.formatMessage(m.withdrawConfirm)}
                </Button>
              </HStack>
            </Stack>
          </Box>
        )}
      </Stack>
    </Grid>
  );
}
