'use client';
import { Badge, Box, Button, Grid, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useCopyFollows, useCopyTrader, useWalletBalances } from '@exchange/api';
import { localizePath } from '@exchange/i18n';
import type { SiteKey } from '@exchange/site-config';
import { UiLinkBase } from '@exchange/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { messages as m } from '../../messages';
import { availableIn } from '../../rules/available-balance';
import { isTraderFull } from '../../rules/trader-list';
import { FollowModal } from '../follow-modal/follow-modal';
import { EmptyState, Figure, ListLoading, SignInPrompt } from '../launch-shared/launch-shared';
import { MyCopies } from '../my-copies/my-copies';
import { Sparkline } from '../sparkline/sparkline';

export interface TraderViewProps {
  site: SiteKey;
  locale: string;
  id: string;
  /** 03 §2 `follow=1`: the follow modal is open. */
  follow: boolean;
  isLoggedIn: boolean;
  loginHref: string;
}

/**
 * `/copytrading/trader/futures/{id}` (issue 25 item 2, 03 §2): one lead trader's stats, 30-day performance, current
 * positions and followers; "Copy" opens the follow modal (`?follow=1`, so the address can be shared), and the
 * user's copies of this trader are listed with a stop button.
 */
export function TraderView({ site, locale, id, follow, isLoggedIn, loginHref }: TraderViewProps) {
  const intl = useIntl();
  const performanceId = useId();
  const positionsId = useId();
  const followersId = useId();
  const detail = useCopyTrader({ id });
  const balances = useWalletBalances({ isPaused: () => !isLoggedIn });
  const follows = useCopyFollows({ isPaused: () => !isLoggedIn });
  const [followOpen, setFollowOpen] = useState(follow);
  // `?follow=1` follows the modal, so the address can be shared and a reload reopens it (Next keeps history.replaceState in step).
  const setFollow = (open: boolean) => {
    setFollowOpen(open);
    const url = new URL(window.location.href);
    if (open) url.searchParams.set('follow', '1');
    else url.searchParams.delete('follow');
    window.history.replaceState(window.history.state, '', url);
  };

  if (detail.data === undefined && !detail.error) return <ListLoading />;
  const data = detail.data ?? null;
  if (data === null)
    return (
      <Stack gap="3" align="start">
        <EmptyState>{intl.formatMessage(m.traderNotFound)}</EmptyState>
        <UiLinkBase href={localizePath(site, locale, '/copytrading')}>{intl.formatMessage(m.traderBack)}</UiLinkBase>
      </Stack>
    );
  const { trader, positions, followers_list } = data;
  const full = isTraderFull(trader);
  const following = (follows.data?.list ?? []).some((f) => f.trader_id === trader.id && f.status === 'active');
  const roi = Number(trader.roi);

  return (
    <Stack gap="6">
      <UiLinkBase href={localizePath(site, locale, '/copytrading')}>{intl.formatMessage(m.traderBack)}</UiLinkBase>
      <Stack gap="4" borderWidth="1px" borderColor="border" rounded="lg" p={{ base: '4', md: '6' }}>
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Stack gap="1">
            <Text as="h2" textStyle="xl" fontWeight="bold">
              {trader.nickname}
            </Text>
            <HStack gap="2" wrap="wrap">
              <Badge variant="subtle">{intl.formatMessage(trader.mode === 'futures' ? m.copyModeFutures : m.copyModeSpot)}</Badge>
              <Text textStyle="sm" color="fg.muted">
                {intl.formatMessage(m.copyDays, { days: trader.days })} ·{' '}
                {intl.formatMessage(m.traderMinimum, { amount: trader.min_amount })}
              </Text>
            </HStack>
          </Stack>
          {!isLoggedIn ? null : (
            <Text textStyle="sm" color="fg.muted" data-testid="copy-available">
              {intl.formatMessage(m.available, {
                amount: availableIn(balances.data, trader.mode === 'futures' ? 'futures' : 'spot', 'USDT') ?? '—',
                currency: 'USDT',
              })}
            </Text>
          )}
          {!isLoggedIn ? null : following ? (
            <Badge colorPalette="green" size="lg">
              {intl.formatMessage(m.traderFollowing)}
            </Badge>
          ) : (
            <Button colorPalette="brand" disabled={full} onClick={() => setFollow(true)}>
              {intl.formatMessage(full ? m.copyFull : m.copyCta)}
            </Button>
          )}
        </HStack>
        <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' }} gap="4">
          <Figure label={intl.formatMessage(m.copyRoi)} value={`${roi > 0 ? '+' : ''}${trader.roi}%`} tone={roi >= 0 ? 'up' : 'down'} />
          <Figure
            label={intl.formatMessage(m.copyPnl)}
            value={intl.formatNumber(Number(trader.pnl), { maximumFractionDigits: 2 })}
            tone={Number(trader.pnl) >= 0 ? 'up' : 'down'}
          />
          <Figure label={intl.formatMessage(m.copyWinRate)} value={`${trader.win_rate}%`} />
          <Figure label={intl.formatMessage(m.copyFollowers)} value={`${trader.followers} / ${trader.max_followers}`} />
          <Figure label={intl.formatMessage(m.copyAum)} value={intl.formatNumber(Number(trader.aum), { maximumFractionDigits: 0 })} />
        </Grid>
      </Stack>
      {isLoggedIn ? null : <SignInPrompt loginHref={loginHref} />}

      <Stack as="section" aria-labelledby={performanceId} gap="2">
        <Text as="h2" id={performanceId} textStyle="lg" fontWeight="semibold">
          {intl.formatMessage(m.traderPerformance)}
        </Text>
        <Box borderWidth="1px" borderColor="border" rounded="lg" p="4">
          <Sparkline
            points={trader.curve}
            height={160}
            width={600}
            label={intl.formatMessage(m.copyChartLabel, { nickname: trader.nickname, roi: trader.roi })}
          />
        </Box>
      </Stack>

      <Stack as="section" aria-labelledby={positionsId} gap="2">
        <Text as="h2" id={positionsId} textStyle="lg" fontWeight="semibold">
          {intl.formatMessage(m.traderPositions)}
        </Text>
        {positions.length === 0 ? (
          <EmptyState>{intl.formatMessage(m.traderNoPositions)}</EmptyState>
        ) : (
          <Table.ScrollArea borderWidth="1px" rounded="lg">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{intl.formatMessage(m.traderSymbol)}</Table.ColumnHeader>
                  <Table.ColumnHeader>{intl.formatMessage(m.traderSide)}</Table.ColumnHeader>
                  <Table.ColumnHeader>{intl.formatMessage(m.traderEntry)}</Table.ColumnHeader>
                  <Table.ColumnHeader>{intl.formatMessage(m.traderMark)}</Table.ColumnHeader>
                  <Table.ColumnHeader>{intl.formatMessage(m.traderRoe)}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {positions.map((p) => (
                  <Table.Row key={p.symbol}>
                    <Table.Cell dir="ltr" textAlign="start">
                      {p.symbol.replace('_', '/')}
                    </Table.Cell>
                    <Table.Cell color={p.side === 'long' ? 'green.fg' : 'red.fg'}>
                      {intl.formatMessage(p.side === 'long' ? m.traderLong : m.traderShort, { leverage: p.leverage })}
                    </Table.Cell>
                    <Table.Cell dir="ltr" textAlign="start">
                      {p.entry_price}
                    </Table.Cell>
                    <Table.Cell dir="ltr" textAlign="start">
                      {p.mark_price}
                    </Table.Cell>
                    <Table.Cell dir="ltr" textAlign="start" color={Number(p.roe) >= 0 ? 'green.fg' : 'red.fg'}>
                      {p.roe}%
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Stack>

      <Stack as="section" aria-labelledby={followersId} gap="2">
        <Text as="h2" id={followersId} textStyle="lg" fontWeight="semibold">
          {intl.formatMessage(m.traderFollowersList)}
        </Text>
        <Table.ScrollArea borderWidth="1px" rounded="lg">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{intl.formatMessage(m.traderFollower)}</Table.ColumnHeader>
                <Table.ColumnHeader>{intl.formatMessage(m.traderCopyAmount)}</Table.ColumnHeader>
                <Table.ColumnHeader>{intl.formatMessage(m.traderFollowerPnl)}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {followers_list.map((f) => (
                <Table.Row key={f.nickname}>
                  <Table.Cell>{f.nickname}</Table.Cell>
                  <Table.Cell dir="ltr" textAlign="start">
                    {f.amount}
                  </Table.Cell>
                  <Table.Cell dir="ltr" textAlign="start" color={Number(f.pnl) >= 0 ? 'green.fg' : 'red.fg'}>
                    {f.pnl}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Stack>

      {isLoggedIn ? <MyCopies site={site} locale={locale} traderId={trader.id} /> : null}
      {isLoggedIn && !full && !following ? <FollowModal trader={trader} open={followOpen} onClose={() => setFollow(false)} /> : null}
    </Stack>
  );
}
