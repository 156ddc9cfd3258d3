'use client';
import { Alert, Button, Field, HStack, Input, Text } from '@chakra-ui/react';
import { UiLinkBase } from '@exchange/ui';
import { useIntl } from 'react-intl';
import { moneyMessages as m } from '../../money-messages';
import type { WithdrawSecurityStep } from '../../rules/withdraw-security';
import { MoneyPanel } from '../money-panel/money-panel';

export interface SecurityStepProps {
  step: WithdrawSecurityStep;
  /** The user's fund-password frequency (01 §3), for the "not asked" note. */
  frequency: number | null;
  /** "50 USDT to TR7NHqje…gjLj6t (Tron)". */
  summary: { amount: string; currency: string; address: string; network: string };
  fundpassHref: string;
  fundpass: string;
  onFundpass: (value: string) => void;
  totp: string;
  onTotp: (value: string) => void;
  /** Decision 1908: `totp` (2FA on) or `email` (2FA off: a code mailed on request, `onSendCode`). */
  codeChannel: 'totp' | 'email';
  onSendCode: () => void;
  sendingCode: boolean;
  /** "Code sent to re***@…", or the refusal of the send; null before a send. */
  codeNote: { ok: boolean; text: string } | null;
  totpHref: string;
  refusal: string | null;
  canConfirm: boolean;
  confirming: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

/**
 * The withdrawal's last step (issue 22 item 3): the fund password when the user's frequency asks for it (01 §3:
 * every time, once an hour, never), the 2FA code always (with 2FA off a code mailed on request, decision 1908), and
 * the server's refusal, if any, beside what was typed.
 */
export function SecurityStep(props: SecurityStepProps) {
  const intl = useIntl();
  const { step, summary } = props;
  return (
    <MoneyPanel id="wallet-withdraw-security" title={intl.formatMessage(m.withdrawSecurityTitle)} level="h3" accent>
      <Text textStyle="sm" color="fg.muted">
        {intl.formatMessage(m.withdrawSecuritySummary, {
          ...summary,
          address: `${summary.address.slice(0, 8)}…${summary.address.slice(-6)}`,
        })}
      </Text>
      {step.kind === 'setFundPassword' ? (
        <>
          <Text>{intl.formatMessage(m.withdrawSetFundPassword)}</Text>
          <Button asChild colorPalette="brand" size="sm" alignSelf="start">
            <UiLinkBase href={props.fundpassHref}>{intl.formatMessage(m.withdrawSetFundPasswordCta)}</UiLinkBase>
          </Button>
        </>
      ) : (
        <>
          {step.fundPassword ? (
            <Field.Root required>
              <Field.Label>{intl.formatMessage(m.withdrawFundPassword)}</Field.Label>
              <Input type="password" value={props.fundpass} onChange={(e) => props.onFundpass(e.target.value)} autoComplete="off" />
            </Field.Root>
          ) : (
            <Text textStyle="sm" color="fg.muted" data-testid="fundpass-skipped">
              {intl.formatMessage(m.withdrawFundPasswordSkipped, {
                frequency: intl.formatMessage(props.frequency === 0 ? m.frequencyNever : m.frequencyHour),
              })}
            </Text>
          )}
          <Field.Root required>
            <Field.Label>{intl.formatMessage(props.codeChannel === 'totp' ? m.withdrawTotp : m.withdrawEmailCode)}</Field.Label>
            <HStack gap="2" width="full">
              <Input
                value={props.totp}
                onChange={(e) => props.onTotp(e.target.value.replace(/\D/g, '').slice(0, 6))}
                inputMode="numeric"
                autoComplete="one-time-code"
                dir="ltr"
                maxLength={6}
                flex="1"
              />
              {props.codeChannel === 'email' ? (
                <Button variant="outline" onClick={props.onSendCode} loading={props.sendingCode}>
                  {intl.formatMessage(m.withdrawSendCode)}
                </Button>
              ) : null}
            </HStack>
            <Field.HelperText>
              {intl.formatMessage(props.codeChannel === 'totp' ? m.withdrawTotpHelp : m.withdrawEmailCodeHelp)}
              {props.codeChannel === 'email' ? (
                <>
                  {' '}
                  <UiLinkBase href={props.totpHref}>{intl.formatMessage(m.withdrawTurnOn2fa)}</UiLinkBase>
                </>
              ) : null}
            </Field.HelperText>
            {props.codeNote ? (
              <Text textStyle="xs" role={props.codeNote.ok ? 'status' : 'alert'} color={props.codeNote.ok ? 'fg.muted' : 'fg.error'}>
                {props.codeNote.text}
              </Text>
            ) : null}
          </Field.Root>
        </>
      )}
      {props.refusal !== null ? (
        <Alert.Root status="error" role="alert" data-testid="withdraw-refusal">
          <Alert.Indicator />
          <Alert.Title>{intl.formatMessage(m.withdrawFailed, { message: props.refusal })}</Alert.Title>
        </Alert.Root>
      ) : null}
      <HStack gap="2" justify="end">
        <Button variant="outline" onClick={props.onBack}>
          {intl.formatMessage(m.withdrawCancel)}
        </Button>
        <Button colorPalette="brand" disabled={!props.canConfirm} loading={props.confirming} onClick={props.onConfirm}>
          {intl.formatMessage(m.withdrawConfirm)}
        </Button>
      </HStack>
    </MoneyPanel>
  );
}
