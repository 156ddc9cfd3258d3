'use client';
import { Badge, Box, Button, Grid, HStack, List, Stack, Text } from '@chakra-ui/react';
import { launchPhase, useCandyDropJoin, useCandyDrops } from '@exchange/api';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { messages as m } from '../../messages';
import { EmptyState, Figure, LaunchCard, ListError, ListLoading, Notice, PhaseBadge, SignInPrompt } from '../launch-shared/launch-shared';
import { useLaunchClock } from '../launchpool-view/launchpool-view';

export interface CandyDropViewProps {
  isLoggedIn: boolean;
  loginHref: string;
  now?: number;
}

/** `/candy-drop` (issue 25 item 4): campaigns with their prize pool, tasks and window; a logged-in user joins a live one. */
export function CandyDropView({ isLoggedIn, loginHref, now: initialNow }: CandyDropViewProps) {
  const intl = useIntl();
  const now = useLaunchClock(initialNow);
  const drops = useCandyDrops();
  const join = useCandyDropJoin();
  const [notice, setNotice] = useState<{ status: 'success' | 'error'; text: string } | null>(null);
  if (drops.data === undefined && !drops.error) return <ListLoading />;
  if (drops.error) return <ListError onRetry={() => void drops.mutate()} />;
  const list = drops.data?.list ?? [];
  return (
    <Stack gap="5">
      {isLoggedIn ? null : <SignInPrompt loginHref={loginHref} />}
      <Notice notice={notice} />
      {list.length === 0 ? (
        <EmptyState>{intl.formatMessage(m.candyEmpty)}</EmptyState>
      ) : (
        <Grid as="ul" listStyleType="none" templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(3, minmax(0, 1fr))' }} gap="4">
          {list.map((d) => (
            <li key={d.id}>
              <LaunchCard label={d.name} testId="candy-drop">
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <Text as="h2" fontWeight="bold" textStyle="lg">{`${d.name} (${d.token})`}</Text>
                  {d.joined ? <Badge colorPalette="green">{intl.formatMessage(m.candyJoined)}</Badge> : null}
                </HStack>
                <PhaseBadge window={d} now={now} />
                <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="3">
                  <Figure label={intl.formatMessage(m.candyPool)} value={`${intl.formatNumber(Number(d.prize_pool))} ${d.token}`} />
                  <Figure label={intl.formatMessage(m.candyParticipants)} value={intl.formatNumber(d.participants)} />
                </Grid>
                <Box>
                  <Text textStyle="sm" fontWeight="medium">
                    {intl.formatMessage(m.candyTasks)}
                  </Text>
                  <List.Root ps="5" textStyle="sm" color="fg.muted">
                    {d.tasks.map((task) => (
                      <List.Item key={task}>{task}</List.Item>
                    ))}
                  </List.Root>
                </Box>
                {isLoggedIn && launchPhase(d, now) === 'live' && !d.joined ? (
                  <Button
                    colorPalette="brand"
                    size="sm"
                    loading={join.isMutating}
                    onClick={async () => {
                      const result = await join.trigger({ id: d.id });
                      setNotice(result.ok ? null : { status: 'error', text: result.error?.message ?? intl.formatMessage(m.writeError) });
                    }}
                  >
                    {intl.formatMessage(m.candyJoin)}
                  </Button>
                ) : null}
              </LaunchCard>
            </li>
          ))}
        </Grid>
      )}
    </Stack>
  );
}
