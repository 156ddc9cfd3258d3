// e2e-projects: account, micro-login
import { siteUrl, waitForHydration, waitForQuietNetwork } from './support/sites';
import { expect, test, type Page } from './support/test';

// Issue 23 item 7 (spec 01 §7): a logged-in user's info is not asked for on /signup or on a 404 path, by any layer:
// the browser's requests are watched, and the sandbox's call log (`/_sandbox/calls`, every call it answered, from the
// server or the browser) counts the user-info calls of this account before and after. Issue 24 (decision 1952): also
// the listed bind and login-reset paths, and the 404 view of a well-formed but unlisted pair.
const PASSWORD = 'correct horse battery';

async function userInfoCalls(page: Page, uid: string): Promise<number> {
  const response = await page.context().request.get(siteUrl('main', `/_sandbox/calls?uid=${uid}&name=userInfo`));
  expect(response.status()).toBe(200);
  return ((await response.json()) as { calls: unknown[] }).calls.length;
}

test('no user-info request on /signup, the listed pages or a 404 view, in the browser or on the server (desktop and 390 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(siteUrl('main', '/login'));
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Log in to your account' });
  await form.getByRole('textbox', { name: 'Email' }).fill('empty-wallet@sandbox.invalid');
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Log In', exact: true }).click();
  await page.waitForURL(siteUrl('main', '/'));
  await waitForQuietNetwork(page);
  const uid = (await page.context().cookies()).find((cookie) => cookie.name === 'uid')?.value ?? '';
  expect(uid).not.toBe('');

  // The proxy and the layout know an unlisted pair from the list the trade pages last loaded (decision 1431): one
  // request to a trade page publishes it.
  await page.context().request.get(siteUrl('main', '/trade/NOPE_USDT'));

  // The log works: the home page asked for the user (server render and/or the layers).
  const before = await userInfoCalls(page, uid);
  expect(before).toBeGreaterThan(0);

  const browserCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/usercenter/get_info')) browserCalls.push(`${new URL(request.frame().url()).pathname} ${request.url()}`);
  });
  for (const [path, viewport] of [
    ['/signup', { width: 1440, height: 900 }],
    ['/ar/signup', { width: 390, height: 844 }],
    ['/no-such-page-for-issue-23', { width: 1440, height: 900 }],
    ['/ar/no-such-page-for-issue-23', { width: 390, height: 844 }],
    ['/trade/NOPE_USDT', { width: 1440, height: 900 }],
    ['/ar/bind', { width: 390, height: 844 }],
    ['/login/reset', { width: 1440, height: 900 }],
  ] as const) {
    await page.setViewportSize(viewport);
    const response = await page.goto(siteUrl('main', path));
    // Every path but signup is the 404 view, answered 404 (`/login/reset` too: decision 1952).
    if (!path.endsWith('/signup')) expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await waitForQuietNetwork(page);
  }
  expect(browserCalls).toEqual([]);
  expect(await userInfoCalls(page, uid)).toBe(before);
});
