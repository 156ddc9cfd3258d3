'use client';
import { Alert, Badge, Box, Button, Grid, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import {
  useEarnPositions,
  useEarnProducts,
  useWalletBalances,
  type EarnKind,
  type EarnPosition,
  type EarnProduct,
  type EarnRedemption,
} from '@exchange/api';
import { UiLinkBase } from '@exchange/ui';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { messages as m } from '../../messages';
import { spotAvailable } from '../../rules/convert-estimate';
import { bestApr, matchesCoin } from '../../rules/earn-list';
import { SignInPrompt, type EarnLinks } from '../sign-in-prompt/sign-in-prompt';
import { RedeemDialog, SubscribeDialog } from './earn-dialogs';

export interface EarnViewProps {
  kind: EarnKind;
  isLoggedIn: boolean;
  links: EarnLinks;
  /** The three earn pages, localised: /simple-earn, /lend-earn, /hodl. */
  tabHrefs: Record<EarnKind, string>;
}

const TAB_LABELS = { simple: m.earnSimple, lend: m.earnLend, hodl: m.earnHodl } as const;

type Notice = { kind: 'subscribed'; position: EarnPosition } | { kind: 'redeemed'; redemption: EarnRedemption };

/**
 * An earn page (issue 25 item 3, 03 §2 /simple-earn, /lend-earn, /hodl): the products (coin, APR, term, minimum),
 * subscribe and redeem against the spot balance, and the user's positions with the interest accrued so far.
 */
export function EarnView({ kind, isLoggedIn, links, tabHrefs }: EarnViewProps) {
  const intl = useIntl();
  const products = useEarnProducts(kind);
  // Interest accrues by the minute (decision 1895): a minute's refresh shows every change.
  const positions = useEarnPositions({ enabled: isLoggedIn, refreshInterval: 60_000 });
  const balances = useWalletBalances({ enabled: isLoggedIn });
  const [query, setQuery] = useState('');
  const [subscribing, setSubscribing] = useState<EarnProduct | null>(null);
  const [redeeming, setRedeeming] = useState<EarnPosition | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const list = products.data?.list ?? [];
  const shown = list.filter((p) => matchesCoin(p, query));
  const mine = (positions.data?.list ?? []).filter((p) => p.kind === kind);
  const termLabel = (days: number) => (days === 0 ? intl.formatMessage(m.earnFlexible) : intl.formatMessage(m.earnDays, { days }));
  // The call falls back to no products when it fails: a page of an exchange always has some, so none means it failed.
  const failed = !products.isLoading && list.length === 0;

  return (
    <Stack gap="6">
      <HStack as="nav" aria-label={intl.formatMessage(m.earnTabs)} gap="2" wrap="wrap">
        {(['simple', 'lend', 'hodl'] as const).map((tab) => (
          <Button key={tab} asChild size="sm" rounded="full" colorPalette="brand" variant={tab === kind ? 'solid' : 'outline'}>
            <UiLinkBase href={tabHrefs[tab]} aria-current={tab === kind ? 'page' : undefined}>
              {intl.formatMessage(TAB_LABELS[tab])}
            </UiLinkBase>
          </Button>
        ))}
      </HStack>

      <Grid templateColumns={{ base: 'repeat(3, minmax(0, 1fr))' }} gap="3">
        <Stat label={intl.formatMessage(m.earnBestApr)} value={list.length > 0 ? `${bestApr(list)}%` : '—'} accent />
        <Stat label={intl.formatMessage(m.earnProductCount)} value={String(list.length)} />
        <Stat label={intl.formatMessage(m.earnHoldingCount)} value={isLoggedIn ? String(mine.length) : '—'} />
      </Grid>

      {notice !== null ? (
        <Alert.Root status="success" data-testid="earn-notice">
          <Alert.Indicator />
          <Alert.Title>
            {notice.kind === 'subscribed'
              ? intl.formatMessage(m.earnSubscribed, { amount: `${notice.position.amount} ${notice.position.currency}` })
              : intl.formatMessage(m.earnRedeemed, {
                  amount: `${notice.redemption.principal} ${notice.redemption.currency}`,
                  interest: `${notice.redemption.interest} ${notice.redemption.currency}`,
                })}
          </Alert.Title>
        </Alert.Root>
      ) : null}

      <Stack as="section" aria-labelledby="earn-products-title" gap="3">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Text as="h2" id="earn-products-title" textStyle="xl" fontWeight="semibold">
            {intl.formatMessage(m.earnProducts)}
          </Text>
          <Input
            type="search"
            size="sm"
            maxW={{ base: 'full', sm: '60' }}
            placeholder={intl.formatMessage(m.earnSearch)}
            aria-label={intl.formatMessage(m.earnSearch)}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </HStack>
        {products.isLoading && list.length === 0 ? (
          <Stack gap="2" aria-busy="true">
            <Skeleton height="16" />
            <Skeleton height="16" />
            <Skeleton height="16" />
          </Stack>
        ) : failed ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{intl.formatMessage(m.earnLoadFailed)}</Alert.Title>
          </Alert.Root>
        ) : shown.length === 0 ? (
          <Text color="fg.muted" py="6" textAlign="center">
            {intl.formatMessage(m.earnNoProducts)}
          </Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" data-testid="earn-products">
            {shown.map((product) => (
              <Grid
                as="li"
                key={product.id}
                templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'minmax(0, 1.4fr) repeat(3, minmax(0, 1fr)) auto' }}
                gap="3"
                alignItems="center"
                p="4"
                borderWidth="1px"
                rounded="lg"
                aria-label={`${product.currency} ${termLabel(product.term_days)}`}
              >
                <HStack gap="3">
                  <CoinBadge currency={product.currency} />
                  <Text fontWeight="semibold">{product.currency}</Text>
                </HStack>
                <Cell label={intl.formatMessage(m.earnApr)}>
                  <Text color="green.fg" fontWeight="bold" textStyle="lg" dir="ltr">
                    {product.apr}%
                  </Text>
                </Cell>
                <Cell label={intl.formatMessage(m.earnTerm)}>
                  <Badge alignSelf="flex-start" variant={product.term_days === 0 ? 'subtle' : 'outline'}>
                    {termLabel(product.term_days)}
                  </Badge>
                </Cell>
                <Cell label={intl.formatMessage(m.earnMinimum)}>
                  <Text dir="ltr">
                    {product.min_amount} {product.currency}
                  </Text>
                </Cell>
                <Box gridColumn={{ base: 'span 2', md: 'auto' }}>
                  {isLoggedIn ? (
                    <Button
                      colorPalette="brand"
                      width={{ base: 'full', md: 'auto' }}
                      onClick={() => {
                        setNotice(null);
                        setSubscribing(product);
                      }}
                      aria-label={intl.formatMessage(m.earnSubscribeCoin, { coin: product.currency, term: termLabel(product.term_days) })}
                    >
                      {intl.formatMessage(m.earnSubscribe)}
                    </Button>
                  ) : (
                    <Button asChild colorPalette="brand" variant="outline" width={{ base: 'full', md: 'auto' }}>
                      <UiLinkBase href={links.login}>{intl.formatMessage(m.earnSubscribe)}</UiLinkBase>
                    </Button>
                  )}
                </Box>
              </Grid>
            ))}
          </Stack>
        )}
      </Stack>

      {isLoggedIn ? (
        <Stack as="section" aria-labelledby="earn-positions-title" gap="3">
          <Text as="h2" id="earn-positions-title" textStyle="xl" fontWeight="semibold">
            {intl.formatMessage(m.earnPositions)}
          </Text>
          {positions.isLoading && mine.length === 0 ? (
            <Skeleton height="16" />
          ) : mine.length === 0 ? (
            <Text color="fg.muted" p="4" borderWidth="1px" borderStyle="dashed" rounded="lg">
              {intl.formatMessage(m.earnNoPositions)}
            </Text>
          ) : (
            <Stack as="ul" gap="2" listStyleType="none" data-testid="earn-positions">
              {mine.map((position) => (
                <Grid
                  as="li"
                  key={position.id}
                  templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'minmax(0, 1.2fr) repeat(4, minmax(0, 1fr)) auto' }}
                  gap="3"
                  alignItems="center"
                  p="4"
                  borderWidth="1px"
                  rounded="lg"
                  bg="bg.subtle"
                >
                  <HStack gap="3">
                    <CoinBadge currency={position.currency} />
                    <Text fontWeight="semibold">{position.currency}</Text>
                  </HStack>
                  <Cell label={intl.formatMessage(m.earnAmount)}>
                    <Text dir="ltr" data-testid="earn-position-amount">
                      {position.amount} {position.currency}
                    </Text>
                  </Cell>
                  <Cell label={intl.formatMessage(m.earnApr)}>
                    <Text dir="ltr">{position.apr}%</Text>
                  </Cell>
                  <Cell label={intl.formatMessage(m.earnAccrued)}>
                    <Text dir="ltr" color="green.fg">
                      {position.accrued} {position.currency}
                    </Text>
                  </Cell>
                  <Cell label={intl.formatMessage(m.earnMatures)}>
                    <Text>
                      {position.matures_at > 0
                        ? intl.formatDate(position.matures_at, { dateStyle: 'medium' })
                        : intl.formatMessage(m.earnFlexible)}
                    </Text>
                  </Cell>
                  <Box gridColumn={{ base: 'span 2', md: 'auto' }}>
                    <Button
                      variant="outline"
                      width={{ base: 'full', md: 'auto' }}
                      onClick={() => {
                        setNotice(null);
                        setRedeeming(position);
                      }}
                      aria-label={intl.formatMessage(m.earnRedeemCoin, { coin: position.currency })}
                    >
                      {intl.formatMessage(m.earnRedeem)}
                    </Button>
                  </Box>
                </Grid>
              ))}
            </Stack>
          )}
        </Stack>
      ) : (
        <SignInPrompt links={links} />
      )}

      {subscribing !== null ? (
        <SubscribeDialog
          product={subscribing}
          available={spotAvailable(balances.data, subscribing.currency)}
          termLabel={termLabel(subscribing.term_days)}
          onClose={(position) => {
            setSubscribing(null);
            if (position !== null) setNotice({ kind: 'subscribed', position });
          }}
        />
      ) : null}
      {redeeming !== null ? (
        <RedeemDialog
          position={redeeming}
          onClose={(redemption) => {
            setRedeeming(null);
            if (redemption !== null) setNotice({ kind: 'redeemed', redemption });
          }}
        />
      ) : null}
    </Stack>
  );
}

function Stat({ label, value, accent = false }: { label: string; value: string; accent?: boolean }) {
  return (
    <Stack gap="1" p={{ base: '3', md: '4' }} borderWidth="1px" rounded="lg" minW="0">
      <Text textStyle="xs" color="fg.muted" truncate>
        {label}
      </Text>
      <Text textStyle={{ base: 'lg', md: '2xl' }} fontWeight="bold" color={accent ? 'green.fg' : undefined} dir="ltr" textAlign="start">
        {value}
      </Text>
    </Stack>
  );
}

function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5" minW="0">
      <Text textStyle="xs" color="fg.muted">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** A round badge with the coin's first letters (no image request per row). */
function CoinBadge({ currency }: { currency: string }) {
  return (
    <Box
      aria-hidden="true"
      w="8"
      h="8"
      rounded="full"
      bg="brand.subtle"
      color="brand.fg"
      display="grid"
      placeItems="center"
      fontWeight="bold"
      textStyle="xs"
      flexShrink={0}
    >
      {currency.slice(0, 1)}
    </Box>
  );
}
