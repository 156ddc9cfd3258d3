'use client';
import {
  useFundPasswordChange,
  useFundPasswordSet,
  useSubAccountCreate,
  useSubAccountFreeze,
  useSubAccountList,
  useUserInfo,
  useWithdrawSecurity,
} from '@exchange/api';
import { localizeHref } from '@exchange/i18n';
import { useIntl, type IntlShape } from 'react-intl';
import { rememberFundPasswordEntered } from '../browser/fund-password-storage';
import { centreMessages as m } from '../centre-messages';
import { FundPasswordForm } from '../components/fund-password-form/fund-password-form';
import { SubAccountManager } from '../components/sub-account-manager/sub-account-manager';
import { subAccountPageView } from '../rules/sub-account';
import { LoginFirst, refusalText, type CentrePageProps } from './centre-page';
import { useFrequencySetting, useSendSecurityCode } from './use-frequency-setting';

export type AccountCentrePageProps = CentrePageProps;

const refusal = (intl: IntlShape, error: { message?: string } | null | undefined): string => refusalText(intl, error, m);

/**
 * /myaccount/fundpass_setup (issue 23 item 1, decision 1906): set or change the fund password (the one the
 * withdrawal, the frequency save and the quick order check), confirmed by 2FA or a mailed code (decision 1908), and
 * the frequency withdrawals ask for it with (spec 01 §3, §5).
 */
export function FundPasswordSetupPage({ site, locale, isLoggedIn, loginHref }: AccountCentrePageProps) {
  const intl = useIntl();
  const security = useWithdrawSecurity({ enabled: isLoggedIn });
  const set = useFundPasswordSet();
  const change = useFundPasswordChange();
  const sendCode = useSendSecurityCode('fundpass');
  const setupHref = localizeHref({ site, locale, path: '/myaccount/fundpass_setup' });
  const totpHref = localizeHref({ site, locale, path: '/myaccount/totp' });
  const frequency = useFrequencySetting({ isLoggedIn, setupHref, totpHref });
  if (!isLoggedIn) return <LoginFirst loginHref={loginHref} />;
  const data = security.data;
  return (
    <>
      <FundPasswordForm
        status={data ? { set: data.fundpass_set, totpBound: data.totp_bound, frequency: frequency.current ?? data.frequency } : null}
        totpHref={totpHref}
        onSendCode={sendCode}
        onChangeFrequency={frequency.open}
        onSubmit={async ({ mode, current, next, code }) => {
          const result =
            mode === 'set'
              ? await set.trigger({ fundpass: next, code })
              : await change.trigger({ old_fundpass: current, fundpass: next, code });
          if (!result.ok) return refusal(intl, result.error);
          rememberFundPasswordEntered(Date.now());
          return null;
        }}
      />
      {frequency.modal}
    </>
  );
}

/**
 * /myaccount/sub-account-manage (issue 23 item 5, decision 1907): only a main account lists, creates, freezes and
 * unfreezes its sub-accounts; a sub-account sees why it cannot.
 */
export function SubAccountManagePage({ isLoggedIn, loginHref }: AccountCentrePageProps) {
  const intl = useIntl();
  const user = useUserInfo({ enabled: isLoggedIn });
  const isSub = user.data ? user.data.is_sub === true : null;
  const list = useSubAccountList({ enabled: isLoggedIn && isSub === false });
  const create = useSubAccountCreate();
  const freeze = useSubAccountFreeze();
  const view = subAccountPageView({ isLoggedIn, isSub, list: list.data ?? null, failed: list.error !== undefined });
  if (view.kind === 'visitor') return <LoginFirst loginHref={loginHref} />;
  return (
    <SubAccountManager
      view={view}
      subAccounts={list.data?.list ?? []}
      limit={list.data?.limit ?? 0}
      onCreate={async (input) => {
        const result = await create.trigger(input);
        return result.ok ? null : refusal(intl, result.error);
      }}
      onFreeze={async (input) => {
        const result = await freeze.trigger(input);
        return result.ok ? null : refusal(intl, result.error);
      }}
    />
  );
}
