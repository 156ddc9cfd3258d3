import { parseCookieHeader } from '@exchange/api';
import { PERSONAS, isPersonaName } from '../personas';
import { safeNextPath } from '../rules/safe-next-path';
import { PERSONA_COOKIE, SID_COOKIE } from '../rules/sandbox-cookies';
import { writeSessionState } from '../state/session-state';
import { nextFundingTime } from './futures-engine';
import { settleFunding } from './futures-session';
import { tradingOf } from './session-trading';

const text = (body: string, status: number): Response =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * `GET /_sandbox/funding[?next=<path>]` (issue 21, decision 1884): the next funding of this browser's positions now,
 * as if the sandbox clock had reached it (every position pays or receives its funding; the funding history gets an
 * entry each; the write pushes `positions`, `futures_account` and the balances). e2e uses it instead of waiting 8 hours.
 */
export function triggerFunding(request: Request, url: URL): Response {
  const cookies = parseCookieHeader(request.headers.get('cookie'));
  const personaName = cookies[PERSONA_COOKIE];
  const sid = cookies[SID_COOKIE];
  if (!isPersonaName(personaName) || sid === undefined)
    return text('Choose a persona with an account first (/_sandbox/persona/user-kyc2).', 409);
  const account = PERSONAS[personaName].account;
  if (account === null) return text('Choose a persona with an account first (/_sandbox/persona/user-kyc2).', 409);
  const now = Date.now();
  const state = writeSessionState(sid, personaName, (current) => {
    const fundedAt = tradingOf(current).fundedAt ?? now;
    // The next funding time after the last one settled (never the same one twice).
    return settleFunding(current, account, nextFundingTime(Math.max(now, fundedAt)));
  });
  const next = url.searchParams.get('next');
  if (next !== null) return new Response(null, { status: 302, headers: { location: safeNextPath(next), 'cache-control': 'no-store' } });
  const paid = tradingOf(state).funding.filter((payment) => payment.time_ms === tradingOf(state).fundedAt);
  return text(
    `Funding settled for ${paid.length} position(s): ${paid.map((p) => `${p.contract} ${p.amount} ${p.currency}`).join(', ') || 'none'}.`,
    200,
  );
}
