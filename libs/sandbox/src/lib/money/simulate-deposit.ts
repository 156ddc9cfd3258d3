import { parseCookieHeader } from '@exchange/api';
import { PERSONAS, isPersonaName } from '../personas';
import { safeNextPath } from '../rules/safe-next-path';
import { CLOCK_COOKIE, parseSandboxClock } from '../rules/sandbox-clock';
import { PERSONA_COOKIE, SID_COOKIE, setCookie } from '../rules/sandbox-cookies';
import { writeSessionState } from '../state/session-state';
import { SANDBOX_COINS, findNetwork } from './coins';
import { emptyMoneyState } from './money-state';

const text = (body: string, status: number): Response =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * `GET /_sandbox/deposit?currency=USDT&chain=TRX&amount=100&next=<path>` (issue 22): an incoming deposit to this
 * browser's persona, which then goes pending → confirming n/N → credited (see `depositAt`). Redirects to an
 * internal `next`, else answers in text.
 */
export function simulateDeposit(request: Request, url: URL, secure: boolean): Response {
  const cookies = parseCookieHeader(request.headers.get('cookie'));
  const personaName = cookies[PERSONA_COOKIE];
  if (!isPersonaName(personaName) || PERSONAS[personaName].account === null)
    return text('Choose a persona with an account first (/_sandbox/persona/user-kyc2).', 409);
  const currency = (url.searchParams.get('currency') ?? 'USDT').toUpperCase();
  const coin = SANDBOX_COINS.find((c) => c.currency === currency);
  const chain = (url.searchParams.get('chain') ?? coin?.networks[0]?.chain ?? '').toUpperCase();
  const found = findNetwork(currency, chain);
  if (found === null) return text(`Unknown coin or network "${currency}" / "${chain}".`, 404);
  const network = found.network;
  const amount = url.searchParams.get('amount') ?? '100';
  if (!/^\d{1,12}(\.\d{1,8})?$/.test(amount) || Number(amount) <= 0) return text('amount must be a positive decimal.', 400);
  const now = parseSandboxClock(cookies[CLOCK_COOKIE]) ?? Date.now();
  const sid = cookies[SID_COOKIE] ?? globalThis.crypto.randomUUID();
  writeSessionState(sid, personaName, (state) => {
    const money = state.money ?? emptyMoneyState();
    const id = `dep-${money.nextId}`;
    const txid = Array.from(globalThis.crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('');
    return {
      ...state,
      money: {
        ...money,
        nextId: money.nextId + 1,
        deposits: [
          ...money.deposits,
          { id, currency: found.coin.currency, chain: network.chain, amount, txid, required: network.confirmations, createdAt: now },
        ],
      },
    };
  });
  const next = url.searchParams.get('next');
  const headers = new Headers({ 'cache-control': 'no-store' });
  if (cookies[SID_COOKIE] === undefined) headers.append('set-cookie', setCookie(SID_COOKIE, sid, { secure }));
  if (next === null) {
    headers.set('content-type', 'text/plain; charset=utf-8');
    return new Response(
      `Deposit of ${amount} ${found.coin.currency} on ${network.chain} seen: pending, then ${network.confirmations} confirmations, then credited.`,
      { status: 200, headers },
    );
  }
  headers.set('location', safeNextPath(next));
  return new Response(null, { status: 302, headers });
}
