import { cookieText } from '@exchange/site-config';
import type { SandboxExperimentOption } from './sandbox-toolbar';

const COOKIE_NAME = /^[A-Za-z0-9_-]{1,64}$/;
const COOKIE_VALUE = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * The `document.cookie` text that pins `value` for the experiment (site-config's one cookie rule; `secure` on an
 * https page), or null when the name or value is not a plain token (nothing is written then: a toolbar must never
 * write a malformed or injected cookie).
 */
export function experimentOverrideCookie(
  experiment: Pick<SandboxExperimentOption, 'cookie' | 'maxAgeSeconds'>,
  value: string,
  secure = false,
): string | null {
  if (!COOKIE_NAME.test(experiment.cookie) || !COOKIE_VALUE.test(value)) return null;
  return cookieText(experiment.cookie, value, { maxAge: experiment.maxAgeSeconds, secure });
}

/** `path` without the override query `name` (the rest of the query and the hash kept). */
export function withoutQuery(path: string, name: string | undefined): string {
  if (!name) return path;
  const hashAt = path.indexOf('#');
  const hash = hashAt === -1 ? '' : path.slice(hashAt);
  const beforeHash = hashAt === -1 ? path : path.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  if (queryAt === -1) return path;
  const params = new URLSearchParams(beforeHash.slice(queryAt + 1));
  params.delete(name);
  const query = params.toString();
  return `${beforeHash.slice(0, queryAt)}${query ? `?${query}` : ''}${hash}`;
}
