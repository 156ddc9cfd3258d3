'use client';
import { Alert, Badge, Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { launchPhase, type LaunchPhase, type LaunchWindow } from '@exchange/api';
import { AmountInput, ModalDialog, UiLinkBase } from '@exchange/ui';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { messages as m } from '../../messages';

const PHASE_PALETTE: Record<LaunchPhase, string> = { upcoming: 'blue', live: 'green', ended: 'gray' };
const PHASE_TEXT = { upcoming: m.phaseUpcoming, live: m.phaseLive, ended: m.phaseEnded } as const;

/** The not-started / live / ended badge of a time-boxed product, with the date that matters next. */
export function PhaseBadge({ window, now }: { window: LaunchWindow; now: number }) {
  const intl = useIntl();
  const phase = launchPhase(window, now);
  const date = (ms: number) => intl.formatDate(ms, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';
  const when =
    phase === 'upcoming'
      ? intl.formatMessage(m.startsAt, { date: date(window.start_at) })
      : phase === 'live'
        ? intl.formatMessage(m.endsAt, { date: date(window.end_at) })
        : intl.formatMessage(m.endedAt, { date: date(window.end_at) });
  return (
    <HStack gap="2" wrap="wrap">
      <Badge colorPalette={PHASE_PALETTE[phase]} variant="subtle" data-phase={phase}>
        {intl.formatMessage(PHASE_TEXT[phase])}
      </Badge>
      <Text textStyle="xs" color="fg.muted">
        {when}
      </Text>
    </HStack>
  );
}

/** A bordered card of a product list. */
export function LaunchCard({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box
      as="article"
      aria-label={label}
      borderWidth="1px"
      borderColor="border"
      rounded="lg"
      p={{ base: '4', md: '5' }}
      minW="0"
      data-testid={testId}
    >
      <Stack gap="3">{children}</Stack>
    </Box>
  );
}

/** One figure of a card: a muted label over a value (numbers stay left-to-right in Arabic). */
export function Figure({ label, value, tone }: { label: ReactNode; value: ReactNode; tone?: 'up' | 'down' }) {
  return (
    <Stack gap="0" minW="0">
      <Text textStyle="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold" dir="ltr" textAlign="start" color={tone === 'up' ? 'green.fg' : tone === 'down' ? 'red.fg' : undefined}>
        {value}
      </Text>
    </Stack>
  );
}

/** A logged-out visitor sees what the product offers and this prompt instead of its actions. */
export function SignInPrompt({ loginHref }: { loginHref: string }) {
  const intl = useIntl();
  return (
    <HStack justify="space-between" wrap="wrap" gap="3" borderWidth="1px" borderColor="border" rounded="lg" p="4" bg="bg.subtle">
      <Text fontWeight="medium">{intl.formatMessage(m.signInTitle)}</Text>
      <Button asChild colorPalette="brand" size="sm">
        <UiLinkBase href={loginHref}>{intl.formatMessage(m.signInCta)}</UiLinkBase>
      </Button>
    </HStack>
  );
}

export function ListLoading() {
  return (
    <Stack gap="3" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height="24" rounded="lg" />
      ))}
    </Stack>
  );
}

export function ListError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{intl.formatMessage(m.loadError)}</Alert.Title>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {intl.formatMessage(m.retry)}
      </Button>
    </Alert.Root>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Box borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="lg" p="8" textAlign="center">
      <Text color="fg.muted">{children}</Text>
    </Box>
  );
}

export interface AmountDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  currency: string;
  /** The balance the amount comes from; null while the balance read is on its way (shown as a dash; decision 1979). */
  available: string | null;
  /** Digits the amount allows. */
  precision: number;
  submitLabel: ReactNode;
  /** Sends the amount; resolves to the server's refusal message, or null when it went through. */
  onSubmit: (amount: string) => Promise<string | null>;
  children?: ReactNode;
}

/** The one amount step of the launch products (stake, commit, invest): the decimal input, the balance, the server's answer. */
export function AmountDialog({ open, onClose, title, currency, available, precision, submitLabel, onSubmit, children }: AmountDialogProps) {
  const intl = useIntl();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setError(null);
    const refusal = await onSubmit(amount);
    setBusy(false);
    if (refusal === null) {
      setAmount('');
      onClose();
    } else setError(refusal);
  };
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={intl.formatMessage(m.close)}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      actions={[
        { label: intl.formatMessage(m.cancel), onClick: onClose, variant: 'outline' },
        { label: submitLabel, type: 'submit', loading: busy, disabled: amount === '' },
      ]}
    >
      <Stack gap="3">
        {children}
        <AmountInput
          label={intl.formatMessage(m.amount)}
          value={amount}
          onChange={setAmount}
          precision={precision}
          endElement={currency}
          helperText={intl.formatMessage(m.available, { amount: available ?? '—', currency })}
          errorText={error ?? undefined}
        />
      </Stack>
    </ModalDialog>
  );
}

/** The outcome of the last action, announced politely (a stake, a commitment, a stop). */
export function Notice({ notice }: { notice: { status: 'success' | 'error'; text: string } | null }) {
  return (
    <Box aria-live="polite" role="status">
      {notice === null ? null : (
        <Alert.Root status={notice.status} data-testid="launch-notice">
          <Alert.Indicator />
          <Alert.Title>{notice.text}</Alert.Title>
        </Alert.Root>
      )}
    </Box>
  );
}
