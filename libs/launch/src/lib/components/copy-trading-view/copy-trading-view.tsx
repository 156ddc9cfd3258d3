'use client';
import { Badge, Button, Checkbox, Grid, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useCopyTraders, type CopyMode, type LeadTrader } from '@exchange/api';
import { localizePath } from '@exchange/i18n';
import type { SiteKey } from '@exchange/site-config';
import { UiLinkBase } from '@exchange/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { messages as m } from '../../messages';
import { NO_TRADER_FILTERS, TRADER_SORTS, isTraderFull, listTraders, type TraderFilters, type TraderSort } from '../../rules/trader-list';
import { EmptyState, Figure, LaunchCard, ListError, ListLoading } from '../launch-shared/launch-shared';
import { MyCopies } from '../my-copies/my-copies';
import { Sparkline } from '../sparkline/sparkline';

export interface CopyTradingViewProps {
  site: SiteKey;
  locale: string;
  /** 03 §2 `?mode=futures` (default) or `spot`. */
  mode: CopyMode;
  isLoggedIn: boolean;
}

const SORT_TEXT = { roi: m.copySortRoi, pnl: m.copySortPnl, win_rate: m.copySortWinRate, followers: m.copySortFollowers } as const;

/** The trader page of a lead trader, with `?follow=1` to open the follow modal at once (03 §2). */
export const traderPath = (id: string, follow = false): string =>
  `/copytrading/trader/futures/${encodeURIComponent(id)}${follow ? '?follow=1' : ''}`;

/**
 * `/copytrading` (issue 25 item 2, 03 §2): futures and spot lead traders with ROI, PnL, win rate, followers and a
 * 30-day sparkline; sorting and filters; each trader links to its page and its follow modal; "My copies" below.
 */
