'use client';
import { Badge, Box, Table, Text } from '@chakra-ui/react';
import type { DepositRecord } from '@exchange/api';
import { useIntl, type IntlShape } from 'react-intl';
import { moneyMessages as m } from '../../money-messages';
import { MoneyPanel } from '../money-panel/money-panel';

export interface DepositHistoryProps {
  records: readonly DepositRecord[];
  loading?: boolean;
}

const statusText = (intl: IntlShape, record: DepositRecord): string => {
  switch (record.status) {
    case 'pending':
      return intl.formatMessage(m.statusPending);
    case 'confirming':
      return intl.formatMessage(m.statusConfirming, { count: record.confirmations, required: record.required_confirmations });
    case 'credited':
      return intl.formatMessage(m.statusCredited);
    case 'failed':
      return intl.formatMessage(m.statusFailed);
  }
};

const PALETTE = { pending: 'gray', confirming: 'orange', credited: 'green', failed: 'red' } as const;

/** Deposits with their status; confirmations n/N advance as the page refetches (issue 22). */
export function DepositHistory({ records, loading = false }: DepositHistoryProps) {
  const intl = useIntl();
  return (
    <MoneyPanel id="wallet-deposit-history" title={intl.formatMessage(m.depositHistoryTitle)}>
      {records.length === 0 ? (
        <Text color="fg.muted" aria-busy={loading}>
          {intl.formatMessage(m.depositHistoryEmpty)}
        </Text>
      ) : (
        <Box overflowX="auto" maxW="full">
          <Table.Root size="sm" aria-labelledby="wallet-deposit-history" data-testid="deposit-history">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{intl.formatMessage(m.historyTime)}</Table.ColumnHeader>
                <Table.ColumnHeader>{intl.formatMessage(m.historyCoin)}</Table.ColumnHeader>
                <Table.ColumnHeader hideBelow="md">{intl.formatMessage(m.historyNetwork)}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{intl.formatMessage(m.historyAmount)}</Table.ColumnHeader>
                <Table.ColumnHeader>{intl.formatMessage(m.historyStatus)}</Table.ColumnHeader>
                <Table.ColumnHeader hideBelow="md">{intl.formatMessage(m.historyTx)}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {records.map((record) => (
                <Table.Row key={record.id} data-testid={`deposit-${record.id}`}>
                  <Table.Cell whiteSpace="nowrap">
                    {record.created_at > 0 ? intl.formatDate(record.created_at, { dateStyle: 'short', timeStyle: 'short' }) : '—'}
                  </Table.Cell>
                  <Table.Cell dir="ltr">{record.currency}</Table.Cell>
                  <Table.Cell hideBelow="md">{record.chain === 'CODE' ? intl.formatMessage(m.codeDeposit) : record.chain}</Table.Cell>
                  <Table.Cell textAlign="end" dir="ltr" fontVariantNumeric="tabular-nums">
                    {record.amount}
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={PALETTE[record.status]} aria-live="polite">
                      {statusText(intl, record)}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell hideBelow="md" dir="ltr" fontFamily="mono" textStyle="xs">
                    {record.txid.length > 16 ? `${record.txid.slice(0, 8)}…${record.txid.slice(-6)}` : record.txid}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </MoneyPanel>
  );
}
