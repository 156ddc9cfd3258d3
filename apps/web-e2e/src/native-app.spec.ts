// e2e-projects: kyc, chart
import AxeBuilder from '@axe-core/playwright';
import type { Frame, Page } from '@playwright/test';
import { AXE_TAGS } from './support/axe';
import { expect, test } from './support/test';

// Issue 11 item 3 (decision 1150): inside the sandbox native shell, "Upgrade KYC" on /myaccount/kyc_home calls the app
// bridge (spec 02 §4): an iOS build below 202306151200 takes the old native entry, from 202306151200 the new one
// (spec 01 §9, 02 §9); Android its one entry. The shell lists every bridge call it receives.

const FRAME_TITLE = 'The site inside the native app';

/** Opens the shell and waits for the framed page to be hydrated (its buttons work only then). */
async function openShell(page: Page, query: string): Promise<Frame> {
  await page.goto(`/_sandbox/native-shell?${query}`);
  const iframe = page.getByTitle(FRAME_TITLE);
  await expect(iframe).toBeVisible();
  const frame = await (await iframe.elementHandle())?.contentFrame();
  if (!frame) throw new Error('the shell has no frame');
  await frame.waitForLoadState('load');
  await frame.waitForFunction(() => {
    const main = document.getElementById('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__react'));
  });
  return frame;
}

const bridgeCalls = (page: Page) => page.getByRole('list', { name: 'Bridge calls' }).getByRole('listitem');

test.describe('native app shell', () => {
  test('an old iOS build (202306151100): Upgrade KYC opens the old native KYC entry', async ({ page }) => {
    const frame = await openShell(page, 'os=ios&build=202306151100&path=/myaccount/kyc_home');
    await expect(page.getByText('iOS build 202306151100: old native calls')).toBeVisible();
    await frame.getByRole('button', { name: 'Upgrade KYC' }).click();
    await expect(bridgeCalls(page)).toHaveText(['ios · openKYC · {}']);
    // The bridge took it: the web view stays on the KYC landing (no /myaccount/kyc2 placeholder).
    expect(new URL(frame.url()).pathname).toBe('/myaccount/kyc_home');
  });

  test('a new iOS build (202306151200): Upgrade KYC opens the new native KYC entry; the help article is the app copy', async ({ page }) => {
    const frame = await openShell(page, 'os=ios&build=202306151200&path=/myaccount/kyc_home');
    await frame.getByRole('button', { name: 'Upgrade KYC' }).click();
    await expect(bridgeCalls(page)).toHaveText(['ios · exchangeBridge · {"action":"openKyc","version":2}']);
    const help = frame.getByRole('link', { name: 'How identity verification works' });
    await expect(help).toHaveAttribute('href', /\/app\/articles\/identity-verification$/);
    await help.click();
    await expect(bridgeCalls(page).nth(1)).toHaveText(
      /ios · exchangeBridge · \{"action":"openUrl","url":"https:\/\/help\.example-exchange\.test\/app\//,
    );
  });

  test('Android: Upgrade KYC posts its JSON message to ExchangeAndroid', async ({ page }) => {
    const frame = await openShell(page, 'os=android&build=658020&path=/myaccount/kyc_home');
    await frame.getByRole('button', { name: 'Upgrade KYC' }).click();
    await expect(bridgeCalls(page)).toHaveText(['android · ExchangeAndroid · {"action":"openKyc"}']);
  });

  test('the shell and the KYC upgrade block inside it pass axe', async ({ page }) => {
    const frame = await openShell(page, 'os=ios&build=202306151100&path=/myaccount/kyc_home');
    await expect(frame.getByRole('button', { name: 'Upgrade KYC' })).toBeVisible();
    const describe = (violations: { id: string; nodes: { target: unknown }[] }[]) =>
      violations.map((v) => `${v.id} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`).join('\n');
    // The shell's own controls and list (the framed site's pages have their own axe checks).
    const shell = await new AxeBuilder({ page })
      .withTags([...AXE_TAGS])
      .exclude('iframe')
      .analyze();
    expect(shell.violations, describe(shell.violations)).toEqual([]);
    // The upgrade block as the native app shows it: inside the frame, which has the app cookie (decision 1970: no second
    // load of the page, which made this test the slowest of the file under load).
    const panel = await new AxeBuilder({ page })
      .withTags([...AXE_TAGS])
      .include(['iframe', '[data-testid="kyc-upgrade-panel"]'])
      .analyze();
    expect(panel.violations, describe(panel.violations)).toEqual([]);
    expect(panel.passes.length, 'axe ran inside the frame').toBeGreaterThan(0);
  });

  test('outside the shell, Upgrade KYC goes to /myaccount/kyc2 and the site cannot be framed', async ({ page }) => {
    const response = await page.goto('/myaccount/kyc_home');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.waitForFunction(() => {
      const main = document.getElementById('main');
      return main !== null && Object.keys(main).some((key) => key.startsWith('__react'));
    });
    await expect(page.getByRole('link', { name: 'How identity verification works' })).toHaveAttribute(
      'href',
      /\/hc\/articles\/identity-verification$/,
    );
    await page.getByRole('button', { name: 'Upgrade KYC' }).click();
    await expect(page).toHaveURL(/\/myaccount\/kyc2$/);
  });
});

// Issue 11 item 4 (decision 1151): the coin-icon whitelist of the common config puts the hour's cache version on the
// whitelisted coins' icons (spec 01 §9, 03 §9); the icons load.
test('the markets page shows coin icons, a whitelisted coin with the hour’s cache version', async ({ page }) => {
  await page.goto('/price');
  const icon = page.locator('tr[data-symbol="BTC_USDT"] img');
  await expect(icon).toHaveAttribute('src', /^\/static\/coin\/BTC\.svg\?v=\d{10}&w=28&q=75$/);
  await icon.scrollIntoViewIfNeeded();
  await expect.poll(() => icon.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
});
