// e2e-projects: web
import { E2E_PORT, siteGet, siteOrigin, siteUrl } from './support/sites';
import { expect, test } from './support/test';

/**
 * Issue 13 items 2, 3 and 5 (request side), decision 0812: a client cannot choose the site, origin or internal
 * headers; state-changing requests need the site's own origin and the signed csrftoken; malformed and unknown
 * requests get 400/405; every answer carries COOP and CORP.
 */
const MAIN = siteOrigin('main');
const STATE_CHANGING = '/api/web/v1/compliance-kyc/user-agreement/submit-status';
const EVIL = 'https://evil.example/';

test.describe('forged host and internal headers', () => {
  for (const path of [
    `/login?next=${encodeURIComponent(EVIL)}`,
    `/signup?next=${encodeURIComponent(EVIL)}`,
    `/no-such-page?next=${encodeURIComponent(EVIL)}`,
  ]) {
    test(`${path.split('?')[0]} with a forged Host and X-Forwarded-Host links nothing to the attacker`, async ({ request }) => {
      const response = await request.get(`http://localhost:${E2E_PORT}${path}`, {
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
        maxRedirects: 0,
      });
      expect(response.status()).toBeLessThan(500);
      expect(response.headers()['location'] ?? '').not.toContain('evil.example');
      const html = await response.text();
      // Canonical, hreflang and every link come from configured origins; the `next` target is refused.
      expect(html).not.toMatch(/(href|content|action)="https?:\/\/evil\.example/);
      expect(html).not.toContain('<link rel="alternate" hrefLang="x-default" href="https://evil');
    });
  }

  test('X-Forwarded-Host on a local host does not move the origin (no trusted proxy)', async ({ request }) => {
    const response = await request.get(`${MAIN}/?next=${encodeURIComponent(EVIL)}`, { headers: { 'x-forwarded-host': 'evil.example' } });
    const html = await response.text();
    expect(html).toContain(`href="${MAIN}`);
    expect(html).not.toMatch(/href="https?:\/\/evil\.example/);
  });

  test("the client's own internal headers are dropped before the page reads them", async ({ request }) => {
    const response = await request.get(`${MAIN}/`, {
      headers: {
        'x-site': 'us',
        'x-locale': 'zh',
        'x-origin': 'https://evil.example',
        'x-pathname': '/evil',
        'x-nonce': 'attacker-nonce',
        'x-exchange-internal': '1',
        'x-real-ip': '6.6.6.6',
      },
    });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('attacker-nonce');
    expect(html).toMatch(/<html[^>]*lang="en"/);
    expect(response.headers()['content-security-policy']).not.toContain('attacker-nonce');
  });

  test('a persona switch keeps its next on the site', async ({ request }) => {
    for (const next of [EVIL, '//evil.example/', '/\\evil.example']) {
      const response = await siteGet(request, 'main', `/_sandbox/persona/user-kyc2?next=${encodeURIComponent(next)}`);
      expect(response.status(), next).toBe(302);
      expect(response.headers()['location'], next).toBe('/');
    }
  });
});

test.describe('CSRF', () => {
  test('a sibling subdomain cannot post text/plain JSON, a form or a switch to the main site', async ({ page, context }) => {
    await context.addCookies([{ name: 'exp_new_user_popup', value: '0', url: MAIN }]);
    // The victim has visited main: the browser holds main's csrftoken cookie.
    await page.goto(siteUrl('main', '/'));
    expect((await context.cookies(MAIN)).some((c) => c.name === 'csrftoken')).toBe(true);
    // The attacker's page on a weak sibling subdomain (served by the test: no CSP of ours to stop it).
    const attacker = siteUrl('us', '/attacker.html');
    await page.route(attacker, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>attacker</title><p>hi</p>' }),
    );
    await page.goto(attacker);

    // What the app answered each request the attacker's page made (the browser hides opaque answers from it).
    const answers: { method: string; contentType: string; status: number; body: string }[] = [];
    await page.route(`${MAIN}${STATE_CHANGING}`, async (route) => {
      const response = await route.fetch();
      answers.push({
        method: route.request().method(),
        contentType: route.request().headers()['content-type'] ?? '',
        status: response.status(),
        body: await response.text(),
      });
      await route.fulfill({ response });
    });
    await page.evaluate(
      (url) =>
        fetch(url, {
          method: 'POST',
          mode: 'no-cors',
          credentials: 'include',
          headers: { 'content-type': 'text/plain' },
          body: '{"scene":"user_agreement"}',
        }).catch(() => null),
      `${MAIN}${STATE_CHANGING}`,
    );
    await expect.poll(() => answers.length).toBe(1);
    expect(answers[0]).toMatchObject({ method: 'POST', status: 415 });

    await page.evaluate((url) => {
      const f = document.createElement('form');
      f.method = 'POST';
      f.action = url;
      const input = document.createElement('input');
      input.name = 'scene';
      input.value = 'user_agreement';
      f.append(input);
      document.body.append(f);
      f.submit();
    }, `${MAIN}${STATE_CHANGING}`);
    await expect.poll(() => answers.length).toBe(2);
    expect(answers[1]).toMatchObject({ method: 'POST', contentType: 'application/x-www-form-urlencoded', status: 403 });
    expect(JSON.parse(answers[1]?.body ?? '{}')).toMatchObject({ code: 403, data: null });
    // The form's navigation to the refusal commits after its answer is recorded: let it land before leaving, or the
    // next goto is interrupted by it (CI, 2026-11-28).
    await page.waitForURL((url) => url.href.startsWith(`${MAIN}${STATE_CHANGING}`), { waitUntil: 'commit' });

    await page.goto(attacker);
    const sw = page.waitForResponse((r) => r.url().startsWith(`${MAIN}/_sandbox/persona/`));
    await page.evaluate((url) => void (location.href = url), `${MAIN}/_sandbox/persona/user-kyc2?next=/`);
    expect((await sw).status()).toBe(403);
  });

  test('same origin needs the signed token: missing, constant, forged or planted tokens are refused', async ({
    page,
    context,
    request,
  }) => {
    await context.addCookies([{ name: 'exp_new_user_popup', value: '0', url: MAIN }]);
    await page.goto(siteUrl('main', '/'));
    const post = (token: string | null) =>
      page.evaluate(
        async ([url, value]) => {
          const headers: Record<string, string> = { 'content-type': 'application/json' };
          if (value !== null) headers['csrftoken'] = value;
          const r = await fetch(url, { method: 'POST', headers, body: '{"scene":"user_agreement"}' });
          return r.status;
        },
        [STATE_CHANGING, token] as const,
      );
    const real = (await context.cookies(MAIN)).find((c) => c.name === 'csrftoken')?.value ?? '';
    expect(real).toMatch(/^v1\./);
    expect(await post(null)).toBe(403);
    expect(await post('1')).toBe(403);
    expect(await post(`v1.AAAAAAAAAAAAAAAAAAAAAA.${'A'.repeat(43)}`)).toBe(403);
    // The real token from this browser's cookie passes the check (the sandbox then answers the call itself).
    expect(await post(real)).not.toBe(403);

    // A token minted for another browser (e.g. tossed in from a sibling subdomain) is bound to that browser's id.
    const other = await request.get(`${MAIN}/`);
    const otherToken = /csrftoken=([^;]+)/.exec(
      other
        .headersArray()
        .filter((h) => h.name.toLowerCase() === 'set-cookie')
        .map((h) => h.value)
        .join('\n'),
    )?.[1];
    expect(otherToken).toBeTruthy();
    await context.addCookies([{ name: 'csrftoken', value: otherToken ?? '', url: MAIN }]);
    expect(await post(otherToken ?? '')).toBe(403);
  });

  test('the app itself still posts: the sandbox toolbar persona switch and a same-origin API call work', async ({ page, context }) => {
    await context.addCookies([{ name: 'exp_new_user_popup', value: '0', url: MAIN }]);
    const response = await page.goto(siteUrl('main', '/_sandbox/persona/user-kyc2?next=/'));
    expect(response?.status()).toBe(200);
    const status = await page.evaluate(async (url) => {
      const token = /(?:^|; )csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const r = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', csrftoken: token },
        body: '{"scene":"user_agreement"}',
      });
      return r.status;
    }, STATE_CHANGING);
    expect(status).toBe(200);
  });
});

