'use client';
import { Badge, Button, Table, Text } from '@chakra-ui/react';
import type { MarketTicker } from '@exchange/api';
import { localizeHref } from '@exchange/i18n';
import type { SiteKey } from '@exchange/site-config';
import { PageShell, UiLinkBase } from '@exchange/ui';
import { useIntl } from 'react-intl';
import { contentPageMessages, m } from '../../messages';
import { LEVERAGED_TOKENS, leveragedChangePct } from '../../rules/leveraged-token';

export interface EtfViewProps {
  site: SiteKey;
  locale: string;
  /** The spot tickers (`marketTickers`); null when they could not be loaded. */
  tickers: readonly MarketTicker[] | null;
}

/** ETF (issue 25 item 5): the 3× leveraged tokens with their underlying's price and their own 24 h change. */
export function EtfView({ site, locale, tickers }: EtfViewProps) {
  const intl = useIntl();
  const page = contentPageMessages.etf;
  const pct = (value: number) => intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 2, signDisplay: 'exceptZero' });
  return (
    <PageShell title={intl.formatMessage(page.title)} description={intl.formatMessage(page.lead)}>
      <Text color="fg.muted" textStyle="sm">
        {intl.formatMessage(m.etfRisk)}
      </Text>
      {tickers === null || tickers.length === 0 ? (
        <Text role="status">{intl.formatMessage(m.unavailable)}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" data-testid="etf-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{intl.formatMessage(m.colToken)}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{intl.formatMessage(m.colUnderlying)}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{intl.formatMessage(m.colChange)}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{intl.formatMessage(m.colAction)}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {LEVERAGED_TOKENS.map((token) => {
                const underlying = tickers.find((t) => t.market === 'spot' && t.symbol === `${token.underlying}_USDT`);
                const change = underlying ? leveragedChangePct(underlying.change_24h, token.leverage, token.side) : null;
                return (
                  <Table.Row key={token.token}>
                    <Table.Cell>
                      <Text as="span" fontWeight="semibold" dir="ltr">
                        {token.token}
                      </Text>{' '}
                      <Badge colorPalette={token.side === 'long' ? 'green' : 'red'}>
                        {intl.formatMessage(token.side === 'long' ? m.long3 : m.short3, { coin: token.underlying })}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      {underlying ? intl.formatNumber(underlying.last, { maximumFractionDigits: 2, minimumFractionDigits: 2 }) : '—'}
                    </Table.Cell>
                    <Table.Cell textAlign="end" color={change === null ? undefined : change >= 0 ? 'green.fg' : 'red.fg'}>
                      {change === null ? '—' : pct(change)}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <Button asChild size="xs" variant="outline">
                        <UiLinkBase href={localizeHref({ site, locale, path: `/trade/${token.underlying}_USDT` })}>
                          {intl.formatMessage(m.trade)}
                        </UiLinkBase>
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </PageShell>
  );
}
