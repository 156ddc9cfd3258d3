'use client';
import type { FundPasswordFrequencyValue } from '@exchange/api';
import { useIntl } from 'react-intl';
import { messages } from '../../messages';
import type { SubAccountKind, SubAccountPurpose } from '../../rules/sub-account';
import styles from '../account.module.css';
import { frequencyLabel } from '../frequency-change-modal/frequency-change-modal';

export interface SecuritySettingsProps {
  /** The fund-password frequency; null: no fund password set (or the read failed). */
  frequency: FundPasswordFrequencyValue | null;
  /** Still reading the frequency. */
  loading?: boolean;
  /** The KYC level label (@exchange/api's kycLevelLabel), or null to leave the row out. */
  kycLevel: string | null;
  /** The sub-account's type, for a sub-account; null for a main account. */
  subAccount: { kind: SubAccountKind; purpose: SubAccountPurpose } | null;
  hrefs: { fundpassSetup: string; totp: string; kyc: string; passkeys?: string; devices?: string; antiPhishing?: string };
  onChangeFrequency: () => void;
}

const subKindLabel = { normal: messages.securitySubNormal, managed: messages.securitySubManaged, unknown: messages.securitySubUnknown };
const subPurposeLabel = { bugs: messages.securitySubBugs, 'asset-management': messages.securitySubAssetManagement };

/** The security page's list: fund password, its frequency (spec 01 §5), 2FA, KYC level and the sub-account type (03 §6). */
export function SecuritySettings({ frequency, loading = false, kycLevel, subAccount, hrefs, onChangeFrequency }: SecuritySettingsProps) {
  const intl = useIntl();
  const isSet = frequency !== null;
  const row = (title: string, value: string, action: React.ReactNode, testId: string) => (
    <li className={styles.row} data-testid={testId}>
      <div className={styles.rowText}>
        <h3 className={styles.rowTitle}>{title}</h3>
        <span className={styles.rowValue}>{value}</span>
      </div>
      {action}
    </li>
  );
  const loadingText = intl.formatMessage(messages.securityLoading);
  return (
    <section aria-labelledby="account-security-heading">
      <h2 id="account-security-heading" className={styles.legend}>
        {intl.formatMessage(messages.securityHeading)}
      </h2>
      <ul className={styles.list}>
        {row(
          intl.formatMessage(messages.securityFundPassword),
          loading ? loadingText : intl.formatMessage(isSet ? messages.securityFundPasswordSet : messages.securityFundPasswordUnset),
          <a className={styles.button} href={hrefs.fundpassSetup}>
            {intl.formatMessage(isSet ? messages.securityFundPasswordReset : messages.securityFundPasswordSetUp)}
          </a>,
          'security-fund-password',
        )}
        {row(
          intl.formatMessage(messages.securityFrequency),
          loading ? loadingText : isSet ? intl.formatMessage(frequencyLabel[frequency]) : '—',
          <button type="button" className={styles.button} onClick={onChangeFrequency} disabled={!isSet || loading}>
            {intl.formatMessage(messages.securityFrequencyChange)}
          </button>,
          'security-frequency',
        )}
        {row(
          intl.formatMessage(messages.securityTotp),
          '',
          <a className={styles.button} href={hrefs.totp}>
            {intl.formatMessage(messages.securityTotpManage)}
          </a>,
          'security-totp',
        )}
        {hrefs.passkeys
          ? row(
              intl.formatMessage(messages.securityPasskeys),
              intl.formatMessage(messages.securityPasskeysHint),
              <a className={styles.button} href={hrefs.passkeys}>
                {intl.formatMessage(messages.securityPasskeysManage)}
              </a>,
              'security-passkeys',
            )
          : null}
        {hrefs.antiPhishing
          ? row(
              intl.formatMessage(messages.securityAntiPhishing),
              intl.formatMessage(messages.securityAntiPhishingHint),
              <a className={styles.button} href={hrefs.antiPhishing}>
                {intl.formatMessage(messages.securityTotpManage)}
              </a>,
              'security-anti-phishing',
            )
          : null}
        {hrefs.devices
          ? row(
              intl.formatMessage(messages.securityDevices),
              intl.formatMessage(messages.securityDevicesHint),
              <a className={styles.button} href={hrefs.devices}>
                {intl.formatMessage(messages.securityDevicesManage)}
              </a>,
              'security-devices',
            )
          : null}
        {kycLevel !== null
          ? row(
              intl.formatMessage(messages.securityKyc),
              intl.formatMessage(messages.securityKycLevel, { level: kycLevel }),
              <a className={styles.button} href={hrefs.kyc}>
                {intl.formatMessage(messages.securityKycView)}
              </a>,
              'security-kyc',
            )
          : null}
        {subAccount
          ? row(
              intl.formatMessage(messages.securitySubAccount),
              [
                intl.formatMessage(subKindLabel[subAccount.kind]),
                subAccount.purpose ? intl.formatMessage(subPurposeLabel[subAccount.purpose]) : null,
              ]
                .filter(Boolean)
                .join(' · '),
              null,
              'security-sub-account',
            )
          : null}
      </ul>
    </section>
  );
}
