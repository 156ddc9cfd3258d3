'use client';
import { fundPasswordVerdict, type FundPasswordFrequencyValue } from '@exchange/api';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { centreMessages as m } from '../../centre-messages';
import { fundPasswordFormErrors, type FundPasswordFormError } from '../../rules/fund-password';
import styles from '../account.module.css';
import centre from '../centre.module.css';
import { frequencyLabel } from '../frequency-change-modal/frequency-change-modal';
import { SecurityCodeField, type SecurityCodeFieldProps } from '../security-code-field/security-code-field';

export interface FundPasswordStatus {
  set: boolean;
  totpBound: boolean;
  frequency: FundPasswordFrequencyValue | null;
}

export interface FundPasswordFormProps {
  /** Null while loading. */
  status: FundPasswordStatus | null;
  /** Sets or changes it; resolves to the refusal text, or null on success. */
  onSubmit: (input: { mode: 'set' | 'change'; current: string; next: string; code: string }) => Promise<string | null>;
  onSendCode: NonNullable<SecurityCodeFieldProps['onSend']>;
  onChangeFrequency: () => void;
  /** Localized /myaccount/totp. */
  totpHref: string;
}

const STRENGTH = { weak: m.fundpassStrengthWeak, fair: m.fundpassStrengthFair, strong: m.fundpassStrengthStrong } as const;

/**
 * /myaccount/fundpass_setup (issue 23 item 1, decision 1906): whether a fund password is set and whether 2FA guards
 * it; the set form (new + confirm) or the change form (current + new + confirm), the strength rule shown as the user
 * types, confirmed by the authenticator's code (2FA on) or a mailed code (2FA off); and when withdrawals ask for it
 * (the frequency-change modal of spec 01 §5).
 */
export function FundPasswordForm({ status, onSubmit, onSendCode, onChangeFrequency, totpHref }: FundPasswordFormProps) {
  const intl = useIntl();
  const id = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [code, setCode] = useState('');
  const [shown, setShown] = useState<FundPasswordFormError[]>([]);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  if (status === null) return <p role="status">{intl.formatMessage(m.fundpassLoading)}</p>;
  const mode = status.set ? 'change' : 'set';
  const verdict = fundPasswordVerdict(next);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = fundPasswordFormErrors({ mode, current, next, confirm, code });
    setShown(errors);
    if (errors.length > 0 || busy) return;
    setBusy(true);
    const refusal = await onSubmit({ mode, current, next, code: code.trim() });
    setBusy(false);
    setOutcome(refusal === null ? { ok: true, text: intl.formatMessage(m.fundpassSaved) } : { ok: false, text: refusal });
    if (refusal === null) {
      setCurrent('');
      setNext('');
      setConfirm('');
      setCode('');
      setShown([]);
    }
  };

  const password = (key: 'current' | 'next' | 'confirm', label: string, value: string, set: (v: string) => void, error?: string) => (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`${id}-${key}`}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        type="password"
        className={styles.input}
        autoComplete={key === 'current' ? 'off' : 'new-password'}
        value={value}
        aria-invalid={shown.includes(key) || undefined}
        aria-describedby={`${id}-${key}-note`}
        onChange={(event) => set(event.target.value)}
      />
      {key === 'next' ? (
        <>
          <div className={centre.meter} data-strength={verdict.strength} aria-hidden="true">
            <span />
            <span />
            <span />
          </div>
          <span id={`${id}-${key}-note`} className={shown.includes('next') ? centre.error : styles.hint}>
            {verdict.strength === 'empty'
              ? intl.formatMessage(m.fundpassRulesLabel)
              : intl.formatMessage(m.fundpassStrength, { strength: intl.formatMessage(STRENGTH[verdict.strength]) })}
          </span>
          <ul className={centre.rules} aria-label={intl.formatMessage(m.fundpassRulesLabel)}>
            <li data-met={!verdict.missing.includes('length')}>{intl.formatMessage(m.fundpassRuleLength)}</li>
            <li data-met={!verdict.missing.includes('letter')}>{intl.formatMessage(m.fundpassRuleLetter)}</li>
            <li data-met={!verdict.missing.includes('digit')}>{intl.formatMessage(m.fundpassRuleDigit)}</li>
          </ul>
        </>
      ) : (
        <span id={`${id}-${key}-note`} className={centre.error}>
          {shown.includes(key) ? error : null}
        </span>
      )}
    </div>
  );

  return (
    <div className={centre.stack}>
      <section className={centre.card} aria-labelledby={`${id}-status`} data-testid="fundpass-status">
        <div className={centre.status}>
          <div className={centre.statusText}>
            <h2 id={`${id}-status`} className={centre.cardHeading} style={{ marginBlockEnd: 0 }}>
              {intl.formatMessage(status.set ? m.fundpassStatusSet : m.fundpassStatusUnset)}
            </h2>
            <span className={styles.rowValue}>{intl.formatMessage(status.set ? m.fundpassStatusSetBody : m.fundpassStatusUnsetBody)}</span>
          </div>
          <span className={`${centre.badge} ${status.totpBound ? centre.ok : centre.warn}`}>
            {intl.formatMessage(status.totpBound ? m.fundpassTwoFactorOn : m.fundpassTwoFactorOff)}
          </span>
          <a className={styles.link} href={totpHref}>
            {intl.formatMessage(m.fundpassTwoFactorLink)}
          </a>
        </div>
      </section>

      <section className={centre.card} aria-labelledby={`${id}-form`}>
        <h2 id={`${id}-form`} className={centre.cardHeading}>
          {intl.formatMessage(mode === 'set' ? m.fundpassSetHeading : m.fundpassChangeHeading)}
        </h2>
        <form className={centre.form} onSubmit={(event) => void submit(event)} noValidate>
          {outcome ? (
            <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? centre.success : centre.alert}>
              {outcome.text}
            </p>
          ) : null}
          {mode === 'change'
            ? password('current', intl.formatMessage(m.fundpassCurrent), current, setCurrent, intl.formatMessage(m.fundpassCurrentMissing))
            : null}
          {password('next', intl.formatMessage(m.fundpassNew), next, setNext)}
          {password('confirm', intl.formatMessage(m.fundpassConfirm), confirm, setConfirm, intl.formatMessage(m.fundpassMismatch))}
          <SecurityCodeField
            id={`${id}-code`}
            channel={status.totpBound ? 'totp' : 'email'}
            value={code}
            onChange={setCode}
            onSend={onSendCode}
            invalid={shown.includes('code')}
          />
          <button type="submit" className={centre.primary} disabled={busy} aria-busy={busy || undefined}>
            {intl.formatMessage(mode === 'set' ? m.fundpassSubmitSet : m.fundpassSubmitChange)}
          </button>
        </form>
      </section>

      <section className={centre.card} aria-labelledby={`${id}-frequency`} data-testid="fundpass-frequency">
        <h2 id={`${id}-frequency`} className={centre.cardHeading}>
          {intl.formatMessage(m.fundpassFrequencyHeading)}
        </h2>
        {status.set ? (
          <div className={centre.status}>
            <span className={centre.statusText}>
              {intl.formatMessage(m.fundpassFrequencyCurrent, {
                frequency: intl.formatMessage(frequencyLabel[status.frequency ?? 1]),
              })}
            </span>
            <button type="button" className={styles.button} onClick={onChangeFrequency}>
              {intl.formatMessage(m.fundpassFrequencyChange)}
            </button>
          </div>
        ) : (
          <p className={styles.hint}>{intl.formatMessage(m.fundpassFrequencyNeedsSet)}</p>
        )}
      </section>
    </div>
  );
}
