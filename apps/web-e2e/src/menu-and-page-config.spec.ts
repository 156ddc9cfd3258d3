// e2e-projects: account, promotions
import { setFault, siteUrl, usePersona, waitForHydration } from './support/sites';
import { expect, test, type Page } from './support/test';

// Issue 12 "the app calls every marketing, rebate and config endpoint the spec lists" (decision 1320): menu-config,
// site/settings and get_user_tier shape the account side navigation; newbiePrizeGuide fills the rewards hub's guide;
// og_show the growth pages' Open Graph data. Each test shows the screen with the call's answer and without it
// (another persona or a sandbox fault), so none of them can pass without the call taking effect.

test.describe.configure({ mode: 'parallel' });

const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Account navigation' });

/** The sandbox's og_show answer for /rewards_hub (libs/sandbox responders-site.ts). */
const CAMPAIGN_TITLE = 'Rewards Hub: up to 100 USDT for new users';

const ogTitle = (page: Page) => page.locator('meta[property="og:title"]');

test.describe('account side navigation (spec 03 §3 menu-config, §7 site/settings and get_user_tier)', () => {
  test('menu-config hides the coupon centre and adds its tip; a user without that config keeps both', async ({ page }) => {
    await usePersona(page, 'menu-restricted', '/myaccount/security');
    await waitForHydration(page);
    const nav = accountNav(page);
    const tip = nav.getByTestId('side-nav-tip');
    await expect(tip).toContainText('Rewards are limited in your region');
    await expect(tip.getByRole('link', { name: 'Read the user agreement' })).toHaveAttribute('href', '/user-agreement');
    await expect(nav.getByRole('link', { name: /^Coupons/ })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: /^Support tickets/ })).toBeVisible();

    await usePersona(page, 'user-kyc2', '/myaccount/security');
    await waitForHydration(page);
    await expect(accountNav(page).getByRole('link', { name: /^Coupons/ })).toBeVisible();
    await expect(accountNav(page).getByTestId('side-nav-tip')).toHaveCount(0);
  });

  test('a failing menu-config call gives the default menu (spec 03 §8): the coupon centre is back, no tip', async ({ page }) => {
    await usePersona(page, 'menu-restricted', '/');
    await setFault(page, 'menuConfig', 'http500');
    await page.goto(siteUrl('main', '/myaccount/security'));
    await waitForHydration(page);
    const nav = accountNav(page);
    // get_user_tier still answers, so the menu has taken the server's data by now.
    await expect(nav.getByTestId('side-nav-summary')).toHaveText('Fee tier: VIP 5');
    await expect(nav.getByRole('link', { name: /^Coupons/ })).toBeVisible();
    await expect(nav.getByTestId('side-nav-tip')).toHaveCount(0);
  });

  test('site/settings marks the coupon centre "New"; without the call it has no badge', async ({ page }) => {
    await usePersona(page, 'user-kyc2', '/myaccount/security');
    await waitForHydration(page);
    await expect(accountNav(page).getByRole('link', { name: 'Coupons New' })).toBeVisible();

    await setFault(page, 'siteSettings', 'http500');
    await page.goto(siteUrl('main', '/myaccount/security'));
    await waitForHydration(page);
    const nav = accountNav(page);
    await expect(nav.getByRole('link', { name: /^Coupons/ })).toBeVisible();
    await expect(nav.getByTestId('side-nav-badge')).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Coupons', exact: true })).toBeVisible();
  });

  test('get_user_tier gives the tier line (VIP 3 for the vip persona); a failing call leaves it out', async ({ page }) => {
    await usePersona(page, 'vip', '/myaccount/security');
    await waitForHydration(page);
    await expect(accountNav(page).getByTestId('side-nav-summary')).toHaveText('Fee tier: VIP 3');

    await setFault(page, 'userTier', 'http500');
    await page.goto(siteUrl('main', '/myaccount/security'));
    await waitForHydration(page);
    // site/settings still answers: once its badge shows, the tier call has had its turn too.
    await expect(accountNav(page).getByRole('link', { name: 'Coupons New' })).toBeVisible();
    await expect(accountNav(page).getByTestId('side-nav-summary')).toHaveCount(0);
  });
});

test.describe('rewards hub (spec 03 §7 newbiePrizeGuide and og_show)', () => {
  test('a visitor sees the new-user reward guide: four steps, 100 USDT, links in the page locale', async ({ page }) => {
    await page.goto(siteUrl('main', '/ar/rewards_hub'));
    await waitForHydration(page);
    const guide = page.getByTestId('new-user-guide');
    await expect(guide.getByRole('listitem')).toHaveCount(4);
    await expect(guide.locator('[data-step="signup"] a')).toHaveAttribute('href', '/ar/signup');
    await expect(guide.locator('[data-step="trade"] a')).toHaveAttribute('href', '/ar/trade/BTC_USDT');
  });

  test('no guide for a logged-in user, nor when the call fails (spec 03 §8)', async ({ page }) => {
    await usePersona(page, 'user-kyc2', '/rewards_hub');
    await waitForHydration(page);
    await expect(page.getByRole('main').getByTestId('growth-section')).toBeVisible();
    await expect(page.getByTestId('new-user-guide')).toHaveCount(0);

    await usePersona(page, 'visitor', '/');
    await setFault(page, 'newbiePrizeGuide', 'http500');
    await page.goto(siteUrl('main', '/rewards_hub'));
    await waitForHydration(page);
    await expect(page.getByRole('main').getByTestId('growth-section')).toBeVisible();
    await expect(page.getByTestId('new-user-guide')).toHaveCount(0);
  });

  test('og_show gives the rewards hub its campaign preview; a failing call keeps the static Open Graph data', async ({ page }) => {
    await page.goto(siteUrl('main', '/rewards_hub'));
    await expect(ogTitle(page)).toHaveAttribute('content', CAMPAIGN_TITLE);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /four steps/);
    await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute('content', CAMPAIGN_TITLE);
    // The page's own title is not the campaign's.
    await expect(page).toHaveTitle(/^Rewards Hub/);

    await setFault(page, 'ogShow', 'http500');
    await page.goto(siteUrl('main', '/rewards_hub'));
    await expect(ogTitle(page)).toHaveAttribute('content', /^Rewards Hub(?!:)/);
  });

  test('pages the server has no campaign for keep their own preview (og_show answers null)', async ({ page }) => {
    await page.goto(siteUrl('main', '/referral'));
    await expect(ogTitle(page)).toHaveAttribute('content', /^Referral/);
  });
});
