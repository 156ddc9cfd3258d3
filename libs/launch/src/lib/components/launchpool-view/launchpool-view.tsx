'use client';
import { Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import {
  launchPhase,
  useLaunchpoolStake,
  useLaunchpoolStakes,
  useLaunchpoolUnstake,
  useLaunchpools,
  useWalletBalances,
  type Launchpool,
  type LaunchpoolStake,
} from '@exchange/api';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { messages as m } from '../../messages';
import { availableIn } from '../../rules/available-balance';
import {
  AmountDialog,
  EmptyState,
  Notice,
  Figure,
  LaunchCard,
  ListError,
  ListLoading,
  PhaseBadge,
  SignInPrompt,
} from '../launch-shared/launch-shared';

export interface LaunchpoolViewProps {
  isLoggedIn: boolean;
  loginHref: string;
  /** Epoch ms of the first render (stories pin it); the page ticks from there. */
  now?: number;
}

/** The clock the launch pages show phases with: ticks every 10 s. */
export function useLaunchClock(initial?: number): number {
  const [now, setNow] = useState(() => initial ?? Date.now());
  useEffect(() => {
    if (initial !== undefined) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 10_000);
    return () => window.clearInterval(timer);
  }, [initial]);
  return now;
}

/**
 * `/launchpool` (issue 25 item 4): pools with their reward token, rate, totals and window; a logged-in user stakes
 * from the spot balance through the decimal input, sees the stake and its accrued rewards (the server's count,
 * refreshed every 10 s) and unstakes (principal and rewards back to spot).
 */
