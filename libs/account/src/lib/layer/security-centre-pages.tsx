'use client';
import {
  useAntiPhishing,
  useAntiPhishingSave,
  useChangePassword,
  usePasskeyList,
  usePasskeyRegister,
  usePasskeyRegisterOptions,
  usePasskeyRemove,
  usePasskeyRename,
  useSessionList,
  useSessionRevoke,
  useTotpDisable,
  useTotpEnable,
  useTotpSetup,
} from '@exchange/api';
import { getSiteConfig } from '@exchange/site-config';
import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import { useEffect, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import styles from '../components/account.module.css';
import { AntiPhishingForm } from '../components/anti-phishing-form/anti-phishing-form';
import { PasskeyManager } from '../components/passkey-manager/passkey-manager';
import { PasswordChange } from '../components/password-change/password-change';
import { SessionList } from '../components/session-list/session-list';
import { TotpSetup } from '../components/totp-setup/totp-setup';
import { deviceLabel } from '../rules/device-label';
import { securityMessages as m } from '../security-messages';
import { LoginFirst, refusalText, type CentrePageProps } from './centre-page';

export type SecurityCentrePageProps = Pick<CentrePageProps, 'site' | 'isLoggedIn' | 'loginHref'>;

const refusal = (intl: IntlShape, error: { message?: string } | null | undefined): string => refusalText(intl, error, m);

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

/**
 * /myaccount/passkey-manager (issue 23 item 4, decision 1865): list, add (options from the exchange, the browser's
 * WebAuthn prompt through @simplewebauthn/browser, the attestation verified by the exchange), rename and remove.
 */
export function PasskeyManagerPage({ isLoggedIn, loginHref }: SecurityCentrePageProps) {
  const intl = useIntl();
  const list = usePasskeyList({ enabled: isLoggedIn });
  const options = usePasskeyRegisterOptions();
  const register = usePasskeyRegister();
  const rename = usePasskeyRename();
  const remove = usePasskeyRemove();
  // WebAuthn is known on the client only: the server render shows the add form, the check runs after hydration.
  const [supported, setSupported] = useState(true);
  const [defaultName, setDefaultName] = useState('');
  useEffect(() => {
    setSupported(browserSupportsWebAuthn());
    setDefaultName(intl.formatMessage(m.passkeysNameDefault, { ...deviceLabel(navigator.userAgent) }));
  }, [intl]);
  if (!isLoggedIn) return <LoginFirst loginHref={loginHref} />;
  return (
    <PasskeyManager
      key={defaultName}
      passkeys={list.data ?? []}
      loading={list.isLoading}
      supported={supported}
      defaultName={defaultName}
      onAdd={async (name) => {
        const asked = await options.trigger(undefined);
        if (!asked.ok || asked.data === null) return refusal(intl, asked.error);
        let response: Record<string, unknown>;
        try {
          response = { ...(await startRegistration({ optionsJSON: asked.data as never })) };
        } catch {
          return intl.formatMessage(m.passkeysCancelled);
        }
        const kept = await register.trigger({ response, name });
        return kept.ok ? null : refusal(intl, kept.error);
      }}
      onRename={async (id, name) => {
        const result = await rename.trigger({ id, name });
        return result.ok ? null : refusal(intl, result.error);
      }}
      onRemove={async (id) => {
        const result = await remove.trigger({ id });
        return result.ok ? null : refusal(intl, result.error);
      }}
    />
  );
}

/** /myaccount/anti_phishing (issue 23 item 5, decision 1867): the code every e-mail shows, set with the login password. */
export function AntiPhishingPage({ isLoggedIn, loginHref }: SecurityCentrePageProps) {
  const intl = useIntl();
  const current = useAntiPhishing({ enabled: isLoggedIn });
  const save = useAntiPhishingSave();
  if (!isLoggedIn) return <LoginFirst loginHref={loginHref} />;
  return (
    <AntiPhishingForm
      current={current.isLoading ? null : (current.data?.code ?? '')}
      onSave={async (input) => {
        const result = await save.trigger(input);
        return result.ok ? null : refusal(intl, result.error);
      }}
    />
  );
}
