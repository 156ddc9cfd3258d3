'use client';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { checkAntiPhishingCode, maskAntiPhishingCode, type AntiPhishingCheck } from '../../rules/anti-phishing';
import { securityMessages as m } from '../../security-messages';
import styles from '../account.module.css';

export interface AntiPhishingFormProps {
  /** The code in force ('' when none), or null while loading. */
  current: string | null;
  /** Saves the code (the login password confirms it); resolves to the refusal text, or null on success. */
  onSave: (input: { code: string; password: string }) => Promise<string | null>;
}

const problemText: Record<Exclude<AntiPhishingCheck, 'ok'>, typeof m.antiPhishingEmpty> = {
  empty: m.antiPhishingEmpty,
  'too-short': m.antiPhishingLength,
  'too-long': m.antiPhishingLength,
  characters: m.antiPhishingCharacters,
};

/**
 * The anti-phishing code page (issue 23 item 5, decision 1867): what the code is for, the one in force (masked), and
 * a form to set or change it, confirmed with the login password. Every sandbox e-mail shows it on top.
 */
export function AntiPhishingForm({ current, onSave }: AntiPhishingFormProps) {
  const intl = useIntl();
  const id = useId();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<Exclude<AntiPhishingCheck, 'ok'> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const check = checkAntiPhishingCode(code);
    if (check !== 'ok') {
      setInvalid(check);
      document.getElementById(`${id}-code`)?.focus();
      return;
    }
    setInvalid(null);
    setBusy(true);
    setProblem(null);
    const refusal = await onSave({ code: code.trim(), password });
    setBusy(false);
    if (refusal === null) {
      setSaved(code.trim());
      setCode('');
      setPassword('');
    } else setProblem(refusal);
  };

  const inForce = saved ?? current;
  return (
    <section aria-labelledby={`${id}-heading`} style={{ display: 'grid', gap: 16, maxWidth: '40rem' }}>
      <h2 id={`${id}-heading`} style={{ fontSize: '1.125rem', margin: 0 }}>
        {intl.formatMessage(m.antiPhishingHeading)}
      </h2>
      <p className={styles.hint} style={{ margin: 0, fontSize: '0.875rem' }}>
        {intl.formatMessage(m.antiPhishingIntro)}
      </p>
      <p style={{ margin: 0 }} data-testid="anti-phishing-current">
        {inForce === null
          ? intl.formatMessage(m.antiPhishingLoading)
          : inForce === ''
            ? intl.formatMessage(m.antiPhishingNone)
            : intl.formatMessage(m.antiPhishingCurrent, { code: maskAntiPhishingCode(inForce) })}
      </p>
      <form aria-label={intl.formatMessage(m.antiPhishingHeading)} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-code`}>
            {intl.formatMessage(inForce ? m.antiPhishingNewLabel : m.antiPhishingLabel)}
          </label>
          <input
            id={`${id}-code`}
            className={styles.input}
            value={code}
            maxLength={20}
            autoComplete="off"
            dir="ltr"
            aria-invalid={invalid ? true : undefined}
            aria-describedby={`${id}-code-hint`}
            onChange={(event) => setCode(event.target.value)}
          />
          <span id={`${id}-code-hint`} className={styles.hint}>
            {intl.formatMessage(invalid ? problemText[invalid] : m.antiPhishingHint)}
          </span>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-password`}>
            {intl.formatMessage(m.passwordCurrent)}
          </label>
          <input
            id={`${id}-password`}
            className={styles.input}
            type="password"
            value={password}
            autoComplete="current-password"
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        {problem ? <p role="alert">{problem}</p> : null}
        <button type="submit" className={styles.button} disabled={busy}>
          {intl.formatMessage(m.antiPhishingSave)}
        </button>
      </form>
      <p role="status" className={styles.hint}>
        {saved ? intl.formatMessage(m.antiPhishingSaved) : null}
      </p>
    </section>
  );
}
