import { expect, test } from '@playwright/test';
import { request as httpRequest } from 'node:http';
import { Answer, SANDBOX, get } from './hostile-support';

/**
 * `npm start`'s render cache of cookie-less first visits (issue 26 item 8, decision 1926): never another visitor's
 * nonce, cookies or account. Same servers as hardening.hostile.ts (the hostile config's web servers).
 */
test.describe("npm start's render cache (issue 26 item 8, decision 1926)", () => {
  const cookiesOf = (answer: Answer): Record<string, string> =>
    Object.fromEntries(
      ((answer.headers['set-cookie'] ?? []) as string[]).map((line) => {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        return [pair.slice(0, at).trim(), decodeURIComponent(pair.slice(at + 1))];
      }),
    );
  const nonceOf = (answer: Answer) => /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1] ?? '';

  test('a kept first-visit page never carries another visitor’s nonce, cookies or account, and a cookie always renders', async () => {
    // A signed-in visitor first: with its cookies the page is always rendered, never kept nor answered from the cache.
    const persona = await get(`${SANDBOX}/_sandbox/persona/user-kyc2?next=/`);
    const signedInCookie = ((persona.headers['set-cookie'] ?? []) as string[]).map((line) => line.split(';')[0]).join('; ');
    expect(signedInCookie).toContain('sandbox_sid=');
    const signedIn = await get(`${SANDBOX}/`, { cookie: signedInCookie });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers['x-render-cache-status']).toBeUndefined();
    const again = await get(`${SANDBOX}/`, { cookie: signedInCookie });
    expect(again.headers['x-render-cache-status']).toBeUndefined();

    // Anonymous first visits in a row, within the cache's 2 s: the first may render, the next ones are hits.
    const visits: Answer[] = [];
    for (let i = 0; i < 4; i++) visits.push(await get(`${SANDBOX}/`));
    expect(visits.map((visit) => visit.status)).toEqual([200, 200, 200, 200]);
    expect(visits.filter((visit) => visit.headers['x-render-cache-status'] === 'hit').length).toBeGreaterThanOrEqual(1);
    const secrets = visits.map((visit) => {
      const cookies = cookiesOf(visit);
      // Each visitor gets its own browser id and CSRF token, and nothing else (no session of someone else).
      expect(Object.keys(cookies).sort()).toEqual(['csrftoken', 'exchange_bid']);
      const nonce = nonceOf(visit);
      expect(nonce).not.toBe('');
      // Every nonce in the HTML is this answer's own (the CSP stays nonce-strict).
      const nonces = new Set([...visit.body.matchAll(/\bnonce="([^"]*)"/g)].map((match) => match[1]));
      expect([...nonces]).toEqual([nonce]);
      return [nonce, cookies['csrftoken'] ?? '', cookies['exchange_bid'] ?? ''];
    });
    expect(new Set(secrets.flat()).size).toBe(secrets.flat().length);
    visits.forEach((visit, i) => {
      for (const [j, values] of secrets.entries()) if (j !== i) for (const value of values) expect(visit.body).not.toContain(value);
      for (const value of Object.values(cookiesOf(signedIn))) if (value.length >= 8) expect(visit.body).not.toContain(value);
      expect(visit.body).not.toContain(nonceOf(signedIn));
    });
    // The signed-in page differs from the anonymous one (it shows the account), and no anonymous answer shows it.
    const signedInOnly = /"uid":"?(\d{4,})/.exec(signedIn.body)?.[1];
    if (signedInOnly) for (const visit of visits) expect(visit.body).not.toContain(`"uid":"${signedInOnly}"`);

    // A hit's cookies are the visitor's own, valid ones: a state-changing call with them passes the CSRF check.
    const hit = visits.find((visit) => visit.headers['x-render-cache-status'] === 'hit') as Answer;
    const hitCookies = cookiesOf(hit);
    const write = await new Promise<number>((resolve) => {
      const req = httpRequest(
        `${SANDBOX}/api/web/v1/analytics/collect`,
        {
          method: 'POST',
          headers: {
            cookie: `exchange_bid=${hitCookies['exchange_bid']}; csrftoken=${encodeURIComponent(hitCookies['csrftoken'] ?? '')}`,
            csrftoken: hitCookies['csrftoken'] ?? '',
            'content-type': 'application/json',
            origin: SANDBOX,
            'sec-fetch-site': 'same-origin',
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', () => resolve(0));
      req.end('{"events":[]}');
    });
    expect(write).toBeGreaterThan(0);
    expect(write).not.toBe(403);
  });
});
