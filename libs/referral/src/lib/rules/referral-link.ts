import type { RebateUserInfo } from '@exchange/api';

/** Codes we put in a link: short, URL-safe (the cookie flow accepts the same, decision 0520). */
const SAFE_CODE = /^[A-Za-z0-9_.-]{1,64}$/;

/**
 * The user's referral code from the rebate info (decision 1400): the KOL code when the user has one (affiliates,
 * partners), else the encrypted uid every account has; null when neither is a safe code.
 */
export function referralCode(info: Pick<RebateUserInfo, 'kol_code' | 'encrypted_uid'> | null | undefined): string | null {
  for (const candidate of [info?.kol_code, info?.encrypted_uid]) {
    const value = typeof candidate === 'string' ? candidate.trim() : '';
    if (SAFE_CODE.test(value)) return value;
  }
  return null;
}

/**
 * The invite link: the site's sign-up page in the page's language with `ref=<code>` (spec 03 §4: the landing
 * page turns `ref` into the ref_uid cookie). `signupPath` is already localised; `origin` is the site's
 * configured origin. Null without a code or with an origin that is not http(s).
 */
export function referralLink(origin: string, signupPath: string, code: string | null): string | null {
  if (code === null || !SAFE_CODE.test(code)) return null;
  let base: URL;
  let site: URL;
  try {
    site = new URL(origin);
    base = new URL(signupPath, site);
  } catch {
    return null;
  }
  // Only the site's own origin: a protocol-relative path ("//other.test") must not move the link elsewhere.
  if ((site.protocol !== 'https:' && site.protocol !== 'http:') || base.origin !== site.origin) return null;
  base.searchParams.set('ref', code);
  return base.toString();
}
