'use client';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { centreMessages as m } from '../../centre-messages';
import styles from '../account.module.css';
import centre from '../centre.module.css';

export interface SecurityCodeFieldProps {
  id: string;
  /** `totp`: the authenticator's code; `email`: 2FA is off, a code is mailed on request (decision 1908). */
  channel: 'totp' | 'email';
  value: string;
  onChange: (value: string) => void;
  /** Mails a code; resolves to where it went (masked), or throws nothing and resolves to null on a refusal. */
  onSend?: () => Promise<{ sentTo: string } | { refusal: string }>;
  invalid?: boolean;
}

/**
 * The second factor of a sensitive action (issue 23 items 1 and 4, decision 1908): with 2FA on, the authenticator's
 * six digits; with 2FA off, a "Send code" button that mails one to the account's address, and the field for it.
 */
export function SecurityCodeField({ id, channel, value, onChange, onSend, invalid }: SecurityCodeFieldProps) {
  const intl = useIntl();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ ok: boolean; text: string } | null>(null);
  const send = async () => {
    if (!onSend || sending) return;
    setSending(true);
    const answer = await onSend();
    setSending(false);
    setSent(
      'sentTo' in answer ? { ok: true, text: intl.formatMessage(m.codeSent, { to: answer.sentTo }) } : { ok: false, text: answer.refusal },
    );
  };
  const hintId = `${id}-hint`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {intl.formatMessage(channel === 'totp' ? m.codeTotpLabel : m.codeEmailLabel)}
      </label>
      <div className={centre.inline}>
        <input
          id={id}
          className={styles.input}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          maxLength={6}
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
        />
        {channel === 'email' && onSend ? (
          <button type="button" className={styles.button} onClick={() => void send()} disabled={sending} aria-busy={sending || undefined}>
            {intl.formatMessage(sent?.ok ? m.codeResend : m.codeSend)}
          </button>
        ) : null}
      </div>
      <span id={hintId} className={invalid ? centre.error : styles.hint}>
        {invalid ? intl.formatMessage(m.codeInvalid) : intl.formatMessage(channel === 'totp' ? m.codeTotpHint : m.codeEmailHint)}
      </span>
      {sent ? (
        <span role={sent.ok ? 'status' : 'alert'} className={sent.ok ? styles.hint : centre.error}>
          {sent.text}
        </span>
      ) : null}
    </div>
  );
}
