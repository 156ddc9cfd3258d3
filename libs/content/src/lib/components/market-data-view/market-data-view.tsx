'use client';
import { Button, Table, Text } from '@chakra-ui/react';
import type { MarketTicker } from '@exchange/api';
import { localizeHref } from '@exchange/i18n';
import type { SiteKey } from '@exchange/site-config';
import { PageShell, UiLinkBase } from '@exchange/ui';
import { useIntl } from 'react-intl';
import { contentPageMessages, m } from '../../messages';

export interface MarketDataViewProps {
  site: SiteKey;
  locale: string;
  /** The spot and futures tickers (`marketTickers`); null when they could not be loaded. */
  tickers: readonly MarketTicker[] | null;
}

const tradePath = (t: MarketTicker) => (t.market === 'futures' ? `/futures/usdt/${t.symbol}` : `/trade/${t.symbol}`);

/** Market data (issue 25 item 5): every listed market with last price, 24 h change, high, low and volume. */
export function MarketDataView({ site, locale, tickers }: MarketDataViewProps) {
  const intl = useIntl();
  const page = contentPageMessages.marketData;
  const num = (value: number, digits = 2) =>
    intl.formatNumber(value, { maximumFractionDigits: digits, minimumFractionDigits: Math.min(2, digits) });
  return (
    <PageShell title={intl.formatMessage(page.title)} description={intl.formatMessage(page.lead)}>
      {tickers === null || tickers.length === 0 ? (
        <Text role="status">{intl.formatMessage(m.unavailable)}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" data-testid="market-data-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{intl.formatMessage(m.colMarket)}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{intl.formatMessage(m.colPrice)}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{intl.formatMessage(m.colChange)}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{intl.formatMessage(m.colHigh)}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{intl.formatMessage(m.colLow)}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{intl.formatMessage(m.colVolume)}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{intl.formatMessage(m.colAction)}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {tickers.map((t) => (
                <Table.Row key={`${t.market}:${t.symbol}`}>
                  <Table.Cell fontWeight="semibold" dir="ltr">
                    {t.symbol.replace('_', '/')}{' '}
                    <Text as="span" color="fg.muted" fontWeight="normal" textStyle="xs">
                      {intl.formatMessage(t.market === 'futures' ? m.futures : m.spot)}
                    </Text>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{num(t.last)}</Table.Cell>
                  <Table.Cell textAlign="end" color={t.change_24h >= 0 ? 'green.fg' : 'red.fg'}>
                    {intl.formatNumber(t.change_24h / 100, { style: 'percent', maximumFractionDigits: 2, signDisplay: 'exceptZero' })}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{num(t.high_24h)}</Table.Cell>
                  <Table.Cell textAlign="end">{num(t.low_24h)}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {intl.formatNumber(t.volume_24h, { notation: 'compact', maximumFractionDigits: 2 })}
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <Button asChild size="xs" variant="outline">
                      <UiLinkBase href={localizeHref({ site, locale, path: tradePath(t) })}>{intl.formatMessage(m.trade)}</UiLinkBase>
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </PageShell>
  );
}
