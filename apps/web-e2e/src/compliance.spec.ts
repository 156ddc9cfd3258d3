// e2e-projects: compliance
import { expectNoAxeViolations } from './support/axe';
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/layout-check';
import { setFault, siteGet, siteUrl, usePersona, waitForHydration, waitForQuietNetwork } from './support/sites';

test.describe.configure({ mode: 'parallel' });

/** Open modals of every domain (the overlay queue's output): dialogs and alert dialogs in the open state. */
const OPEN_DIALOGS = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

const openDialogs = (page: Page): Locator => page.locator(OPEN_DIALOGS);

/** Records, from the first byte on, the largest number of modals ever open at once (window.__maxOpenDialogs). */
async function trackOpenDialogs(page: Page): Promise<void> {
  await page.addInitScript((selector) => {
    const w = window as unknown as { __maxOpenDialogs: number };
    w.__maxOpenDialogs = 0;
    const observer = new MutationObserver(() => {
      w.__maxOpenDialogs = Math.max(w.__maxOpenDialogs, document.querySelectorAll(selector).length);
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state', 'role'] });
  }, OPEN_DIALOGS);
}

const maxOpenDialogs = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __maxOpenDialogs: number }).__maxOpenDialogs);

/** Axe on the page with the dialog open (the rest of the page is inert behind it). */
async function expectAccessibleDialog(page: Page, dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
}

/** Chooses a persona for an API request context (its own cookie jar) on the main site. */
async function personaRequest(request: APIRequestContext, persona: string): Promise<void> {
  const response = await siteGet(request, 'main', `/_sandbox/persona/${persona}?next=/`);
  expect(response.status(), `persona ${persona}`).toBe(302);
}

const isRedirect = (status: number): boolean => [301, 302, 303, 307, 308].includes(status);