export function CopyTradingView({ site, locale, mode, isLoggedIn }: CopyTradingViewProps) {
  const intl = useIntl();
  const sortId = useId();
  const traders = useCopyTraders({ mode });
  const [sort, setSort] = useState<TraderSort>('roi');
  const [filters, setFilters] = useState<TraderFilters>(NO_TRADER_FILTERS);
  const list = listTraders(traders.data?.list ?? [], sort, filters);
  const toggle = (key: 'openOnly' | 'profitableOnly') => setFilters((f) => ({ ...f, [key]: !f[key] }));

  return (
    <Stack gap="6">
      <HStack gap="2" role="navigation" aria-label={intl.formatMessage(m.copyModeLabel)}>
        {(['futures', 'spot'] as const).map((kind) => (
          <Button key={kind} asChild size="sm" colorPalette="brand" variant={mode === kind ? 'solid' : 'outline'}>
            <UiLinkBase href={localizePath(site, locale, `/copytrading?mode=${kind}`)} aria-current={mode === kind ? 'page' : undefined}>
              {intl.formatMessage(kind === 'futures' ? m.copyModeFutures : m.copyModeSpot)}
            </UiLinkBase>
          </Button>
        ))}
      </HStack>

      <HStack gap="4" wrap="wrap" align="end">
        <Stack gap="1">
          <Text asChild textStyle="sm" color="fg.muted">
            <label htmlFor={sortId}>{intl.formatMessage(m.copySort)}</label>
          </Text>
          <NativeSelect.Root size="sm" width="44">
            <NativeSelect.Field id={sortId} value={sort} onChange={(e) => setSort(e.currentTarget.value as TraderSort)}>
              {TRADER_SORTS.map((s) => (
                <option key={s} value={s}>
                  {intl.formatMessage(SORT_TEXT[s])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Stack>
        <Checkbox.Root checked={filters.openOnly} onCheckedChange={() => toggle('openOnly')} size="sm">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{intl.formatMessage(m.copyFilterOpen)}</Checkbox.Label>
        </Checkbox.Root>
        <Checkbox.Root checked={filters.profitableOnly} onCheckedChange={() => toggle('profitableOnly')} size="sm">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{intl.formatMessage(m.copyFilterProfitable)}</Checkbox.Label>
        </Checkbox.Root>
        <Checkbox.Root
          checked={filters.minWinRate > 0}
          onCheckedChange={() => setFilters((f) => ({ ...f, minWinRate: f.minWinRate > 0 ? 0 : 60 }))}
          size="sm"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{intl.formatMessage(m.copyFilterWinRate)}</Checkbox.Label>
        </Checkbox.Root>
      </HStack>

      {traders.data === undefined && !traders.error ? (
        <ListLoading />
      ) : traders.error ? (
        <ListError onRetry={() => void traders.mutate()} />
      ) : list.length === 0 ? (
        <Stack gap="3" align="center">
          <EmptyState>{intl.formatMessage(m.copyEmpty)}</EmptyState>
          <Button size="sm" variant="outline" onClick={() => setFilters(NO_TRADER_FILTERS)}>
            {intl.formatMessage(m.copyClearFilters)}
          </Button>
        </Stack>
      ) : (
        <Grid
          as="ul"
          listStyleType="none"
          templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' }}
          gap="4"
        >
          {list.map((trader) => (
            <li key={trader.id}>
              <TraderCard
                trader={trader}
                href={localizePath(site, locale, traderPath(trader.id))}
                followHref={localizePath(site, locale, traderPath(trader.id, true))}
              />
            </li>
          ))}
        </Grid>
      )}

      {isLoggedIn ? <MyCopies site={site} locale={locale} /> : null}
    </Stack>
  );
}

export function TraderCard({ trader, href, followHref }: { trader: LeadTrader; href: string; followHref: string }) {
  const intl = useIntl();
  const full = isTraderFull(trader);
  const roi = Number(trader.roi);
  return (
    <LaunchCard label={trader.nickname} testId="lead-trader">
      <HStack justify="space-between" gap="2">
        <Stack gap="0" minW="0">
          <UiLinkBase href={href}>
            <Text as="span" fontWeight="semibold" truncate>
              {trader.nickname}
            </Text>
          </UiLinkBase>
          <Text textStyle="xs" color="fg.muted">
            {intl.formatMessage(m.copyDays, { days: trader.days })}
          </Text>
        </Stack>
        <Badge variant="subtle" colorPalette={full ? 'gray' : 'brand'}>
          {intl.formatMessage(m.traderSlots, { followers: trader.followers, max: trader.max_followers })}
        </Badge>
      </HStack>
      <HStack justify="space-between" align="end" gap="3">
        <Figure label={intl.formatMessage(m.copyRoi)} value={`${roi > 0 ? '+' : ''}${trader.roi}%`} tone={roi >= 0 ? 'up' : 'down'} />
        <Stack flex="1" maxW="40" minW="0">
          <Sparkline points={trader.curve} label={intl.formatMessage(m.copyChartLabel, { nickname: trader.nickname, roi: trader.roi })} />
        </Stack>
      </HStack>
      <Grid templateColumns="repeat(3, minmax(0, 1fr))" gap="2">
        <Figure
          label={intl.formatMessage(m.copyPnl)}
          value={intl.formatNumber(Number(trader.pnl), { maximumFractionDigits: 2 })}
          tone={Number(trader.pnl) >= 0 ? 'up' : 'down'}
        />
        <Figure label={intl.formatMessage(m.copyWinRate)} value={`${trader.win_rate}%`} />
        <Figure label={intl.formatMessage(m.copyAum)} value={intl.formatNumber(Number(trader.aum), { notation: 'compact' })} />
      </Grid>
      <Button
        asChild={!full}
        size="sm"
        colorPalette="brand"
        disabled={full}
        aria-label={`${intl.formatMessage(m.copyCta)} ${trader.nickname}`}
      >
        {full ? <span>{intl.formatMessage(m.copyFull)}</span> : <UiLinkBase href={followHref}>{intl.formatMessage(m.copyCta)}</UiLinkBase>}
      </Button>
    </LaunchCard>
  );
}
