'use client';
import { ModalDialog, UiLinkBase } from '@exchange/ui';
import { useId } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { messages } from '../../messages';
import type { DepositMethod, DepositMethodId } from '../../rules/deposit-methods';
import styles from './deposit-method-modal.module.css';

export interface DepositMethodModalProps {
  open: boolean;
  onClose: () => void;
  /** On-chain and code deposit (always); `href`s already localised. */
  always: readonly (DepositMethod & { href: string })[];
  /** P2P, credit card and bank card, or empty when the rule hides the section. */
  otherWays: readonly (DepositMethod & { href: string })[];
  /** The fiat named in the other ways' hints. */
  fiat: string;
}

const TEXT: Record<DepositMethodId, { label: MessageDescriptor; hint: MessageDescriptor }> = {
  onChain: { label: messages.methodsOnChain, hint: messages.methodsOnChainHint },
  code: { label: messages.methodsCode, hint: messages.methodsCodeHint },
  p2p: { label: messages.methodsP2p, hint: messages.methodsP2pHint },
  creditCard: { label: messages.methodsCreditCard, hint: messages.methodsCreditCardHint },
  bankCard: { label: messages.methodsBankCard, hint: messages.methodsBankCardHint },
};

/** Spec 02 §4 deposit-method modal: a transient dialog listing the ways to fund the account (the rule chose them). */
export function DepositMethodModal({ open, onClose, always, otherWays, fiat }: DepositMethodModalProps) {
  const intl = useIntl();
  const cryptoId = useId();
  const otherId = useId();
  const list = (methods: readonly (DepositMethod & { href: string })[]) => (
    <ul className={styles.list}>
      {methods.map((method) => (
        <li key={method.id}>
          <UiLinkBase href={method.href} className={styles.link} onClick={onClose}>
            <span className={styles.label}>{intl.formatMessage(TEXT[method.id].label)}</span>
            <span className={styles.hint}>{intl.formatMessage(TEXT[method.id].hint, { fiat })}</span>
          </UiLinkBase>
        </li>
      ))}
    </ul>
  );
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={intl.formatMessage(messages.methodsTitle)}
      closeLabel={intl.formatMessage(messages.methodsClose)}
      size="md"
      data-testid="deposit-method-modal"
    >
      <section className={styles.section} aria-labelledby={cryptoId}>
        <h3 id={cryptoId} className={styles.heading}>
          {intl.formatMessage(messages.methodsCrypto)}
        </h3>
        {list(always)}
      </section>
      {otherWays.length > 0 ? (
        <section className={styles.section} aria-labelledby={otherId}>
          <h3 id={otherId} className={styles.heading}>
            {intl.formatMessage(messages.methodsOtherWays)}
          </h3>
          {list(otherWays)}
        </section>
      ) : null}
    </ModalDialog>
  );
}
