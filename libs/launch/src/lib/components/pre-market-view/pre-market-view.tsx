'use client';
import { Badge, Table } from '@chakra-ui/react';
import { launchPhase, usePreMarketTokens, type PreMarketKind } from '@exchange/api';
import { useIntl } from 'react-intl';
import { messages as m } from '../../messages';
import { EmptyState, ListError, ListLoading } from '../launch-shared/launch-shared';
import { useLaunchClock } from '../launchpool-view/launchpool-view';

export interface PreMarketViewProps {
  kind: PreMarketKind;
  now?: number;
}

const PHASE_TEXT = { upcoming: m.phaseUpcoming, live: m.phaseLive, ended: m.phaseEnded } as const;

/**
 * `/pre-market` and `/premint` (issue 25 item 4): tokens traded before their listing, with price, 24 h change, volume,
 * status and settlement date; an upcoming one shows no price yet (trading them is not built: decision 1898).
 */
export function PreMarketView({ kind, now: initialNow }: PreMarketViewProps) {
  const intl = useIntl();
  const now = useLaunchClock(initialNow);
  const tokens = usePreMarketTokens({ kind });
  if (tokens.data === undefined && !tokens.error) return <ListLoading />;
  if (tokens.error) return <ListError onRetry={() => void tokens.mutate()} />;
  const list = tokens.data?.list ?? [];
  if (list.length === 0) return <EmptyState>{intl.formatMessage(m.preEmpty)}</EmptyState>;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="lg">
      <Table.Root size="md" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{intl.formatMessage(m.preToken)}</Table.ColumnHeader>
            <Table.ColumnHeader>{intl.formatMessage(m.prePrice)}</Table.ColumnHeader>
            <Table.ColumnHeader>{intl.formatMessage(m.preChange)}</Table.ColumnHeader>
            <Table.ColumnHeader>{intl.formatMessage(m.preVolume)}</Table.ColumnHeader>
            <Table.ColumnHeader>{intl.formatMessage(m.preStatus)}</Table.ColumnHeader>
            <Table.ColumnHeader>{intl.formatMessage(m.preSettles)}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {list.map((t) => {
            const phase = launchPhase(t, now);
            const change = Number(t.change);
            return (
              <Table.Row key={t.id} data-testid="pre-market-token">
                <Table.Cell fontWeight="semibold">{`${t.token} · ${t.name}`}</Table.Cell>
                <Table.Cell dir="ltr" textAlign="start">
                  {Number(t.price) > 0 ? t.price : intl.formatMessage(m.preNoPrice)}
                </Table.Cell>
                <Table.Cell dir="ltr" textAlign="start" color={change > 0 ? 'green.fg' : change < 0 ? 'red.fg' : undefined}>
                  {`${change > 0 ? '+' : ''}${t.change}%`}
                </Table.Cell>
                <Table.Cell dir="ltr" textAlign="start">
                  {intl.formatNumber(Number(t.volume), { notation: 'compact' })}
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={phase === 'live' ? 'green' : phase === 'upcoming' ? 'blue' : 'gray'} variant="subtle">
                    {intl.formatMessage(PHASE_TEXT[phase])}
                  </Badge>
                </Table.Cell>
                <Table.Cell>{intl.formatDate(t.end_at, { dateStyle: 'medium', timeZone: 'UTC' })}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
