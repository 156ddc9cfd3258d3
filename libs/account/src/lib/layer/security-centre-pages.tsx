'use client';
import { useChangePassword, useSessionList, useSessionRevoke, useTotpDisable, useTotpEnable, useTotpSetup } from '@exchange/api';
import { getSiteConfig, type SiteKey } from '@exchange/site-config';
import { useIntl, type IntlShape } from 'react-intl';
import styles from '../components/account.module.css';
import { PasswordChange } from '../components/password-change/password-change';
import { SessionList } from '../components/session-list/session-list';
import { TotpSetup } from '../components/totp-setup/totp-setup';
import { messages } from '../messages';
import { securityMessages as m } from '../security-messages';

export interface SecurityCentrePageProps {
  site: SiteKey;
  isLoggedIn: boolean;
  /** Where a visitor logs in. */
  loginHref: string;
}

const refusal = (intl: IntlShape, error: { message?: string } | null | undefined): string =>
  error?.message ? intl.formatMessage(m.refused, { message: error.message }) : intl.formatMessage(m.failed);

function LoginFirst({ loginHref }: { loginHref: string }) {
  const intl = useIntl();
  return (
    <p className={styles.links}>
      {intl.formatMessage(messages.securityLoginRequired)}{' '}
      <a className={styles.link} href={loginHref}>
        {intl.formatMessage(messages.securityLogin)}
      </a>
    </p>
  );
}

/** /myaccount/totp (issue 23 item 3): the issuer is the site's `totpName` (spec 03 §3). */
export function TotpPage({ site, isLoggedIn, loginHref }: SecurityCentrePageProps) {
  const intl = useIntl();
  const setup = useTotpSetup(getSiteConfig(site).totpName, { enabled: isLoggedIn });
  const enable = useTotpEnable();
  const disable = useTotpDisable();
  if (!isLoggedIn) return <LoginFirst loginHref={loginHref} />;
  const enabled = setup.data?.enabled === true;
  return (
    <>
      <TotpSetup
        setup={setup.data ?? null}
        loading={setup.isLoading}
        onSubmit={async (code) => {
          const result = enabled ? await disable.trigger({ code }) : await enable.trigger({ code });
          return result.ok ? null : refusal(intl, result.error);
        }}
      />
      <p role="status" className={styles.hint}>
        {setup.data ? intl.formatMessage(enabled ? m.totpEnabled : m.totpDisabled) : null}
      </p>
    </>
  );
}

/** /myaccount/security_device (issue 23 item 5): sessions with revocation, and the log-in history. */
export function SecurityDevicePage({ isLoggedIn, loginHref }: SecurityCentrePageProps) {
  const intl = useIntl();
  const sessions = useSessionList({ enabled: isLoggedIn });
  const revoke = useSessionRevoke();
  if (!isLoggedIn) return <LoginFirst loginHref={loginHref} />;
  return (
    <SessionList
      sessions={sessions.data ?? []}
      loading={sessions.isLoading}
      onRevoke={async (id) => {
        const result = await revoke.trigger({ id });
        return result.ok ? null : refusal(intl, result.error);
      }}
    />
  );
}

/** The login-password change on /myaccount/security (issue 23 item 5); a visitor sees nothing (the page says log in). */
export function PasswordChangeSection({ isLoggedIn }: Pick<SecurityCentrePageProps, 'isLoggedIn'>) {
  const intl = useIntl();
  const change = useChangePassword();
  if (!isLoggedIn) return null;
  return (
    <PasswordChange
      onSubmit={async (input) => {
        const result = await change.trigger(input);
        return result.ok ? null : refusal(intl, result.error);
      }}
    />
  );
}
