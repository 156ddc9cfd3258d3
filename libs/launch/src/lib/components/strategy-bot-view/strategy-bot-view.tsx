'use client';
import { Badge, Button, Grid, HStack, Stack, Table, Text } from '@chakra-ui/react';
import {
  useStrategyBotCreate,
  useStrategyBotStop,
  useStrategyBots,
  useWalletBalances,
  type BotKind,
  type StrategyBot,
} from '@exchange/api';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { messages as m } from '../../messages';
import { availableIn } from '../../rules/available-balance';
import { AmountDialog, EmptyState, Figure, LaunchCard, ListError, ListLoading, Notice, SignInPrompt } from '../launch-shared/launch-shared';

export interface StrategyBotViewProps {
  isLoggedIn: boolean;
  loginHref: string;
}

const KIND_TEXT: Record<BotKind, typeof m.botKindDca> = {
  spot_grid: m.botKindSpotGrid,
  futures_grid: m.botKindFuturesGrid,
  dca: m.botKindDca,
};

/**
 * `/strategybot` (issue 25 item 4): popular bot setups (grid and DCA) with their 7-day ROI, range and users; a
 * logged-in user creates one with an investment from spot (the decimal input) and stops it (the investment goes back).
 */
export function StrategyBotView({ isLoggedIn, loginHref }: StrategyBotViewProps) {
  const intl = useIntl();
  const mineId = useId();
  const templatesId = useId();
  const bots = useStrategyBots();
  const balances = useWalletBalances({ isPaused: () => !isLoggedIn });
  const create = useStrategyBotCreate();
  const stop = useStrategyBotStop();
  const [open, setOpen] = useState<StrategyBot | null>(null);
  const [notice, setNotice] = useState<{ status: 'success' | 'error'; text: string } | null>(null);
  if (bots.data === undefined && !bots.error) return <ListLoading />;
  if (bots.error) return <ListError onRetry={() => void bots.mutate()} />;
  const { templates, mine } = bots.data ?? { templates: [], mine: [] };
  const kind = (b: StrategyBot) => intl.formatMessage(KIND_TEXT[b.kind]);
  const range = (b: StrategyBot) => (b.kind === 'dca' ? '—' : `${b.lower} – ${b.upper}`);

  return (
    <Stack gap="6">
      {isLoggedIn ? null : <SignInPrompt loginHref={loginHref} />}
      <Notice notice={notice} />
      <Stack as="section" aria-labelledby={templatesId} gap="3">
        <Text as="h2" id={templatesId} textStyle="lg" fontWeight="semibold">
          {intl.formatMessage(m.botTemplates)}
        </Text>
        <Grid
          as="ul"
          listStyleType="none"
          templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' }}
          gap="4"
        >
          {templates.map((t) => (
            <li key={t.id}>
              <LaunchCard label={`${kind(t)} ${t.symbol}`} testId="bot-template">
                <HStack justify="space-between">
                  <Text fontWeight="bold" dir="ltr">
                    {t.symbol.replace('_', '/')}
                  </Text>
                  <Badge variant="subtle">{kind(t)}</Badge>
                </HStack>
                <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="2">
                  <Figure label={intl.formatMessage(m.botRoi)} value={`+${t.roi}%`} tone="up" />
                  <Figure label={intl.formatMessage(m.botRange)} value={range(t)} />
                </Grid>
                <Text textStyle="xs" color="fg.muted">
                  {[
                    t.grids > 0 ? intl.formatMessage(m.botGrids, { grids: t.grids }) : null,
                    intl.formatMessage(m.botRuns, { runs: intl.formatNumber(t.runs) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                {isLoggedIn ? (
                  <Button
                    colorPalette="brand"
                    size="sm"
                    onClick={() => setOpen(t)}
                    aria-label={intl.formatMessage(m.botCreateTitle, { kind: kind(t), symbol: t.symbol.replace('_', '/') })}
                  >
                    {intl.formatMessage(m.botCreate)}
                  </Button>
                ) : null}
              </LaunchCard>
            </li>
          ))}
        </Grid>
      </Stack>
      {isLoggedIn ? (
        <Stack as="section" aria-labelledby={mineId} gap="3">
          <Text as="h2" id={mineId} textStyle="lg" fontWeight="semibold">
            {intl.formatMessage(m.botMine)}
          </Text>
          {mine.length === 0 ? (
            <EmptyState>{intl.formatMessage(m.botMineEmpty)}</EmptyState>
          ) : (
            <Table.ScrollArea borderWidth="1px" rounded="lg">
              <Table.Root size="sm">
                <Table.Body>
                  {mine.map((b) => (
                    <Table.Row key={b.id} data-testid="my-bot">
                      <Table.Cell dir="ltr" textAlign="start">
                        {b.symbol.replace('_', '/')}
                      </Table.Cell>
                      <Table.Cell>{kind(b)}</Table.Cell>
                      <Table.Cell dir="ltr" textAlign="start">{`${b.investment} USDT`}</Table.Cell>
                      <Table.Cell dir="ltr" textAlign="start">
                        {range(b)}
                      </Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={b.status === 'running' ? 'green' : 'gray'} variant="subtle">
                          {intl.formatMessage(b.status === 'running' ? m.botRunning : m.botStopped)}
                        </Badge>
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        {b.status === 'running' ? (
                          <Button
                            size="xs"
                            variant="outline"
                            colorPalette="red"
                            loading={stop.isMutating}
                            onClick={() => void stop.trigger({ id: b.id })}
                          >
                            {intl.formatMessage(m.botStop)}
                          </Button>
                        ) : null}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </Stack>
      ) : null}
      {open ? (
        <AmountDialog
          open
          onClose={() => setOpen(null)}
          title={intl.formatMessage(m.botCreateTitle, { kind: kind(open), symbol: open.symbol.replace('_', '/') })}
          currency="USDT"
          available={availableIn(balances.data, 'spot', 'USDT')}
          precision={2}
          submitLabel={intl.formatMessage(m.botCreate)}
          onSubmit={async (investment) => {
            const result = await create.trigger({ kind: open.kind, symbol: open.symbol, investment });
            if (result.ok && result.data) {
              setNotice(null);
              return null;
            }
            return result.error?.message ?? intl.formatMessage(m.writeError);
          }}
        >
          <Text textStyle="sm" color="fg.muted">
            {`${intl.formatMessage(m.botRange)}: ${range(open)}`}
          </Text>
        </AmountDialog>
      ) : null}
    </Stack>
  );
}