test.describe('malformed and unknown requests', () => {
  for (const path of ['/%zz', '/trade/%E4%BD', '/api/web/v1/%', '/_sandbox/persona/%ff', '/_next/static/%zz']) {
    test(`${path} → 400`, async ({ request }) => {
      const response = await request.get(`${MAIN}${path}`, { maxRedirects: 0 });
      expect(response.status()).toBe(400);
      expect(response.headers()['cross-origin-opener-policy']).toBe('same-origin');
    });
  }

  for (const method of ['TRACE', 'PURGE', 'PROPFIND']) {
    test(`${method} → 405 with Allow`, async ({ request }) => {
      const response = await request.fetch(`${MAIN}/`, { method, maxRedirects: 0 });
      expect(response.status()).toBe(405);
      expect(response.headers()['allow']).toContain('GET');
    });
  }

  test('text/plain from a script-less client is refused with 415 before the token check', async ({ request }) => {
    const response = await request.post(`${MAIN}${STATE_CHANGING}`, {
      headers: { origin: MAIN, 'content-type': 'text/plain' },
      data: '{"scene":"user_agreement"}',
    });
    expect(response.status()).toBe(415);
    expect(await response.json()).toMatchObject({ code: 415, data: null });
  });

  for (const path of ['/', '//foo', '/login', '/api/web/v1/site/homeStaticTradeData', '/no-such-page', '/robots.txt']) {
    test(`${path} carries COOP and CORP`, async ({ request }) => {
      const response = await request.get(`${MAIN}${path}`, { maxRedirects: 0 });
      expect(response.headers()['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers()['cross-origin-resource-policy']).toBe('same-origin');
      if (path === '//foo') expect(response.status()).toBe(308);
    });
  }
});
