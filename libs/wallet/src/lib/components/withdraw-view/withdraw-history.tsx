'use client';
import { Badge, Box, Button, Table, Text } from '@chakra-ui/react';
import type { Withdrawal } from '@exchange/api';
import { useIntl, type IntlShape } from 'react-intl';
import { moneyMessages as m } from '../../money-messages';
import { MoneyPanel } from '../money-panel/money-panel';

const PALETTE = { pending: 'orange', processing: 'blue', completed: 'green', cancelled: 'gray', failed: 'red' } as const;

const statusText = (intl: IntlShape, status: Withdrawal['status']): string =>
  intl.formatMessage(
    {
      pending: m.statusPending,
      processing: m.statusProcessing,
      completed: m.statusCompleted,
      cancelled: m.statusCancelled,
      failed: m.statusFailed,
    }[status],
  );

export interface WithdrawHistoryProps {
  records: readonly Withdrawal[];
  onCancel: (id: string) => void;
  cancelling: string | null;
}

/** Withdrawals with their status; a pending one can be cancelled (issue 22). */
export function WithdrawHistory({ records, onCancel, cancelling }: WithdrawHistoryProps) {
  const intl = useIntl();
  return (
    <MoneyPanel id="wallet-withdraw-history" title={intl.formatMessage(m.withdrawHistoryTitle)}>
      {records.length === 0 ? (
        <Text color="fg.muted">{intl.formatMessage(m.withdrawHistoryEmpty)}</Text>
      ) : (
        <Box overflowX="auto" maxW="full">
          <Table.Root size="sm" aria-labelledby="wallet-withdraw-history" data-testid="withdraw-history">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader hideBelow="sm">{intl.formatMessage(m.historyTime)}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{intl.formatMessage(m.historyAmount)}</Table.ColumnHeader>
                <Table.ColumnHeader hideBelow="md">{intl.formatMessage(m.historyAddress)}</Table.ColumnHeader>
                <Table.ColumnHeader>{intl.formatMessage(m.historyStatus)}</Table.ColumnHeader>
                <Table.ColumnHeader>{intl.formatMessage(m.historyAction)}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {records.map((w) => (
                <Table.Row key={w.id} data-testid={`withdrawal-${w.id}`}>
                  <Table.Cell whiteSpace="nowrap" hideBelow="sm">
                    {w.created_at > 0 ? intl.formatDate(w.created_at, { dateStyle: 'short', timeStyle: 'short' }) : '—'}
                  </Table.Cell>
                  <Table.Cell textAlign="end" dir="ltr" whiteSpace="nowrap">
                    {w.amount} {w.currency}
                  </Table.Cell>
                  <Table.Cell hideBelow="md" dir="ltr" fontFamily="mono" textStyle="xs">
                    {w.chain} · {w.address.length > 18 ? `${w.address.slice(0, 8)}…${w.address.slice(-6)}` : w.address}
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={PALETTE[w.status]}>{statusText(intl, w.status)}</Badge>
                  </Table.Cell>
                  <Table.Cell>
                    {w.status === 'pending' ? (
                      <Button
                        size="xs"
                        variant="outline"
                        loading={cancelling === w.id}
                        onClick={() => onCancel(w.id)}
                        aria-label={intl.formatMessage(m.withdrawCancelOne)}
                      >
                        {intl.formatMessage(m.withdrawCancel)}
                      </Button>
                    ) : null}
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
