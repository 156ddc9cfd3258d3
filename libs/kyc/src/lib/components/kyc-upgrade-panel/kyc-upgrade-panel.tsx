'use client';
import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { kycMessages } from '../../messages';
import styles from './kyc-upgrade-panel.module.css';

export interface KycUpgradePanelProps {
  /** "Upgrade KYC": the layer decides native app or /myaccount/kyc2 (spec 02 §4). */
  onUpgrade: () => void;
  /** The KYC help-centre article for this sub-site, web or app (spec 02 §2; kycHelpLink). */
  helpHref: string;
  /**
   * Opens the help article instead of the browser (the app's link opener); return true when it handled the click.
   * Without it the link opens in a new tab.
   */
  onOpenHelp?: (href: string) => boolean;
}

/** The KYC landing's upgrade block (/myaccount/kyc_home, spec 02 §2): the upgrade action and the help-centre article. */
export function KycUpgradePanel({ onUpgrade, helpHref, onOpenHelp }: KycUpgradePanelProps) {
  const intl = useIntl();
  const openHelp = (event: MouseEvent<HTMLAnchorElement>) => {
    if (onOpenHelp?.(helpHref)) event.preventDefault();
  };
  return (
    <section className={styles.root} aria-label={intl.formatMessage(kycMessages.upgradePanelLabel)} data-testid="kyc-upgrade-panel">
      <p className={styles.text}>{intl.formatMessage(kycMessages.upgradePanelText)}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.upgrade} onClick={onUpgrade}>
          {intl.formatMessage(kycMessages.upgradePanelUpgrade)}
        </button>
        <a className={styles.help} href={helpHref} target="_blank" rel="noopener noreferrer" onClick={openHelp}>
          {intl.formatMessage(kycMessages.upgradePanelHelp)}
        </a>
      </div>
    </section>
  );
}
