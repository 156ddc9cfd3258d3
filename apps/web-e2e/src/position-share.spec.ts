// e2e-projects: chart, referral
import { siteUrl, usePersona, waitForHydration } from './support/sites';
import { expect, test } from './support/test';

// Spec 03 §2, §5, §9 / decision 1403: "Share" on a futures position opens the share image of that position
// (user-kyc2 holds a long of 3 BTC_USDT contracts at 10x, entry 59000; the PnL follows the live mark price, so the
// test reads its form, not its value: the rule's case table pins the figures), with the user's
// referral code and invite link; the image downloads and the link copies.

test.setTimeout(90_000);

test('user-kyc2 shares the BTC_USDT long: the image dialog, download and copy link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteUrl('main', '') });
  await usePersona(page, 'user-kyc2', '/futures/usdt/BTC_USDT');
  await waitForHydration(page);
  const share = page.getByRole('region', { name: 'Positions' }).getByRole('button', { name: 'Share your long BTC_USDT position' });
  await expect(share).toBeVisible({ timeout: 30_000 });
  await share.click();

  const dialog = page.getByRole('dialog', { name: 'Share' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: /^Share image: BTC\/USDT perpetual, [+−-]?\d+(?:\.\d+)?%$/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect(dialog.getByText(/\/signup\?ref=enc-/)).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: 'Download image' }).click()]);
  expect(download.suggestedFilename()).toBe('position-BTC_USDT.png');

  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/signup\?ref=enc-/);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
