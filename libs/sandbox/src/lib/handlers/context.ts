import type { EndpointName } from '@exchange/api';
import type { SandboxAccount, SandboxSession } from '../accounts/account-store';
import type { RelyingParty } from '../accounts/passkeys';
import type { PersonaName } from '../personas';
import type { Persona, PersonaAccount } from '../personas/persona';
import type { BodyStyle } from '../rules/fault-bodies';
import type { SessionState } from '../state/session-state';

/** What a responder sees of one request. */
export interface SandboxContext {
  personaName: PersonaName;
  persona: Persona;
  /** The persona's account when the request is logged in (uid + nickname cookies), else null. */
  account: PersonaAccount | null;
  state: SessionState;
  /** Query (GET) or body (POST) fields, plus path parameters. */
  input: Record<string, unknown>;
  secure: boolean;
  /** When the request arrived (epoch ms). */
  now: number;
  /** The request's language (Accept-Language, sent by the api transport): the sandbox's own words come in it. */
  locale?: string;
  /** The csrftoken request header and cookie (decision 0812 double submit), for the writes that check them. */
  csrf?: { header: string | null; cookie: string | null };
  /** Issue 23: the signed-in session (sandbox_session cookie) and its account; absent in tests that build a context by hand. */
  auth?: SandboxAuth;
  /** Issue 23 item 4: the WebAuthn relying party of the request (its host); absent in tests that build a context by hand. */
  relyingParty?: RelyingParty;
}

export interface SandboxAuth {
  /** The live session this request carries, or null (none, unknown or signed out). */
  session: SandboxSession | null;
  /** The account behind the request: the session's, else (persona cookies) the persona's; null when logged out. */
  account: () => SandboxAccount | null;
  userAgent: string;
}

export interface SandboxAnswer {
  body: unknown;
  /** Set-Cookie values to send. */
  cookies?: string[];
  /** A write: the new per-browser state. */
  update?: (state: SessionState) => SessionState;
  /** HTTP status (default 200) and extra headers, e.g. 429 with Retry-After. */
  status?: number;
  headers?: Readonly<Record<string, string>>;
}

export type Responder = (context: SandboxContext) => SandboxAnswer;
/** The WebAuthn checks (issue 23 item 4, decision 1865) answer a promise (@simplewebauthn/server is asynchronous). */
export type AsyncResponder = (context: SandboxContext) => Promise<SandboxAnswer>;
export type AsyncEndpointName = 'passkeyRegisterOptions' | 'passkeyRegister' | 'passkeyLoginOptions' | 'passkeyLogin';
/** Every declared call has a responder: the compiler checks the map is complete. */
export type ResponderMap = { [N in EndpointName]: N extends AsyncEndpointName ? AsyncResponder : Responder };

/** How each call says "no" (see refusalBody); calls not listed use the code envelope. */
export const BODY_STYLES: Partial<Record<EndpointName, BodyStyle>> = {
  fundPasswordFrequencySave: 'result',
  footerTips: 'resMsg',
  commonConfig: 'static',
  downloadLinks: 'static',
};

export const bodyStyleOf = (name: EndpointName): BodyStyle => BODY_STYLES[name] ?? 'envelope';

export const ok = (data: unknown): SandboxAnswer => ({ body: { code: 0, message: 'success', data } });
export const raw = (body: unknown): SandboxAnswer => ({ body });
export const refuse = (code: number, message: string): SandboxAnswer => ({ body: { code, message, data: null } });
