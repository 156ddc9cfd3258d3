'use client';
import { Badge, Box, Button, Card, Flex, List, Table, Text } from '@chakra-ui/react';
import type { AlphaToken } from '@exchange/api';
import { localizeHref } from '@exchange/i18n';
import type { SiteKey } from '@exchange/site-config';
import { PageShell, UiLinkBase } from '@exchange/ui';
import { useIntl } from 'react-intl';
import { contentPageMessages, m } from '../../messages';
import { DISCOVER_PATHS } from '../../rules/content-paths';

export interface AlphaBoardProps {
  site: SiteKey;
  locale: string;
  /** The alpha board (`alphaTokens`); empty when it could not be loaded. */
  tokens: readonly AlphaToken[];
  /** `/alpha` lists every token by market cap; `/pilot` the newest listings first, with how it works. */
  variant?: 'alpha' | 'pilot';
}

/**
 * The alpha board (03 §2 `/alpha`, issue 25 item 4) and Pilot (`/pilot`): token, chain, price, 24 h change, volume,
 * market cap and a Buy action that opens the token's page (where the buy form is).
 */
export function AlphaBoard({ site, locale, tokens, variant = 'alpha' }: AlphaBoardProps) {
  const intl = useIntl();
  const page = contentPageMessages[variant];
  const rows = variant === 'pilot' ? [...tokens].sort((a, b) => b.listed_at - a.listed_at) : tokens;
  const price = (value: string) => intl.formatNumber(Number(value), { maximumSignificantDigits: 6 });
  const compact = (value: string) => intl.formatNumber(Number(value), { notation: 'compact', maximumFractionDigits: 2 });
  return (
    <PageShell title={intl.formatMessage(page.title)} description={intl.formatMessage(page.lead)}>
      {variant === 'pilot' ? (
        <Card.Root variant="subtle">
          <Card.Body gap="2">
            <Text as="h2" fontWeight="semibold">
              {intl.formatMessage(m.pilotHow)}
            </Text>
            <List.Root as="ol" ps="5" gap="1">
              <List.Item>{intl.formatMessage(m.pilotStep1)}</List.Item>
              <List.Item>{intl.formatMessage(m.pilotStep2)}</List.Item>
              <List.Item>{intl.formatMessage(m.pilotStep3)}</List.Item>
            </List.Root>
          </Card.Body>
        </Card.Root>
      ) : null}
      <Text color="fg.muted" textStyle="sm">
        {intl.formatMessage(m.alphaRisk)}
      </Text>
      {rows.length === 0 ? (
        <Text role="status">{intl.formatMessage(m.unavailable)}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" data-testid="alpha-board">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{intl.formatMessage(m.colToken)}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{intl.formatMessage(m.colPrice)}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{intl.formatMessage(m.colChange)}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end" hideBelow="md">
                  {intl.formatMessage(m.colVolume)}
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end" hideBelow="md">
                  {intl.formatMessage(m.colMarketCap)}
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{intl.formatMessage(m.colAction)}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((t) => {
                const href = localizeHref({ site, locale, path: `${DISCOVER_PATHS.alpha}/${t.token}` });
                return (
                  <Table.Row key={t.token}>
                    <Table.Cell>
                      <Flex gap="2" align="center" wrap="wrap">
                        <Box asChild fontWeight="semibold" dir="ltr">
                          <UiLinkBase href={href}>{t.token}</UiLinkBase>
                        </Box>
                        <Text as="span" color="fg.muted" textStyle="xs" hideBelow="md">
                          {t.name}
                        </Text>
                        <Badge size="sm">{t.chain}</Badge>
                      </Flex>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{price(t.price)}</Table.Cell>
                    <Table.Cell textAlign="end" color={t.change_24h >= 0 ? 'green.fg' : 'red.fg'}>
                      {intl.formatNumber(t.change_24h / 100, { style: 'percent', maximumFractionDigits: 2, signDisplay: 'exceptZero' })}
                    </Table.Cell>
                    <Table.Cell textAlign="end" hideBelow="md">
                      {compact(t.volume_24h)}
                    </Table.Cell>
                    <Table.Cell textAlign="end" hideBelow="md">
                      {compact(t.market_cap)}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <Button asChild size="xs" aria-label={intl.formatMessage(m.alphaBuy, { token: t.token })}>
                        <UiLinkBase href={href}>{intl.formatMessage(m.buy)}</UiLinkBase>
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
