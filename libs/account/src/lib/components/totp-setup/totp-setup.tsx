'use client';
import type { TotpSetup as TotpSetupData } from '@exchange/api';
import { QRCodeSVG } from 'qrcode.react';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { securityMessages as m } from '../../security-messages';
import styles from '../account.module.css';

export interface TotpSetupProps {
  /** The secret to confirm, or `enabled`; null while loading or when the read failed. */
  setup: TotpSetupData | null;
  loading: boolean;
  /** Turns 2FA on (setup) or off (enabled) with the code; resolves to the refusal text, or null on success. */
  onSubmit: (code: string) => Promise<string | null>;
}

/**
 * /myaccount/totp (issue 23 item 3): the QR code and the setup key of a new secret, confirmed by a code; when 2FA
 * is on, turning it off with a current code. Thin: the page wires the calls.
 */
export function TotpSetup({ setup, loading, onSubmit }: TotpSetupProps) {
  const intl = useIntl();
  const id = useId();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (loading) return <p role="status">{intl.formatMessage(m.totpLoading)}</p>;
  if (setup === null || (!setup.enabled && setup.uri === '')) return <p role="alert">{intl.formatMessage(m.totpUnavailable)}</p>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = !/^\d{6}$/.test(code.trim());
    setInvalid(wrong);
    if (wrong || busy) return;
    setBusy(true);
    setProblem(await onSubmit(code.trim()));
    setBusy(false);
    setCode('');
  };

  const codeField = (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`${id}-code`}>
        {intl.formatMessage(m.totpCodeLabel)}
      </label>
      <input
        id={`${id}-code`}
        className={styles.input}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        dir="ltr"
        value={code}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => setCode(event.target.value)}
      />
      {invalid ? (
        <span id={`${id}-error`} className={styles.hint} style={{ color: 'var(--chakra-colors-fg-error)' }}>
          {intl.formatMessage(m.totpCodeInvalid)}
        </span>
      ) : null}
    </div>
  );

  return (
    <form onSubmit={submit} noValidate style={{ maxInlineSize: '32rem' }} aria-busy={busy}>
      {setup.enabled ? (
        <>
          <h2 style={{ fontSize: '1.125rem', marginBlock: '0 8px' }}>{intl.formatMessage(m.totpOnTitle)}</h2>
          <p>{intl.formatMessage(m.totpOnBody)}</p>
          <p className={styles.hint}>{intl.formatMessage(m.totpDisableHint)}</p>
        </>
      ) : (
        <>
          <p>{intl.formatMessage(m.totpStep1)}</p>
          <div style={{ background: '#fff', padding: 12, inlineSize: 'fit-content', borderRadius: 8, marginBlockEnd: 16 }}>
            <QRCodeSVG value={setup.uri} size={176} role="img" aria-label={intl.formatMessage(m.totpQrLabel, { issuer: setup.issuer })} />
          </div>
          <p>{intl.formatMessage(m.totpStep2)}</p>
          <p>
            <span className={styles.label}>{intl.formatMessage(m.totpSecretLabel)}: </span>
            <code dir="ltr" data-testid="totp-secret" style={{ overflowWrap: 'anywhere', fontSize: '1rem', letterSpacing: '0.05em' }}>
              {setup.secret}
            </code>
          </p>
          <p>{intl.formatMessage(m.totpStep3)}</p>
        </>
      )}
      {codeField}
      {problem ? <p role="alert">{problem}</p> : null}
      <button type="submit" className={styles.button} disabled={busy}>
        {intl.formatMessage(setup.enabled ? m.totpDisable : m.totpEnable)}
      </button>
    </form>
  );
}