test.describe('compliance redirect, decided on the server (spec 01 §4)', () => {
  test('blocked-country: every page answers a redirect to /state_compliance_tips before any content', async ({ request }) => {
    await personaRequest(request, 'blocked-country');
    for (const [path, location] of [
      ['/', '/state_compliance_tips'],
      ['/price', '/state_compliance_tips'],
      ['/myaccount/deposit/USDT', '/state_compliance_tips'],
      ['/zh', '/zh/state_compliance_tips'],
    ] as const) {
      const response = await siteGet(request, 'main', path);
      expect([307, 308], `${path} status`).toContain(response.status());
      expect(response.headers()['location'], `${path} location`).toBe(location);
      expect(await response.text(), `${path} sends no page`).not.toContain('Buy, sell and trade crypto');
    }
  });

  test('blocked-country: /login, the legal documents and the tips page are not redirected', async ({ request }) => {
    await personaRequest(request, 'blocked-country');
    for (const path of ['/login', '/user-agreement', '/privacy-policy', '/state_compliance_tips']) {
      const response = await siteGet(request, 'main', path);
      expect(isRedirect(response.status()), `${path} answered ${response.status()}`).toBe(false);
      expect(response.headers()['location'], `${path} location`).toBeUndefined();
    }
    const login = await siteGet(request, 'main', '/login');
    expect(login.status()).toBe(200);
  });

  test('blocked-country in the browser: lands on the tips page with the prohibited-countries notice ("I Acknowledge")', async ({
    page,
  }) => {
    await usePersona(page, 'blocked-country', '/state_compliance_tips');
    await page.goto(siteUrl('main', '/'));
    await expect(page).toHaveURL(siteUrl('main', '/state_compliance_tips'));
    await expect(page.getByRole('heading', { level: 1, name: 'This service is not available in your region' })).toBeVisible();
    const notice = page.getByRole('alertdialog');
    await expect(notice.getByRole('button', { name: 'I Acknowledge' })).toBeVisible();
    await expectAccessibleDialog(page, notice);
    await notice.getByRole('button', { name: 'I Acknowledge' }).click();
    await expect(openDialogs(page)).toHaveCount(0);
  });

  test('restricted-feature: /futures/usdt/BTC_USDT redirects at the HTTP level, /trade/BTC_USDT does not', async ({ request }) => {
    await personaRequest(request, 'restricted-feature');
    const futures = await siteGet(request, 'main', '/futures/usdt/BTC_USDT');
    expect([307, 308]).toContain(futures.status());
    expect(futures.headers()['location']).toBe('/state_compliance_tips');
    const trade = await siteGet(request, 'main', '/trade/BTC_USDT');
    expect(isRedirect(trade.status()), `trade answered ${trade.status()}`).toBe(false);
    const home = await siteGet(request, 'main', '/');
    expect(home.status()).toBe(200);
  });

  test('restricted-feature: a client-side navigation to futures is redirected too (the page layer decides, not only the layout)', async ({
    page,
  }) => {
    await usePersona(page, 'restricted-feature', '/');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('link', { name: 'Futures' }).click();
    await expect(page).toHaveURL(siteUrl('main', '/state_compliance_tips'));
    await expect(page.getByRole('heading', { level: 1, name: 'This service is not available in your region' })).toBeVisible();
  });

  test('a complianceCheck fault (HTTP 500) still renders the page: nothing is restricted, no notice', async ({ page }) => {
    await usePersona(page, 'blocked-country', '/state_compliance_tips');
    await setFault(page, 'complianceCheck', 'http500');
    const response = await page.goto(siteUrl('main', '/'));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(siteUrl('main', '/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Buy, sell and trade crypto' })).toBeVisible();
    await waitForHydration(page);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});

test.describe('compliance dialogs through the overlay queue', () => {
  test('uk-limited with /zh: the UK modal with its spec label, then the UK site prompt; never two at once', async ({ page }) => {
    await trackOpenDialogs(page);
    await usePersona(page, 'uk-limited', '/zh');
    const ukModal = page.getByRole('dialog', { name: '致英国用户的重要通知' });
    await expect(ukModal).toBeVisible();
    // 01 §8: not open to UK consumers from 6 October 2023.
    await expect(ukModal).toContainText('2023年10月6日');
    await expect(ukModal).toContainText('英国消费者');
    await expect(openDialogs(page)).toHaveCount(1);
    await expectAccessibleDialog(page, ukModal);
    await ukModal.getByRole('button', { name: '我知道了' }).click();

    const prompt = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: '切换站点' }) });
    await expect(prompt).toBeVisible();
    await expect(openDialogs(page)).toHaveCount(1);
    await expectAccessibleDialog(page, prompt);
    await prompt.getByRole('button', { name: '留在此处' }).click();
    await expect(openDialogs(page)).toHaveCount(0);
    expect(await maxOpenDialogs(page)).toBe(1);
  });

  test('uk-limited in English: the UK notice (not the modal); Switch Site goes to the UK host, path kept', async ({ page }) => {
    await usePersona(page, 'uk-limited', '/login');
    const notice = page.getByRole('dialog', { name: 'Notice for UK users' });
    await expect(notice).toContainText('not open to UK consumers');
    await expect(notice).toContainText('October 6, 2023');
    await notice.getByRole('button', { name: 'I Got it' }).click();
    const prompt = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Switch Site' }) });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Switch Site' }).click();
    await expect(page).toHaveURL(siteUrl('uk', '/login'));
  });

  test('withdraw-only: the account-conflict notice, then the only-withdraw tip whose Create Ticket goes to /myaccount/tickets', async ({
    page,
  }) => {
    await trackOpenDialogs(page);
    await usePersona(page, 'withdraw-only', '/');
    const conflict = page.getByRole('dialog', { name: 'Account notice' });
    await expect(conflict).toBeVisible();
    await expectAccessibleDialog(page, conflict);
    await conflict.getByRole('button', { name: 'I Got it' }).click();
    const withdraw = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Create Ticket' }) });
    await expect(withdraw).toBeVisible();
    await expect(openDialogs(page)).toHaveCount(1);
    await expectAccessibleDialog(page, withdraw);
    await withdraw.getByRole('button', { name: 'Create Ticket' }).click();
    await expect(page).toHaveURL(siteUrl('main', '/myaccount/tickets'));
    expect(await maxOpenDialogs(page)).toBe(1);
  });

  test('hk-user: the HK dialog; once dismissed it stays away for 24 hours (shown again after 25 h, not after 23 h)', async ({ page }) => {
    const start = new Date('2025-01-15T10:00:00Z').getTime();
    const hour = 60 * 60 * 1000;
    await page.clock.install({ time: start });
    await usePersona(page, 'hk-user', '/');
    const hk = page.getByRole('dialog', { name: 'Notice for Hong Kong users' });
    await expect(hk).toBeVisible();
    await expectAccessibleDialog(page, hk);
    await hk.getByRole('button', { name: 'I Got it' }).click();
    await expect(hk).toHaveCount(0);

    await page.clock.setSystemTime(start + 23 * hour);
    await page.reload();
    await waitForHydration(page);
    await waitForQuietNetwork(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Buy, sell and trade crypto' })).toBeVisible();
    await expect(hk).toHaveCount(0);

    await page.clock.setSystemTime(start + 25 * hour);
    await page.reload();
    await expect(hk).toBeVisible();
  });

  test('agreement-pending: the agreement modal cannot be dismissed by Escape or an outside click; I Agree submits and it is gone', async ({
    page,
  }) => {
    await usePersona(page, 'agreement-pending', '/');
    const agreement = page.getByRole('alertdialog', { name: 'User Agreement' });
    await expect(agreement).toBeVisible();
    await expect(agreement).toContainText('We have updated our User Agreement');
    await expect(agreement.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await expectAccessibleDialog(page, agreement);

    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(agreement).toBeVisible();

    const submitted = page.waitForResponse((r) => r.url().includes('/user-agreement/submit-status') && r.request().method() === 'POST');
    await agreement.getByRole('button', { name: 'I Agree' }).click();
    expect((await submitted).status()).toBe(200);
    await expect(agreement).toHaveCount(0);

    await page.reload();
    await waitForHydration(page);
    await waitForQuietNetwork(page);
    await expect(page.getByRole('alertdialog', { name: 'User Agreement' })).toHaveCount(0);
  });

  test('turkey-declaration on the Turkey host: Confirm is disabled until the box is ticked; confirming closes it', async ({ page }) => {
    await usePersona(page, 'turkey-declaration', '/', 'tr');
    const declaration = page.getByRole('alertdialog', { name: 'Müşteri Bilgilendirme Beyanı' });
    await expect(declaration).toBeVisible();
    const confirm = declaration.getByRole('button', { name: 'Onayla' });
    await expect(confirm).toBeDisabled();
    await expectAccessibleDialog(page, declaration);
    await declaration.getByText('Beyanı okudum ve anladım.').click();
    await expect(declaration.getByRole('checkbox')).toBeChecked();
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(declaration).toHaveCount(0);
  });

  test('eu site: a link to a feature it does not offer opens "Stay tuned!" instead of navigating', async ({ page }) => {
    await usePersona(page, 'user-kyc2', '/', 'eu');
    await waitForHydration(page);
    // user-kyc2 sends no region flag (decision 0311): the EU site offers no switch, nothing covers the page.
    await waitForQuietNetwork(page);
    await expect(openDialogs(page)).toHaveCount(0);

    await page.getByRole('banner').getByRole('link', { name: 'Futures' }).click();
    const upcoming = page.getByRole('dialog', { name: 'Stay tuned!' });
    await expect(upcoming).toContainText('This feature is upcoming');
    await expect(page).toHaveURL(siteUrl('eu', '/'));
    await expectAccessibleDialog(page, upcoming);
    await upcoming.getByRole('button', { name: 'OK' }).click();
    await expect(openDialogs(page)).toHaveCount(0);
  });

  test('cooling-down: the 24-hour reminder "Notice"; cancel keeps it away for 24 hours (not after 23 h, again after 25 h)', async ({
    page,
  }) => {
    const start = new Date('2025-01-15T10:00:00Z').getTime();
    const hour = 60 * 60 * 1000;
    await page.clock.install({ time: start });
    await trackOpenDialogs(page);
    await usePersona(page, 'cooling-down', '/');
    const reminder = page.getByRole('dialog', { name: 'Notice' });
    await expect(reminder).toContainText('24-hour cooling-down period');
    await expect(openDialogs(page)).toHaveCount(1);
    await expectAccessibleDialog(page, reminder);
    await reminder.getByRole('button', { name: 'Later' }).click();
    await expect(reminder).toHaveCount(0);
    await expect(page).toHaveURL(siteUrl('main', '/'));

    await page.clock.setSystemTime(start + 23 * hour);
    await page.reload();
    await waitForHydration(page);
    await waitForQuietNetwork(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Buy, sell and trade crypto' })).toBeVisible();
    await expect(reminder).toHaveCount(0);

    await page.clock.setSystemTime(start + 25 * hour);
    await page.reload();
    await expect(reminder).toBeVisible();
    expect(await maxOpenDialogs(page)).toBe(1);
  });

  test('cooling-down: ok goes to the route the server gave (an internal path)', async ({ page }) => {
    await usePersona(page, 'cooling-down', '/');
    const reminder = page.getByRole('dialog', { name: 'Notice' });
    await reminder.getByRole('button', { name: 'Continue setup' }).click();
    await expect(page).toHaveURL(siteUrl('main', '/myaccount/kyc_home'));
    await expect(page.getByRole('heading', { level: 1, name: 'Identity verification' })).toBeVisible();
    await expect(openDialogs(page)).toHaveCount(0);
  });

  test('main-ip-visitor: a regional site offers main (path kept); "Stay here" is remembered; main itself stays quiet', async ({ page }) => {
    await trackOpenDialogs(page);
    await usePersona(page, 'main-ip-visitor', '/login', 'eu');
    const prompt = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Switch Site' }) });
    await expect(prompt).toBeVisible();
    await expect(openDialogs(page)).toHaveCount(1);
    await expectAccessibleDialog(page, prompt);
    await prompt.getByRole('button', { name: 'Stay here' }).click();
    await expect(openDialogs(page)).toHaveCount(0);
    expect(await maxOpenDialogs(page)).toBe(1);
    await page.reload();
    await waitForHydration(page);
    await waitForQuietNetwork(page);
    await expect(prompt).toHaveCount(0);

    // Another regional host: another pair, so "Stay here" on the EU site does not silence it.
    await usePersona(page, 'main-ip-visitor', '/login', 'au');
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Switch Site' }).click();
    await expect(page).toHaveURL(siteUrl('main', '/login'));
    await waitForHydration(page);
    await waitForQuietNetwork(page);
    // A new document: nothing has opened on main since it loaded.
    expect(await maxOpenDialogs(page)).toBe(0);
  });

  test('eu-ip-visitor: main offers the EU site; the EU site itself stays quiet', async ({ page }) => {
    await usePersona(page, 'eu-ip-visitor', '/login');
    const prompt = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Switch Site' }) });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Switch Site' }).click();
    await expect(page).toHaveURL(siteUrl('eu', '/login'));
    await waitForHydration(page);
    await waitForQuietNetwork(page);
    await expect(openDialogs(page)).toHaveCount(0);
  });

  test('visitor: the new-user reward popup (promotion band) opens alone and its counter is stored when it opens', async ({ page }) => {
    await trackOpenDialogs(page);
    await usePersona(page, 'visitor', '/');
    const popup = page.getByRole('dialog', { name: 'Your welcome reward is waiting' });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('link', { name: 'Sign Up Now' })).toHaveAttribute('href', '/signup');
    await expectAccessibleDialog(page, popup);
    expect(await page.evaluate(() => window.localStorage.getItem('new_user_popup_counter'))).toMatch(/^1\/\d+$/);
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(openDialogs(page)).toHaveCount(0);
    expect(await maxOpenDialogs(page)).toBe(1);
  });
});
