'use client';
import { Box, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { FuturesOrder, FuturesPosition, MarketSymbol, SpotOrder } from '@exchange/api';
import { FALL_COLOR, RISE_COLOR, UiLink, UiLinkBase } from '@exchange/ui';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { tradeMessages } from '../../messages';

/**
 * Order sides (buy / long, sell / short) keep green and red at 4.5:1 on both themes (WCAG AA); rising and falling
 * P&L follow the page's risk colour variables (decision 1202).
 */
const BUY = { base: 'green.700', _dark: 'green.300' } as const;
const SELL = { base: 'red.700', _dark: 'red.300' } as const;

/**
 * Narrower cell padding so that five columns fit the trade page's side column; numbers never wrap. The tables sit
 * in a box that scrolls sideways inside its card when the columns still need more room (never past the card).
 */
const COMPACT_CELLS = { '& th, & td': { paddingInline: '1.5' }, '& td': { whiteSpace: 'nowrap' } } as const;

export interface TradePanelProps {
  symbol: MarketSymbol;
  /** "Buy BTC" / "Sell BTC" (formatted by the page). */
  buyLabel: string;
  sellLabel: string;
  isLoggedIn: boolean;
  /** The login page, with a redirect back here. */
  loginHref: string;
  signupHref: string;
  spotOrders: readonly SpotOrder[];
  futuresOrders: readonly FuturesOrder[];
  positions: readonly FuturesPosition[];
  onQuickOrder: (side: 1 | -1) => void;
  /**
   * "Share" on each position row (spec 03 §2, decision 1403): called with the row's position; the app composes the
   * share image (the referral domain's), the chart never imports it. Without it the rows have no Share button.
   */
  onSharePosition?: (position: FuturesPosition) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" id={id} textStyle="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** Quick order (or the way to log in), then the user's open orders and positions of this market. */
export function TradePanel({
  symbol,
  buyLabel,
  sellLabel,
  isLoggedIn,
  loginHref,
  signupHref,
  spotOrders,
  futuresOrders,
  positions,
  onQuickOrder,
  onSharePosition,
}: TradePanelProps) {
  const intl = useIntl();
  const futures = symbol.market === 'futures';
  const price = (text: string) =>
    intl.formatNumber(Number(text), { minimumFractionDigits: symbol.price_precision, maximumFractionDigits: symbol.price_precision });
  const side = (buy: boolean) => intl.formatMessage(buy ? tradeMessages.lineBuy : tradeMessages.lineSell);
  const rows = futures
    ? futuresOrders.map((o) => ({ id: o.id, buy: o.size > 0, price: o.price, amount: String(o.left || Math.abs(o.size)) }))
    : spotOrders.map((o) => ({ id: o.id, buy: o.side === 'buy', price: o.price, amount: o.amount }));

  return (
    <Stack gap="4">
      <Section title={intl.formatMessage(tradeMessages.quickOrder)}>
        {isLoggedIn ? (
          <Stack gap="3">
            <HStack gap="2">
              <Button flex="1" bg="green.700" color="white" _hover={{ bg: 'green.800' }} onClick={() => onQuickOrder(1)}>
                {buyLabel}
              </Button>
              <Button flex="1" bg="red.700" color="white" _hover={{ bg: 'red.800' }} onClick={() => onQuickOrder(-1)}>
                {sellLabel}
              </Button>
            </HStack>
            <Text textStyle="sm" color="fg.muted">
              {intl.formatMessage(tradeMessages.quickOrderHint)}
            </Text>
          </Stack>
        ) : (
          <Stack gap="3">
            <Text textStyle="sm">{intl.formatMessage(tradeMessages.loginPrompt)}</Text>
            <HStack gap="3">
              <Button asChild colorPalette="brand" flex="1">
                <UiLinkBase href={loginHref}>{intl.formatMessage(tradeMessages.loginLink)}</UiLinkBase>
              </Button>
              <UiLink href={signupHref} fontWeight="semibold">
                {intl.formatMessage(tradeMessages.signupLink)}
              </UiLink>
            </HStack>
          </Stack>
        )}
      </Section>
      {isLoggedIn && (
        <Section title={intl.formatMessage(tradeMessages.openOrders)}>
          {rows.length === 0 ? (
            <Text textStyle="sm" color="fg.muted">
              {intl.formatMessage(tradeMessages.noOpenOrders)}
            </Text>
          ) : (
            // A table wider than its card scrolls inside it; the scroller takes the focus so a keyboard can scroll it.
            <Box overflowX="auto" maxW="full" tabIndex={0} role="group" aria-label={intl.formatMessage(tradeMessages.openOrders)}>
              <Table.Root size="sm" css={COMPACT_CELLS}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{intl.formatMessage(tradeMessages.colSide)}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{intl.formatMessage(tradeMessages.colPrice)}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">
                      {intl.formatMessage(futures ? tradeMessages.colSize : tradeMessages.colAmount)}
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {rows.map((r) => (
                    <Table.Row key={r.id}>
                      <Table.Cell color={r.buy ? BUY : SELL}>{side(r.buy)}</Table.Cell>
                      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                        {price(r.price)}
                      </Table.Cell>
                      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                        {r.amount}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          )}
        </Section>
      )}
      {isLoggedIn && futures && (
        <Section title={intl.formatMessage(tradeMessages.positions)}>
          {positions.length === 0 ? (
            <Text textStyle="sm" color="fg.muted">
              {intl.formatMessage(tradeMessages.noPositions)}
            </Text>
          ) : (
            <Box overflowX="auto" maxW="full" tabIndex={0} role="group" aria-label={intl.formatMessage(tradeMessages.positions)}>
              <Table.Root size="sm" css={COMPACT_CELLS}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{intl.formatMessage(tradeMessages.colSide)}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{intl.formatMessage(tradeMessages.colSize)}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{intl.formatMessage(tradeMessages.colEntry)}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{intl.formatMessage(tradeMessages.colLiquidation)}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{intl.formatMessage(tradeMessages.colPnl)}</Table.ColumnHeader>
                    {onSharePosition ? (
                      <Table.ColumnHeader>
                        <Text as="span" srOnly>
                          {intl.formatMessage(tradeMessages.sharePosition)}
                        </Text>
                      </Table.ColumnHeader>
                    ) : null}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {positions.map((p) => {
                    const pnl = Number(p.unrealised_pnl);
                    return (
                      <Table.Row key={p.contract}>
                        <Table.Cell color={p.size > 0 ? BUY : SELL}>
                          {intl.formatMessage(p.size > 0 ? tradeMessages.lineLong : tradeMessages.lineShort)}
                        </Table.Cell>
                        <Table.Cell textAlign="end">{Math.abs(p.size)}</Table.Cell>
                        <Table.Cell textAlign="end">{price(p.entry_price)}</Table.Cell>
                        <Table.Cell textAlign="end">{price(p.liq_price)}</Table.Cell>
                        <Table.Cell textAlign="end" color={pnl >= 0 ? RISE_COLOR : FALL_COLOR}>
                          {intl.formatNumber(pnl, { signDisplay: 'exceptZero', maximumFractionDigits: 2 })}
                        </Table.Cell>
                        {onSharePosition ? (
                          <Table.Cell textAlign="end">
                            <Button
                              size="xs"
                              variant="outline"
                              aria-label={intl.formatMessage(tradeMessages.sharePositionLabel, {
                                side: p.size > 0 ? 'long' : 'short',
                                contract: p.contract,
                              })}
                              onClick={() => onSharePosition(p)}
                            >
                              {intl.formatMessage(tradeMessages.sharePosition)}
                            </Button>
                          </Table.Cell>
                        ) : null}
                      </Table.Row>
                    );
                  })}
                </Table.Body>
              </Table.Root>
            </Box>
          )}
        </Section>
      )}
    </Stack>
  );
}
