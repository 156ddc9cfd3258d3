// e2e-projects: chart, kyc
import { siteOrigin, siteUrl, usePersona, waitForHydration } from './support/sites';
import { expect, test } from './support/test';

// Spec 03 §2 / decision 1203: on the US site every internal link goes under /en-us, in the default language too;
// login and signup go to the US login host. The chrome did so already; these are the libraries' own links
// (chart's markets and trade links, KYC's upgrade route), clicked through on the us site.

test.describe.configure({ mode: 'parallel' });
test.setTimeout(90_000);

const enUs = (path: string) => new RegExp(`^${siteOrigin('us').replace(/[.]/g, '\\.')}/en-us${path}`);

test('markets: a pair links to its trade page under /en-us, whose login link comes back under /en-us', async ({ page }) => {
  await page.goto(siteUrl('us', '/price'));
  await waitForHydration(page);
  const pair = page.getByTestId('markets-table').locator('tr[data-symbol="BTC_USDT"]').getByRole('link');
  await expect(pair).toHaveAttribute('href', '/en-us/trade/BTC_USDT');
  await pair.click();
  await expect(page).toHaveURL(enUs('/trade/BTC_USDT'));
  await waitForHydration(page);
  const login = page.getByRole('link', { name: 'Log in to trade' });
  await expect(login).toHaveAttribute('href', /redirect=[^&]*%2Fen-us%2Ftrade%2FBTC_USDT/);
});

test('KYC: Upgrade KYC on the KYC landing goes to /en-us/myaccount/kyc2', async ({ page }) => {
  await usePersona(page, 'user-kyc0', '/myaccount/kyc_home', 'us');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Upgrade KYC' }).click();
  await expect(page).toHaveURL(enUs('/myaccount/kyc2'));
});
