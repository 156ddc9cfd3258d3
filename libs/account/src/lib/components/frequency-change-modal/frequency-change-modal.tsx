'use client';
import type { FundPasswordFrequencyValue } from '@exchange/api';
import { ModalDialog } from '@exchange/ui';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../../messages';
import { FREQUENCY_CHOICES, canConfirmFrequencyChange } from '../../rules/fund-password';
import styles from '../account.module.css';
import { SecurityCodeField, type SecurityCodeFieldProps } from '../security-code-field/security-code-field';

export interface FrequencyChangeInput {
  frequency: FundPasswordFrequencyValue;
  fundpass: string;
  totp: string;
}

export interface FrequencyChangeModalProps {
  open: boolean;
  onClose: () => void;
  /** The current setting (null: unknown), preselected; "once an hour" when unknown. */
  currentFrequency: FundPasswordFrequencyValue | null;
  /**
   * Save; resolves to true when the server accepted it (the owner closes the modal and says so). On false the
   * owner shows the error toast and everything typed stays in the form (issue 10 "loses nothing the user typed").
   */
  onSave: (input: FrequencyChangeInput) => Promise<boolean>;
  /** Localized `/myaccount/fundpass_setup` and `/myaccount/totp`. */
  setupHref: string;
  totpHref: string;
  /**
   * Decision 1908: with 2FA off (`email`) the code is one mailed on request (`onSendCode`), not the authenticator's.
   * Default `totp`.
   */
  codeChannel?: 'totp' | 'email';
  onSendCode?: SecurityCodeFieldProps['onSend'];
}

export const frequencyLabel = {
  1: messages.frequencyOneHour,
  2: messages.frequencyEveryTime,
  0: messages.frequencyNever,
} as const;

/**
 * Spec 01 §5 frequency-change modal on /myaccount/security: pick 1 once an hour, 2 every time or 0 never, and
 * confirm with the fund password and a 2FA code (Confirm only when both are entered). Opened by the user, so not
 * in the overlay queue.
 */
export function FrequencyChangeModal({
  open,
  onClose,
  currentFrequency,
  onSave,
  setupHref,
  totpHref,
  codeChannel = 'totp',
  onSendCode,
}: FrequencyChangeModalProps) {
  const intl = useIntl();
  const ids = useId();
  const [frequency, setFrequency] = useState<FundPasswordFrequencyValue>(currentFrequency ?? 1);
  const [fundpass, setFundpass] = useState('');
  const [totp, setTotp] = useState('');
  const [saving, setSaving] = useState(false);
  // A fresh form each time it opens (the values survive a failed save while it stays open).
  useEffect(() => {
    if (!open) return;
    setFrequency(currentFrequency ?? 1);
    setFundpass('');
    setTotp('');
  }, [open, currentFrequency]);
  const ready = canConfirmFrequencyChange({ fundpass, totp });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || saving) return;
    setSaving(true);
    try {
      await onSave({ frequency, fundpass, totp: totp.trim() });
    } finally {
      setSaving(false);
    }
  };

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      title={intl.formatMessage(messages.frequencyTitle)}
      closeLabel={intl.formatMessage(messages.close)}
      closeOnBackdrop={false}
      size="md"
      data-testid="frequency-change-modal"
      actions={[
        { label: intl.formatMessage(messages.fundPasswordCancel), onClick: onClose, variant: 'outline' },
        { label: intl.formatMessage(messages.fundPasswordConfirm), type: 'submit', disabled: !ready, loading: saving },
      ]}
    >
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{intl.formatMessage(messages.frequencyLegend)}</legend>
        {FREQUENCY_CHOICES.map((value) => (
          <label key={value} className={styles.choice}>
            <input
              type="radio"
              name={`${ids}-frequency`}
              value={value}
              checked={frequency === value}
              onChange={() => setFrequency(value)}
            />
            {intl.formatMessage(frequencyLabel[value])}
          </label>
        ))}
      </fieldset>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${ids}-fundpass`}>
          {intl.formatMessage(messages.fundPasswordLabel)}
        </label>
        <input
          id={`${ids}-fundpass`}
          className={styles.input}
          type="password"
          autoComplete="off"
          value={fundpass}
          onChange={(event) => setFundpass(event.target.value)}
        />
      </div>
      {codeChannel === 'email' ? (
        <SecurityCodeField id={`${ids}-code`} channel="email" value={totp} onChange={setTotp} onSend={onSendCode} />
      ) : (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${ids}-totp`}>
            {intl.formatMessage(messages.frequencyTotpLabel)}
          </label>
          <input
            id={`${ids}-totp`}
            className={styles.input}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            aria-describedby={`${ids}-totp-hint`}
            value={totp}
            onChange={(event) => setTotp(event.target.value.replace(/\D/g, ''))}
          />
          <span id={`${ids}-totp-hint`} className={styles.hint}>
            {intl.formatMessage(messages.frequencyTotpHint)}
          </span>
        </div>
      )}
      <p className={styles.links}>
        <a className={styles.link} href={setupHref}>
          {intl.formatMessage(messages.fundPasswordForgot)}
        </a>
        <a className={styles.link} href={totpHref}>
          {intl.formatMessage(messages.fundPasswordTotp)}
        </a>
      </p>
    </ModalDialog>
  );
}
