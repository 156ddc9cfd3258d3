'use client';
import { Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useComplianceCheck, useExchangeClient, useTotalFunds, useWalletBalances } from '@exchange/api';
import type { MicroAppLoader, MicroAppTheme } from '@exchange/micro-app';
import type { SiteKey } from '@exchange/site-config';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { messages } from '../../messages';
import { formatFunds } from '../../rules/format-funds';
import type { TransferKind } from '../../rules/transfer-props';
import { TransferDialog, type TransferDetail } from '../transfer-dialog/transfer-dialog';

export interface AccountBalancesProps {
  site: SiteKey;
  locale: string;
  theme: MicroAppTheme;
  /** Balances shown as asterisks (the assets page's hide-balances switch). */
  hidden: boolean;
  /** The static host access for the transfer micro-apps (tests and stories replace it). */
  loader?: MicroAppLoader;
}

const ACCOUNT_TEXT: Record<string, MessageDescriptor> = {
  spot: messages.balancesSpot,
  futures: messages.balancesFutures,
  margin: messages.balancesMargin,
};

/** Digits shown per balance. */
const BALANCE_DIGITS = 8;

/**
 * The assets page's balances per account and the entries of the transfer micro-apps (spec 02 §1, §3; decision
 * 1121): "Transfer" (between spot, futures and margin) and "Sub-account transfer" (the master transfer). After a
 * transfer the balances and the total funds revalidate; the UK and Italy limit flags come from the compliance check.
 */
export function AccountBalances({ site, locale, theme, hidden, loader }: AccountBalancesProps) {
  const intl = useIntl();
  const client = useExchangeClient();
  const [open, setOpen] = useState<TransferKind | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const balances = useWalletBalances();
  const totals = useTotalFunds();
  const { data: check } = useComplianceCheck({ enabled: open !== null });

  const onTransferred = (detail: TransferDetail) => {
    // The micro-app wrote through its own fetch: the client's 30 s read reuse must not answer the old figures.
    client.clearCache();
    void balances.mutate();
    void totals.mutate();
    setAnnouncement(intl.formatMessage(messages.balancesTransferred, { amount: detail.amount, currency: detail.currency }));
  };

  const rows = [
    ...(balances.data?.accounts ?? []).map((account) => ({
      key: account.account,
      label: ACCOUNT_TEXT[account.account] ? intl.formatMessage(ACCOUNT_TEXT[account.account] as MessageDescriptor) : account.account,
      balances: account.balances,
    })),
    ...(balances.data?.sub_accounts ?? []).map((sub) => ({
      key: `sub:${sub.uid}`,
      label: intl.formatMessage(messages.balancesSubAccount, { name: sub.nickname || sub.uid }),
      balances: sub.balances,
    })),
  ];
  const hasSubAccounts = (balances.data?.sub_accounts.length ?? 0) > 0;

  return (
    <Box
      as="section"
      aria-labelledby="wallet-account-balances"
      borderWidth="1px"
      borderColor="border"
      rounded="lg"
      p={{ base: '4', md: '6' }}
    >
      <HStack justify="space-between" align="center" gap="3" wrap="wrap">
        <Text as="h2" id="wallet-account-balances" textStyle="lg" fontWeight="semibold">
          {intl.formatMessage(messages.balancesTitle)}
        </Text>
        <HStack gap="2" wrap="wrap">
          <Button colorPalette="brand" variant="outline" onClick={() => setOpen('funds')}>
            {intl.formatMessage(messages.balancesTransfer)}
          </Button>
          {hasSubAccounts ? (
            <Button variant="outline" onClick={() => setOpen('master')}>
              {intl.formatMessage(messages.balancesMasterTransfer)}
            </Button>
          ) : null}
        </HStack>
      </HStack>
      {balances.data === undefined ? (
        <Stack gap="2" mt="4" aria-busy="true">
          <Text srOnly>{intl.formatMessage(messages.balancesLoading)}</Text>
          <Skeleton height="5" width="48" />
          <Skeleton height="5" width="40" />
        </Stack>
      ) : (
        <Box as="dl" mt="4" display="grid" gridTemplateColumns="minmax(8rem, max-content) 1fr" columnGap="6" rowGap="2">
          {rows.map((row) => (
            <Box key={row.key} display="contents" data-account={row.key}>
              <Text as="dt" color="fg.muted">
                {row.label}
              </Text>
              <Text as="dd" dir="ltr" textAlign="start" data-testid={`balance-${row.key}`}>
                {row.balances.length === 0
                  ? formatFunds('0', { locale, maxDigits: 2, hidden })
                  : row.balances
                      .map((b) => `${formatFunds(b.available, { locale, maxDigits: BALANCE_DIGITS, hidden })} ${b.currency}`)
                      .join(' · ')}
              </Text>
            </Box>
          ))}
        </Box>
      )}
      <Text srOnly role="status">
        {announcement}
      </Text>
      {open !== null ? (
        <TransferDialog
          open
          onClose={() => setOpen(null)}
          kind={open}
          site={site}
          locale={locale}
          theme={theme}
          limit={check?.limit}
          onTransferred={onTransferred}
          loader={loader}
        />
      ) : null}
    </Box>
  );
}
