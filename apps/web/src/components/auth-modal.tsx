'use client';
import { useExchangeClient } from '@exchange/api';
import { MicroAppHost, microAppBase, microAppEntryUrl, type MicroAppProps } from '@exchange/micro-app';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { pageMessages, shellMessages } from '@/messages';
import { LOGIN_EXPECTED_VERSION, LOGIN_MICRO_APP, LOGIN_SUCCESS_EVENT } from './auth-micro-app';
import styles from './auth-modal.module.css';

export type AuthModalType = 'login' | 'signup';

export interface AuthModalProps {
  /** Spec 01 §3: the modal type; null: closed. */
  modal: AuthModalType | null;
  onModalChange: (modal: AuthModalType | null) => void;
  locale: string;
  languagePrefix: string;
  theme: MicroAppProps['theme'];
  /** Spec 03 §3, §6: the site's third-party sign-in methods. */
  authorizedLogin: readonly string[];
  /** The sandbox's consent page; null with a real exchange. */
  consentPath: string | null;
  /** The full pages the micro-app degrades to. */
  loginHref: string;
  signupHref: string;
}

/**
 * The header's "Log In" / "Sign Up" modal (spec 01 §3, issue 23 item 2): the login micro-app in a native modal
 * dialog with the modal type, its visibility and the `header` channel; a sign-in closes it and the page becomes the
 * logged-in page in place (client answers dropped, reads revalidated, server components refreshed), without leaving it.
 */
export function AuthModal({
  modal,
  onModalChange,
  locale,
  languagePrefix,
  theme,
  authorizedLogin,
  consentPath,
  loginHref,
  signupHref,
}: AuthModalProps) {
  const intl = useIntl();
  const router = useRouter();
  const client = useExchangeClient();
  const { mutate } = useSWRConfig();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const open = modal !== null;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const onSuccess = () => {
      client.clearCache();
      void mutate(() => true);
      router.refresh();
      onModalChange(null);
    };
    const onClose = () => onModalChange(null);
    element.addEventListener(LOGIN_SUCCESS_EVENT, onSuccess);
    element.addEventListener('close', onClose);
    return () => {
      element.removeEventListener(LOGIN_SUCCESS_EVENT, onSuccess);
      element.removeEventListener('close', onClose);
    };
  }, [client, mutate, router, onModalChange]);

  const providerList = authorizedLogin.join(',');
  const kind = modal ?? 'login';
  const props = useMemo<MicroAppProps>(
    () => ({
      locale,
      languagePrefix,
      theme,
      limitFlags: {},
      extra: { modal: kind, visible: open, channel: 'header', providers: providerList, consentPath },
    }),
    [locale, languagePrefix, theme, kind, open, providerList, consentPath],
  );
  const title = intl.formatMessage(kind === 'login' ? pageMessages.loginTitle : pageMessages.signupTitle);

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} data-auth-modal={kind}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button
          type="button"
          className={styles.close}
          onClick={() => onModalChange(null)}
          aria-label={intl.formatMessage(shellMessages.authModalClose)}
        >
          ×
        </button>
      </div>
      <MicroAppHost
        name={LOGIN_MICRO_APP}
        title={title}
        entryUrl={microAppEntryUrl(microAppBase(process.env['NEXT_PUBLIC_MICRO_APP_BASE']), LOGIN_MICRO_APP)}
        expectedVersion={LOGIN_EXPECTED_VERSION}
        fullPageHref={kind === 'login' ? loginHref : signupHref}
        props={props}
        hidden={!open}
      />
      <button type="button" className={styles.switch} onClick={() => onModalChange(kind === 'login' ? 'signup' : 'login')}>
        {intl.formatMessage(kind === 'login' ? pageMessages.noAccount : pageMessages.haveAccount)}
      </button>
    </dialog>
  );
}
