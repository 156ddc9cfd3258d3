'use client';
import { Button, Grid, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { launchPhase, useStartupCommit, useStartupProjects, useWalletBalances, type StartupProject } from '@exchange/api';
import { localizePath } from '@exchange/i18n';
import type { SiteKey } from '@exchange/site-config';
import { UiLinkBase } from '@exchange/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { messages as m } from '../../messages';
import { availableIn } from '../../rules/available-balance';
import { estimateAllocation, subscriptionTimes } from '../../rules/startup-allocation';
import {
  AmountDialog,
  EmptyState,
  Figure,
  LaunchCard,
  ListError,
  ListLoading,
  Notice,
  PhaseBadge,
  SignInPrompt,
} from '../launch-shared/launch-shared';
import { useLaunchClock } from '../launchpool-view/launchpool-view';

export interface StartupViewProps {
  site: SiteKey;
  locale: string;
  /** `/startup/{id}`: one project with its commit action; absent: the list. */
  id?: string;
  isLoggedIn: boolean;
  loginHref: string;
  now?: number;
}

/**
 * `/startup` and `/startup/{id}` (issue 25 item 4): token sales with their window, price, supply and subscription; a
 * logged-in user commits USDT from spot while the window is open and sees the commitment and the estimated
 * allocation (pro rata when oversubscribed).
 */
export function StartupView({ site, locale, id, isLoggedIn, loginHref, now: initialNow }: StartupViewProps) {
  const intl = useIntl();
  const now = useLaunchClock(initialNow);
  const projects = useStartupProjects();
  const balances = useWalletBalances({ isPaused: () => !isLoggedIn });
  const commit = useStartupCommit();
  const [open, setOpen] = useState<StartupProject | null>(null);
  const [notice, setNotice] = useState<{ status: 'success' | 'error'; text: string } | null>(null);

  if (projects.data === undefined && !projects.error) return <ListLoading />;
  if (projects.error) return <ListError onRetry={() => void projects.mutate()} />;
  const list = (projects.data?.list ?? []).filter((p) => id === undefined || p.id === id);
  if (id !== undefined && list.length === 0)
    return (
      <Stack gap="3" align="start">
        <EmptyState>{intl.formatMessage(m.startupNotFound)}</EmptyState>
        <UiLinkBase href={localizePath(site, locale, '/startup')}>{intl.formatMessage(m.startupBack)}</UiLinkBase>
      </Stack>
    );

  return (
    <Stack gap="5">
      {id !== undefined ? <UiLinkBase href={localizePath(site, locale, '/startup')}>{intl.formatMessage(m.startupBack)}</UiLinkBase> : null}
      {isLoggedIn ? null : <SignInPrompt loginHref={loginHref} />}
      <Notice notice={notice} />
      {list.length === 0 ? (
        <EmptyState>{intl.formatMessage(m.startupEmpty)}</EmptyState>
      ) : (
        <Grid
          as="ul"
          listStyleType="none"
          templateColumns={{ base: 'minmax(0, 1fr)', lg: id === undefined ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)' }}
          gap="4"
        >
          {list.map((p) => {
            const phase = launchPhase(p, now);
            const times = subscriptionTimes(p);
            return (
              <li key={p.id}>
                <LaunchCard label={p.name} testId="startup-project">
                  <HStack justify="space-between" wrap="wrap" gap="2">
                    <Stack gap="0">
                      <Text as="h2" fontWeight="bold" textStyle="lg">
                        {id === undefined ? (
                          <UiLinkBase href={localizePath(site, locale, `/startup/${p.id}`)}>{`${p.name} (${p.token})`}</UiLinkBase>
                        ) : (
                          `${p.name} (${p.token})`
                        )}
                      </Text>
                    </Stack>
                    <PhaseBadge window={p} now={now} />
                  </HStack>
                  <Text textStyle="sm" color="fg.muted">
                    {p.description}
                  </Text>
                  <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }} gap="3">
                    <Figure label={intl.formatMessage(m.startupPrice)} value={`${p.price} USDT`} />
                    <Figure label={intl.formatMessage(m.startupSupply)} value={`${intl.formatNumber(Number(p.supply))} ${p.token}`} />
                    <Figure
                      label={intl.formatMessage(m.startupCommitted)}
                      value={`${intl.formatNumber(Number(p.total_committed), { maximumFractionDigits: 0 })} USDT`}
                    />
                  </Grid>
                  <Stack gap="1">
                    <Progress.Root
                      value={Math.min(100, times * 100)}
                      size="sm"
                      colorPalette="brand"
                      aria-label={intl.formatMessage(m.startupOversubscribed, { times: times.toFixed(2) })}
                    >
                      <Progress.Track>
                        <Progress.Range />
                      </Progress.Track>
                    </Progress.Root>
                    <Text textStyle="xs" color="fg.muted">
                      {intl.formatMessage(m.startupOversubscribed, { times: times.toFixed(2) })}
                    </Text>
                  </Stack>
                  {id !== undefined ? (
                    <Text textStyle="sm" color="fg.muted">
                      {intl.formatMessage(m.startupRules)}
                    </Text>
                  ) : null}
                  {Number(p.my_commit) > 0 ? (
                    <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="3" bg="bg.subtle" rounded="md" p="3" data-testid="my-commit">
                      <Figure label={intl.formatMessage(m.startupMyCommit)} value={`${p.my_commit} USDT`} />
                      <Figure label={intl.formatMessage(m.startupAllocation)} value={`${estimateAllocation(p)} ${p.token}`} />
                    </Grid>
                  ) : null}
                  <HStack gap="2">
                    {isLoggedIn && phase === 'live' ? (
                      <Button colorPalette="brand" size="sm" onClick={() => setOpen(p)}>
                        {intl.formatMessage(m.startupCommit)}
                      </Button>
                    ) : null}
                    {id === undefined ? (
                      <Button asChild variant="outline" size="sm">
                        <UiLinkBase href={localizePath(site, locale, `/startup/${p.id}`)}>
                          {intl.formatMessage(m.startupDetails)}
                        </UiLinkBase>
                      </Button>
                    ) : null}
                  </HStack>
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
          title={intl.formatMessage(m.startupCommitTitle, { name: open.name })}
          currency={open.commit_currency}
          available={availableIn(balances.data, 'spot', open.commit_currency)}
          precision={2}
          submitLabel={intl.formatMessage(m.startupCommit)}
          onSubmit={async (amount) => {
            const result = await commit.trigger({ id: open.id, amount });
            if (result.ok && result.data) {
              setNotice({ status: 'success', text: intl.formatMessage(m.startupCommitted2, { amount }) });
              return null;
            }
            return result.error?.message ?? intl.formatMessage(m.writeError);
          }}
        >
          <Text textStyle="sm" color="fg.muted">
            {intl.formatMessage(m.poolLimits, { min: open.min_commit, max: open.max_commit, stake: 'USDT' })}
          </Text>
        </AmountDialog>
      ) : null}
    </Stack>
  );
}