export function LaunchpoolView({ isLoggedIn, loginHref, now: initialNow }: LaunchpoolViewProps) {
  const intl = useIntl();
  const now = useLaunchClock(initialNow);
  const pools = useLaunchpools();
  const stakes = useLaunchpoolStakes({ isPaused: () => !isLoggedIn, refreshInterval: 10_000 });
  const balances = useWalletBalances({ isPaused: () => !isLoggedIn });
  const stake = useLaunchpoolStake();
  const unstake = useLaunchpoolUnstake();
  const [notice, setNotice] = useState<{ status: 'success' | 'error'; text: string } | null>(null);
  const [open, setOpen] = useState<Launchpool | null>(null);

  if (pools.data === undefined && !pools.error) return <ListLoading />;
  if (pools.error) return <ListError onRetry={() => void pools.mutate()} />;
  const list = pools.data?.list ?? [];
  const order = { live: 0, upcoming: 1, ended: 2 } as const;
  const sorted = [...list].sort((a, b) => order[launchPhase(a, now)] - order[launchPhase(b, now)]);
  const mine = (pool: Launchpool): LaunchpoolStake | undefined => stakes.data?.list.find((s) => s.pool_id === pool.id);

  return (
    <Stack gap="5">
      {isLoggedIn ? null : <SignInPrompt loginHref={loginHref} />}
      <Notice notice={notice} />
      {sorted.length === 0 ? (
        <EmptyState>{intl.formatMessage(m.poolEmpty)}</EmptyState>
      ) : (
        <Grid as="ul" listStyleType="none" templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }} gap="4">
          {sorted.map((pool) => {
            const phase = launchPhase(pool, now);
            const my = mine(pool);
            return (
              <li key={pool.id}>
                <LaunchCard label={intl.formatMessage(m.poolEarn, { stake: pool.stake_currency, token: pool.token })} testId="launchpool">
                  <HStack justify="space-between" wrap="wrap" gap="2">
                    <Stack gap="0">
                      <Text as="h2" fontWeight="bold" textStyle="lg">
                        {intl.formatMessage(m.poolEarn, { stake: pool.stake_currency, token: pool.token })}
                      </Text>
                      <Text textStyle="sm" color="fg.muted">
                        {pool.token_name}
                      </Text>
                    </Stack>
                    <PhaseBadge window={pool} now={now} />
                  </HStack>
                  <Grid templateColumns="repeat(3, minmax(0, 1fr))" gap="3">
                    <Figure
                      label={intl.formatMessage(m.poolTotalReward)}
                      value={`${intl.formatNumber(Number(pool.total_reward), { notation: 'compact' })} ${pool.token}`}
                    />
                    <Figure
                      label={intl.formatMessage(m.poolTotalStaked)}
                      value={`${intl.formatNumber(Number(pool.total_staked), { notation: 'compact' })} ${pool.stake_currency}`}
                    />
                    <Figure
                      label={intl.formatMessage(m.poolRate, { stake: pool.stake_currency })}
                      value={`${pool.hourly_rate} ${pool.token}`}
                    />
                  </Grid>
                  <Text textStyle="xs" color="fg.muted">
                    {intl.formatMessage(m.poolLimits, { min: pool.min_stake, max: pool.max_stake, stake: pool.stake_currency })}
                  </Text>
                  {my ? (
                    <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="3" bg="bg.subtle" rounded="md" p="3" data-testid="my-stake">
                      <Figure label={intl.formatMessage(m.poolMyStake)} value={`${my.staked} ${my.stake_currency}`} />
                      <Figure label={intl.formatMessage(m.poolMyRewards)} value={`${my.rewards} ${my.token}`} />
                    </Grid>
                  ) : null}
                  {isLoggedIn && phase === 'live' ? (
                    <Text textStyle="sm" color="fg.muted" data-testid="pool-available">
                      {intl.formatMessage(m.available, {
                        amount: availableIn(balances.data, 'spot', pool.stake_currency) ?? '—',
                        currency: pool.stake_currency,
                      })}
                    </Text>
                  ) : null}
                  {isLoggedIn ? (
                    <HStack gap="2">
                      {phase === 'live' ? (
                        <Button
                          colorPalette="brand"
                          size="sm"
                          onClick={() => setOpen(pool)}
                          aria-label={intl.formatMessage(m.poolStakeTitle, { stake: pool.stake_currency, token: pool.token })}
                        >
                          {intl.formatMessage(m.poolStake)}
                        </Button>
                      ) : null}
                      {my ? (
                        <Button
                          variant="outline"
                          size="sm"
                          loading={unstake.isMutating}
                          onClick={async () => {
                            const result = await unstake.trigger({ pool_id: pool.id });
                            if (result.ok && result.data)
                              setNotice({
                                status: 'success',
                                text: intl.formatMessage(m.poolUnstaked, { rewards: result.data.rewards, token: result.data.token }),
                              });
                            else setNotice({ status: 'error', text: result.error?.message ?? intl.formatMessage(m.writeError) });
                          }}
                        >
                          {intl.formatMessage(m.poolUnstake)}
                        </Button>
                      ) : null}
                    </HStack>
                  ) : null}
                </LaunchCard>
              </li>
            );
          })}
        </Grid>
      )}
      {open ? (
        <AmountDialog
          open
          onClose={() => setOpen(null)}
          title={intl.formatMessage(m.poolStakeTitle, { stake: open.stake_currency, token: open.token })}
          currency={open.stake_currency}
          available={availableIn(balances.data, 'spot', open.stake_currency)}
          precision={open.stake_currency === 'BTC' ? 6 : 2}
          submitLabel={intl.formatMessage(m.poolStake)}
          onSubmit={async (amount) => {
            const result = await stake.trigger({ pool_id: open.id, amount });
            if (result.ok && result.data) {
              setNotice({ status: 'success', text: intl.formatMessage(m.poolStaked, { amount, stake: open.stake_currency }) });
              return null;
            }
            return result.error?.message ?? intl.formatMessage(m.writeError);
          }}
        >
          <Text textStyle="sm" color="fg.muted">
            {intl.formatMessage(m.poolLimits, { min: open.min_stake, max: open.max_stake, stake: open.stake_currency })}
          </Text>
        </AmountDialog>
      ) : null}
    </Stack>
  );
}
