'use client';
import { ModalDialog } from '@exchange/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../../messages';
import { acceptsSubmission, canConfirmFundPassword } from '../../rules/fund-password';
import styles from '../account.module.css';

export interface FundPasswordModalProps {
  open: boolean;
  /** ×, Escape, the backdrop or Cancel. */
  onClose: () => void;
  /** The entered password; called at most once per 1500 ms (spec 01 §5). The owner closes the modal. */
  onConfirm: (password: string) => void;
  /** Localized `/myaccount/fundpass_setup` and `/myaccount/totp` (spec 01 §5). */
  setupHref: string;
  totpHref: string;
  /** A submission is in flight: Confirm shows a spinner. */
  busy?: boolean;
  /** The clock (tests). */
  now?: () => number;
}

/**
 * Spec 01 §5 fund-password modal, for fund operations such as the chart's quick order: Confirm stays disabled
 * until a password is entered; a submission is debounced to 1500 ms (leading edge, decision 0910). Opened by the
 * user's own action, so it is not in the overlay queue; the native ModalDialog shell.
 */
export function FundPasswordModal({ open, onClose, onConfirm, setupHref, totpHref, busy = false, now = Date.now }: FundPasswordModalProps) {
  const intl = useIntl();
  const inputId = useId();
  const [password, setPassword] = useState('');
  const lastAccepted = useRef<number | null>(null);
  const ready = canConfirmFundPassword(password);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || busy) return;
    const at = now();
    if (!acceptsSubmission(lastAccepted.current, at)) return;
    lastAccepted.current = at;
    onConfirm(password);
  };

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      onSubmit={submit}
      title={intl.formatMessage(messages.fundPasswordTitle)}
      closeLabel={intl.formatMessage(messages.close)}
      closeOnBackdrop={false}
      data-testid="fund-password-modal"
      actions={[
        { label: intl.formatMessage(messages.fundPasswordCancel), onClick: onClose, variant: 'outline' },
        { label: intl.formatMessage(messages.fundPasswordConfirm), type: 'submit', disabled: !ready, loading: busy },
      ]}
    >
      <div className={styles.field}>
        <label className={styles.label} htmlFor={inputId}>
          {intl.formatMessage(messages.fundPasswordLabel)}
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="password"
          autoComplete="off"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoFocus
        />
      </div>
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
