'use client';
import type { SiteKey } from '@exchange/site-config';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styles from '../components/account.module.css';
import { messages } from '../messages';

/**
 * What every account centre page takes from the app's /myaccount page (decision 1945: one home for the scaffold the
 * security, account and service centres shared).
 */
export interface CentrePageProps {
  site: SiteKey;
  locale: string;
  isLoggedIn: boolean;
  /** Where a visitor logs in. */
  loginHref: string;
}

/** A visitor sees why the page is empty and where to log in (`text`: the centre's own reason). */
export function LoginFirst({ loginHref, text = messages.securityLoginRequired }: { loginHref: string; text?: MessageDescriptor }) {
  const intl = useIntl();
  return (
    <p className={styles.links} data-testid="login-first">
      {intl.formatMessage(text)}{' '}
      <a className={styles.link} href={loginHref}>
        {intl.formatMessage(messages.securityLogin)}
      </a>
    </p>
  );
}

/**
 * The server's own words for a refusal, or null when it gave none (a transport failure, or the client's generic
 * "Unsuccessful response"): the caller wraps them in its centre's sentence ("Not saved: …") or says it failed.
 */
export const serverRefusal = (error: { message?: string } | null | undefined): string | null =>
  error?.message && error.message !== 'Unsuccessful response' ? error.message : null;

/** A refusal in the centre's words: `refused` around the server's text, else `failed`. */
export function refusalText(
  intl: { formatMessage: (d: MessageDescriptor, v?: Record<string, string>) => string },
  error: { message?: string } | null | undefined,
  words: { refused?: MessageDescriptor; failed: MessageDescriptor },
): string {
  const said = serverRefusal(error);
  if (said === null) return intl.formatMessage(words.failed);
  return words.refused ? intl.formatMessage(words.refused, { message: said }) : said;
}
