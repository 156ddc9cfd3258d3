'use client';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { securityMessages as m } from '../../security-messages';
import styles from '../account.module.css';

export interface PasswordChangeProps {
  /** Changes the password; resolves to the refusal text, or null on success. */
  onSubmit: (input: { password: string; newPassword: string }) => Promise<string | null>;
}

/** The login-password change on /myaccount/security (issue 23 item 5): current and new password, checked before sending. */
export function PasswordChange({ onSubmit }: PasswordChangeProps) {
  const intl = useIntl();
  const id = useId();
  const [password, setPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [invalid, setInvalid] = useState<{ current?: boolean; next?: boolean }>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { current: password === '', next: newPassword.length < 8 };
    setInvalid(found);
    if (found.current || found.next || busy) return;
    setBusy(true);
    const refusal = await onSubmit({ password, newPassword });
    setBusy(false);
    setOutcome(refusal === null ? { ok: true, text: intl.formatMessage(m.passwordChanged) } : { ok: false, text: refusal });
    if (refusal === null) {
      setPassword('');
      setNewPassword('');
    }
  };

  const field = (key: 'current' | 'next', label: string, error: string, value: string, set: (v: string) => void) => (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`${id}-${key}`}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        type="password"
        className={styles.input}
        autoComplete={key === 'current' ? 'current-password' : 'new-password'}
        value={value}
        aria-invalid={invalid[key] || undefined}
        aria-describedby={invalid[key] ? `${id}-${key}-error` : undefined}
        onChange={(event) => set(event.target.value)}
      />
      {invalid[key] ? (
        <span id={`${id}-${key}-error`} className={styles.hint} style={{ color: 'var(--chakra-colors-fg-error)' }}>
          {error}
        </span>
      ) : null}
    </div>
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-heading`} style={{ maxInlineSize: '32rem', marginBlockStart: 24 }}>
      <h2 id={`${id}-heading`} style={{ fontSize: '1.125rem', marginBlock: '0 8px' }}>
        {intl.formatMessage(m.passwordHeading)}
      </h2>
      {field('current', intl.formatMessage(m.passwordCurrent), intl.formatMessage(m.passwordCurrentMissing), password, setPassword)}
      {field('next', intl.formatMessage(m.passwordNew), intl.formatMessage(m.passwordNewInvalid), newPassword, setNewPassword)}
      {outcome ? <p role={outcome.ok ? 'status' : 'alert'}>{outcome.text}</p> : null}
      <button type="submit" className={styles.button} disabled={busy}>
        {intl.formatMessage(m.passwordSubmit)}
      </button>
    </form>
  );
}
