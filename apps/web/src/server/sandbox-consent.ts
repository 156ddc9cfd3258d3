import 'server-only';
import { isSitePath } from '@exchange/site-config';

/** The third-party sign-in methods of spec 03 §3 (`authorizedLogin`) the sandbox's consent page knows, with their names. */
export const CONSENT_PROVIDERS: Readonly<Record<string, string>> = {
  google: 'Google',
  metamask: 'MetaMask',
  apple: 'Apple',
  gateio: 'Gate.io',
};

/** The sandbox's stand-in for a provider's consent screen (decision 1120). */
export const SANDBOX_CONSENT_PATH = '/_sandbox/consent';

export type ConsentPage =
  { kind: 'ask'; provider: string; providerName: string; allowHref: string; denyHref: string } | { kind: 'invalid'; backHref: string };

const one = (value: string | string[] | undefined): string | null => (typeof value === 'string' ? value : null);

const withAnswer = (target: string, provider: string, answer: 'granted' | 'denied'): string => {
  const [path = '/', query = ''] = target.split('?');
  const params = new URLSearchParams(query);
  params.set('consent_provider', provider);
  params.set('consent', answer);
  return `${path}?${params.toString()}`;
};

/**
 * `/_sandbox/consent?provider=<method>&return=<internal path>`: Allow and Deny go back to `return` with
 * `consent_provider` and `consent=granted|denied`. An unknown method or a `return` that is not an internal path
 * (the one safe-redirect check) gives the invalid page with a link home.
 */
export function consentPage(query: Readonly<Record<string, string | string[] | undefined>>): ConsentPage {
  const provider = one(query['provider']);
  const requested = one(query['return']);
  const target = isSitePath(requested) ? requested : null;
  if (provider === null || !Object.prototype.hasOwnProperty.call(CONSENT_PROVIDERS, provider) || target === null)
    return { kind: 'invalid', backHref: '/' };
  return {
    kind: 'ask',
    provider,
    providerName: CONSENT_PROVIDERS[provider] ?? provider,
    allowHref: withAnswer(target, provider, 'granted'),
    denyHref: withAnswer(target, provider, 'denied'),
  };
}
