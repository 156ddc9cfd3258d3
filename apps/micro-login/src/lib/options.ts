import type { MicroAppProps } from './contract';
import { PROVIDER_NAMES } from './texts';

export type ModalType = 'login' | 'signup';
export type ConsentResult = { provider: string; granted: boolean } | null;

/** What the host passes in `extra` (decision 1120), read defensively: anything unexpected falls back. */
export interface LoginOptions {
  /** Spec 01 §3, §4: the modal type. */
  modal: ModalType;
  /** Spec 01 §3, §4: hidden keeps what was typed but shows nothing. */
  visible: boolean;
  /** Spec 01 §3, §4: where the modal was opened from (`page`, `header`, …); reported back on success. */
  channel: string;
  /** Spec 03 §3, §6: the site's third-party sign-in methods, known ones only, in the host's order. */
  providers: readonly string[];
  /** The consent page (sandbox) the third-party buttons go through; null: no third-party buttons. */
  consentPath: string | null;
  /** The consent page's answer the host read from its URL. */
  consent: ConsentResult;
}

const CHANNEL = /^[a-z][a-z0-9_-]{0,30}$/;
const CONSENT_PATH = /^\/[A-Za-z0-9/_-]*$/;

const providerOf = (value: unknown): string | null =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(PROVIDER_NAMES, value) ? value : null;

export function readOptions(props: MicroAppProps): LoginOptions {
  const extra = props.extra;
  const providersRaw = typeof extra['providers'] === 'string' ? extra['providers'] : '';
  const providers = [...new Set(providersRaw.split(',').map((p) => p.trim()))].filter((p) => providerOf(p) !== null);
  const consentPath = extra['consentPath'];
  const consentProvider = providerOf(extra['consentProvider']);
  const consentResult = extra['consentResult'];
  return {
    modal: extra['modal'] === 'signup' ? 'signup' : 'login',
    visible: extra['visible'] !== false,
    channel: typeof extra['channel'] === 'string' && CHANNEL.test(extra['channel']) ? extra['channel'] : 'page',
    providers,
    consentPath: typeof consentPath === 'string' && CONSENT_PATH.test(consentPath) && !consentPath.startsWith('//') ? consentPath : null,
    consent:
      consentProvider !== null && providers.includes(consentProvider) && (consentResult === 'granted' || consentResult === 'denied')
        ? { provider: consentProvider, granted: consentResult === 'granted' }
        : null,
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 8;

/** The same checks as the app's plain form (decision 0003). */
export function validateCredentials(email: string, password: string): { email: boolean; password: boolean } {
  return { email: !EMAIL.test(email.trim()), password: password.length < MIN_PASSWORD_LENGTH };
}
