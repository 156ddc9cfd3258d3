'use client';
import { kycLevelLabel, useKycStatus, useSubUserType, useUserInfo } from '@exchange/api';
import { localizeHref } from '@exchange/i18n';
import type { SiteKey } from '@exchange/site-config';
import { useIntl } from 'react-intl';
import styles from '../components/account.module.css';
import { SecuritySettings } from '../components/security-settings/security-settings';
import { messages } from '../messages';
import { subAccountKind, subAccountPurpose } from '../rules/sub-account';
import { useFrequencySetting } from './use-frequency-setting';

export interface AccountSecurityPageProps {
  site: SiteKey;
  locale: string;
  isLoggedIn: boolean;
  /** Where a visitor logs in. */
  loginHref: string;
}

/**
 * /myaccount/security (issue 10): the security settings with the fund-password frequency read from GET
 * get_user_frequency, changed in the frequency-change modal and saved with POST /json_svr/query_safe (form-encoded,
 * csrftoken header: the api's transport). A failure toasts the server's message, or "Error" (spec 01 §8), and keeps
 * the form as typed; a success toasts, closes the modal and the read refreshes.
 */
export function AccountSecurityPage({ site, locale, isLoggedIn, loginHref }: AccountSecurityPageProps) {
  const intl = useIntl();
  const href = (path: string) => localizeHref({ site, locale, path });
  const setupHref = href('/myaccount/fundpass_setup');
  const totpHref = href('/myaccount/totp');
  const frequency = useFrequencySetting({ isLoggedIn, setupHref, totpHref });
  const kyc = useKycStatus({ enabled: isLoggedIn });
  const user = useUserInfo({ enabled: isLoggedIn });
  const isSub = isLoggedIn && user.data?.is_sub === true && user.data.uid !== '';
  const subType = useSubUserType(isSub && user.data ? user.data.uid : null);

  if (!isLoggedIn) {
    return (
      <p className={styles.links}>
        {intl.formatMessage(messages.securityLoginRequired)}{' '}
        <a className={styles.link} href={loginHref}>
          {intl.formatMessage(messages.securityLogin)}
        </a>
      </p>
    );
  }

  return (
    <>
      <SecuritySettings
        frequency={frequency.current}
        loading={frequency.loading}
        kycLevel={kyc.data ? kycLevelLabel(kyc.data.kyc_status) : null}
        subAccount={
          isSub && subType.data ? { kind: subAccountKind(subType.data.type), purpose: subAccountPurpose(subType.data.sub_type) } : null
        }
        hrefs={{
          fundpassSetup: setupHref,
          totp: totpHref,
          kyc: href('/myaccount/kyc_home'),
          passkeys: href('/myaccount/passkey-manager'),
          devices: href('/myaccount/security_device'),
          antiPhishing: href('/myaccount/anti_phishing'),
        }}
        onChangeFrequency={frequency.open}
      />
      {frequency.modal}
    </>
  );
}
