'use client';
import { Button, Card, Flex, Input, Field, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { localizeHref } from '@exchange/i18n';
import type { SiteKey } from '@exchange/site-config';
import { PageShell, UiLinkBase } from '@exchange/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { contentPageMessages, m } from '../../messages';
import { DISCOVER_PATHS, GUIDE_COINS, type GuideCoin } from '../../rules/content-paths';
import { GROWTH_LIMITS, predictPrices } from '../../rules/price-prediction';

export interface PricePredictionViewProps {
  site: SiteKey;
  locale: string;
  coin: GuideCoin;
  /** The coin's last USDT price (`marketTickers`); null when unavailable. */
  price: number | null;
  /** The current year (the server's clock), the table starts the year after. */
  year: number;
}

/**
 * Price prediction (issue 25 item 5): the coin's price today and the user's own calculator, a yearly growth rate
 * compounded over five years (`predictPrices`), with links to buy or trade the coin and to the other coins.
 */
export function PricePredictionView({ site, locale, coin, price, year }: PricePredictionViewProps) {
  const intl = useIntl();
  const growthId = useId();
  const [growth, setGrowth] = useState('10');
  const href = (path: string) => localizeHref({ site, locale, path });
  const rows = price === null ? [] : predictPrices(price, Number(growth), year);
  const money = (value: number) =>
    intl.formatNumber(
      value,
      value >= 1
        ? { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }
        : { style: 'currency', currency: 'USD', maximumSignificantDigits: 6 },
    );
  return (
    <PageShell
      title={intl.formatMessage(m.predictionOf, { coin })}
      description={intl.formatMessage(contentPageMessages.pricePrediction.lead)}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Card.Root variant="outline">
          <Card.Body gap="3">
            <Text color="fg.muted">{intl.formatMessage(m.predictionCurrent, { coin })}</Text>
            <Text textStyle="3xl" fontWeight="bold" data-testid="prediction-price">
              {price === null ? '—' : money(price)}
            </Text>
            <Flex gap="2" wrap="wrap">
              <Button asChild size="sm">
                <UiLinkBase href={href('/crypto/buy/with-credit-card')}>{intl.formatMessage(m.buyWithCard)}</UiLinkBase>
              </Button>
              <Button asChild size="sm" variant="outline">
                <UiLinkBase href={href(`/trade/${coin}_USDT`)}>{intl.formatMessage(m.tradePair, { pair: `${coin}/USDT` })}</UiLinkBase>
              </Button>
            </Flex>
          </Card.Body>
        </Card.Root>
        <Card.Root variant="outline">
          <Card.Body gap="3">
            <Field.Root>
              <Field.Label htmlFor={growthId}>{intl.formatMessage(m.predictionGrowth)}</Field.Label>
              <Input
                id={growthId}
                type="number"
                inputMode="decimal"
                min={GROWTH_LIMITS.min}
                max={GROWTH_LIMITS.max}
                value={growth}
                onChange={(e) => setGrowth(e.target.value)}
              />
              <Field.HelperText>{intl.formatMessage(m.predictionDisclaimer)}</Field.HelperText>
            </Field.Root>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
      <Table.Root size="sm" data-testid="prediction-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{intl.formatMessage(m.predictionYear)}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{intl.formatMessage(m.predictionPrice)}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{intl.formatMessage(m.predictionChange)}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.year}>
              <Table.Cell>{row.year}</Table.Cell>
              <Table.Cell textAlign="end">{money(row.price)}</Table.Cell>
              <Table.Cell textAlign="end">
                {intl.formatNumber(row.changePct / 100, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' })}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Stack as="nav" aria-label={intl.formatMessage(m.predictionCoins)} gap="2">
        <Text fontWeight="semibold">{intl.formatMessage(m.predictionCoins)}</Text>
        <Flex gap="3" wrap="wrap">
          {GUIDE_COINS.filter((c) => c !== coin).map((c) => (
            <UiLinkBase key={c} href={href(`${DISCOVER_PATHS.pricePrediction}/${c.toLowerCase()}`)}>
              {intl.formatMessage(m.predictionOf, { coin: c })}
            </UiLinkBase>
          ))}
        </Flex>
      </Stack>
    </PageShell>
  );
}
