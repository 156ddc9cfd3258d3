// e2e-projects: referral
import { expectNoAxeViolations } from './support/axe';
import { setFault, siteUrl, usePersona, waitForHydration } from './support/sites';
import { expect, test } from './support/test';

// Issue 12 items 3, 4, 8: the growth pages with their tab bar, the referral overview and its share modal, the 404
// page's trending stories from the content call (decisions 1400-1402).

test.describe.configure({ mode: 'parallel' });

test('a partner opens /referral: code, link, agency type, the broker tab; the share modal makes an image', async ({ page }) => {
  await usePersona(page, 'partner-user', '/referral');
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Referral' })).toBeVisible();
  await expect(main.getByTestId('referral-code')).toHaveText('PARTNER88');
  await expect(main.getByTestId('referral-link')).toHaveText(/\/signup\?ref=PARTNER88$/);
  await expect(main.getByTestId('agency-type')).toHaveText('Partner');
  const tabs = main.getByRole('navigation', { name: 'Growth' });
  await expect(tabs.getByRole('link')).toHaveText(['Rewards Hub', 'Competition', 'Referral', 'Broker']);
  await expect(tabs.getByRole('link', { name: 'Referral' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);

  await main.getByRole('button', { name: 'Share my link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share' });
  const image = dialog.getByRole('img', { name: /PARTNER88/ });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /^blob:/);
  // Drawn at scale 2: 720 × 960 pixels for the 360 × 480 card (spec 03 §9).
  expect(await image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([720, 960]);
  await expect(dialog.getByRole('link', { name: 'Download image' })).toHaveAttribute('download', 'referral-PARTNER88.png');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('the share modal shows its failure state when drawing takes over 10 s (spec 03 §5)', async ({ page }) => {
  // The canvas never hands back an image: only the 10 s timeout ends the wait.
  await page.addInitScript(() => {
    HTMLCanvasElement.prototype.toBlob = () => undefined;
  });
  await page.clock.install();
  await usePersona(page, 'affiliate-user', '/referral');
  await waitForHydration(page);
  await expect(page.getByRole('main').getByTestId('agency-type')).toHaveText('Affiliate (agent)');
  await page.getByRole('main').getByRole('button', { name: 'Share my link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share' });
  await expect(dialog.getByText('Creating your share image…')).toBeVisible();
  await page.clock.fastForward(10_000);
  await expect(dialog.getByRole('alert')).toHaveText(/took too long \(over 10 seconds\)/);
  await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeEnabled();
  await expectNoAxeViolations(page);
});

test('a failing rebate call (sandbox fault) leaves a normal user without a code, and no crash', async ({ page }) => {
  await usePersona(page, 'partner-user', '/');
  await setFault(page, 'rebateUserInfo', 'http500');
  await page.goto(siteUrl('main', '/referral'));
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(main.getByText('Your referral code is not available right now. Please try again later.')).toBeVisible();
  await expect(main.getByTestId('agency-type')).toHaveText('Regular user');
  await expect(main.getByRole('button', { name: 'Share my link' })).toHaveCount(0);
});

test('the tab bar moves between the three growth pages with the ch parameter (spec 02 §2)', async ({ page }) => {
  await usePersona(page, 'user-kyc2', '/referral');
  await waitForHydration(page);
  const tabs = () => page.getByRole('main').getByRole('navigation', { name: 'Growth' });
  await expect(tabs().getByRole('link')).toHaveText(['Rewards Hub', 'Competition', 'Referral']);

  await tabs().getByRole('link', { name: 'Rewards Hub' }).click();
  await expect(page).toHaveURL(/\/rewards_hub\?ch=growth_referral_to_rewards$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards Hub' })).toBeVisible();
  await expect(tabs().getByRole('link', { name: 'Rewards Hub' })).toHaveAttribute('aria-current', 'page');

  await tabs().getByRole('link', { name: 'Competition' }).click();
  await expect(page).toHaveURL(/\/competition\/center\?ch=growth_rewards_to_competition$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Competition Center' })).toBeVisible();
  await expect(page.getByTestId('competition-empty')).toBeVisible();
  await expectNoAxeViolations(page);

  await tabs().getByRole('link', { name: 'Referral' }).click();
  await expect(page).toHaveURL(/\/referral\?ch=growth_competition_to_referral$/);
  await expect(page.getByRole('main').getByTestId('referral-code')).toHaveText('enc-10001');
});

test('the account menu links the referral page', async ({ page }) => {
  await usePersona(page, 'user-kyc2', '/');
  await waitForHydration(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /kyc2-user/ })
    .click();
  await page.getByRole('menuitem', { name: 'Referral' }).click();
  await expect(page).toHaveURL(/\/referral$/);
  await expect(page.getByRole('main').getByTestId('referral-code')).toBeVisible();
});

test('a visitor gets the sign-in prompt on /referral, not a crash', async ({ page }) => {
  await usePersona(page, 'visitor', '/referral');
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(main.getByText('Log in to see your referral code, your link and your rebates.')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  await expect(main.getByRole('navigation', { name: 'Growth' }).getByRole('link')).toHaveCount(3);
  await expectNoAxeViolations(page);
});

test('404: trending stories come from the content call per site and locale; a failed call shows the fixed list', async ({ page }) => {
  const trending = (name = 'Trending stories') => page.getByRole('main').getByRole('region', { name });
  await page.goto(siteUrl('main', '/nope'));
  await expect(trending().getByRole('link', { name: 'Ether climbs as network fees fall to a yearly low' })).toHaveAttribute(
    'href',
    // The story's article on the content hub (decision 1904).
    '/news/ether-fees-yearly-low',
  );
  await page.goto(siteUrl('main', '/ar/nope'));
  const arabic = trending('القصص الرائجة').getByRole('link').first();
  await expect(arabic).toHaveText('الإيثر يرتفع مع انخفاض رسوم الشبكة إلى أدنى مستوى سنوي');
  await expect(arabic).toHaveAttribute('href', '/ar/news/ether-fees-yearly-low');

  await setFault(page, 'trendingStories', 'http500');
  await page.goto(siteUrl('main', '/nope'));
  await expect(trending().getByRole('link')).toHaveText([
    'What moves the price of Bitcoin this week',
    'Stablecoins explained: how they hold their peg',
    'Five ways to keep your account secure',
  ]);
});
