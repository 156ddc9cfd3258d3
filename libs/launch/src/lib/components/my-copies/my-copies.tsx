'use client';
import { Badge, Button, Stack, Table, Text } from '@chakra-ui/react';
import { useCopyFollows, useCopyUnfollow, type CopyFollow } from '@exchange/api';
import { localizePath } from '@exchange/i18n';
import type { SiteKey } from '@exchange/site-config';
import { UiLinkBase } from '@exchange/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { messages as m } from '../../messages';
import { EmptyState, ListError } from '../launch-shared/launch-shared';

export interface MyCopiesProps {
  site: SiteKey;
  locale: string;
  /** Only the copies of one trader (the trader page). */
  traderId?: string;
}

/** "My copies" (issue 25 item 2): the user's copies, active first, each stoppable (its amount goes back). */
export function MyCopies({ site, locale, traderId }: MyCopiesProps) {
  const intl = useIntl();
  const headingId = useId();
  const follows = useCopyFollows();
  const unfollow = useCopyUnfollow();
  const list = (follows.data?.list ?? []).filter((f) => traderId === undefined || f.trader_id === traderId);
  const sorted = [...list.filter((f) => f.status === 'active'), ...list.filter((f) => f.status !== 'active')];
  const settings = (f: CopyFollow) =>
    [
      f.sizing === 'ratio'
        ? intl.formatMessage(m.myCopiesRatio, { ratio: f.ratio })
        : intl.formatMessage(m.myCopiesFixed, { amount: f.fixed_amount }),
      Number(f.stop_loss) > 0 ? intl.formatMessage(m.myCopiesStopLoss, { percent: f.stop_loss }) : null,
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Text as="h2" id={headingId} textStyle="lg" fontWeight="semibold">
        {intl.formatMessage(m.myCopies)}
      </Text>
      {follows.error ? (
        <ListError onRetry={() => void follows.mutate()} />
      ) : sorted.length === 0 ? (
        <EmptyState>{intl.formatMessage(m.myCopiesEmpty)}</EmptyState>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="lg">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{intl.formatMessage(m.myCopiesTrader)}</Table.ColumnHeader>
                <Table.ColumnHeader>{intl.formatMessage(m.myCopiesAmount)}</Table.ColumnHeader>
                <Table.ColumnHeader>{intl.formatMessage(m.myCopiesSettings)}</Table.ColumnHeader>
                <Table.ColumnHeader>{intl.formatMessage(m.myCopiesPnl)}</Table.ColumnHeader>
                <Table.ColumnHeader>{intl.formatMessage(m.myCopiesStatus)}</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {sorted.map((f) => (
                <Table.Row key={f.id} data-testid="my-copy">
                  <Table.Cell>
                    <UiLinkBase href={localizePath(site, locale, `/copytrading/trader/futures/${encodeURIComponent(f.trader_id)}`)}>
                      {f.trader_nickname}
                    </UiLinkBase>
                  </Table.Cell>
                  <Table.Cell dir="ltr" textAlign="start">
                    {f.amount}
                  </Table.Cell>
                  <Table.Cell>{settings(f)}</Table.Cell>
                  <Table.Cell dir="ltr" textAlign="start">
                    {f.pnl}
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={f.status === 'active' ? 'green' : 'gray'} variant="subtle">
                      {intl.formatMessage(f.status === 'active' ? m.myCopiesActive : m.myCopiesStopped)}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    {f.status === 'active' ? (
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        loading={unfollow.isMutating}
                        aria-label={intl.formatMessage(m.myCopiesStopTrader, { nickname: f.trader_nickname })}
                        onClick={() => void unfollow.trigger({ id: f.id })}
                      >
                        {intl.formatMessage(m.myCopiesStop)}
                      </Button>
                    ) : null}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
