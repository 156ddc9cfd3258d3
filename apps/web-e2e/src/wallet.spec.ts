// e2e-projects: wallet
import { expectNoAxeViolations } from './support/axe';
import { setFault, siteUrl, usePersona, waitForHydration } from './support/sites';
import { expect, test, type Page } from './support/test';

test.describe.configure({ mode: 'parallel' });

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const hrefs = async (page: Page, scope: ReturnType<Page['getByRole']>) =>
  scope
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((a) => new URL((a as HTMLAnchorElement).href).pathname + new URL((a as HTMLAnchorElement).href).search),
    );

/** On the assets page (persona already chosen): "Deposit methods" opens the modal. */
async function openMethods(page: Page) {
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Deposit methods' }).click();
  const modal = page.getByRole('dialog', { name: 'Choose a deposit method' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('link', { name: /On-chain deposit/ })).toBeVisible();
  return modal;
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('deposit from the header on main: the fund-wallet drawer with main’s five links (spec 01 §2)', async ({ page }) => {
      await usePersona(page, 'user-kyc2', '/');
      await waitForHydration(page);
      await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
      const drawer = page.getByRole('dialog', { name: 'Fund your wallet' });
      await expect(drawer).toBeVisible();
      expect(await hrefs(page, drawer)).toEqual([
        '/myaccount/deposit/USDT',
        '/myaccount/deposit_gatecode',
        '/crypto/buy/with-credit-card?method=card',
        '/crypto/buy/with-bank-account?method=bank',
        '/c2c/market',
      ]);
      await expectNoAxeViolations(page);
      await drawer.getByRole('button', { name: 'Close' }).click();
      await expect(drawer).toBeHidden();
    });

    test('deposit from the header on US: its own two links', async ({ page }) => {
      await usePersona(page, 'user-kyc2', '/', 'us');
      await waitForHydration(page);
      await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
      const drawer = page.getByRole('dialog', { name: 'Fund your wallet' });
      await expect(drawer).toBeVisible();
      expect(await hrefs(page, drawer)).toEqual(['/en-us/myaccount/deposit/USDT', '/en-us/buy-sell-crypto']);
    });

    test('the deposit-method modal shows the other ways for a fiat-entitled user, with the fiat filled in', async ({ page }) => {
      await usePersona(page, 'fiat-entitled', '/myaccount/assets');
      const modal = await openMethods(page);
      await expect(modal.getByRole('heading', { name: 'Other ways' })).toBeVisible();
      await expect(modal.getByRole('link', { name: /P2P trading/ })).toHaveAttribute('href', '/c2c/USDT_EUR');
      await expect(modal.getByRole('link', { name: /Credit card/ })).toHaveAttribute(
        'href',
        '/crypto/buy/with-credit-card?method=card&fiat=EUR',
      );
      await expect(modal.getByRole('link', { name: /Bank card/ })).toHaveAttribute(
        'href',
        '/crypto/buy/with-bank-account?method=bank&fiat=EUR',
      );
      await expectNoAxeViolations(page);
    });

    for (const [persona, site] of [
      ['fiat-restricted', 'main'],
      ['uk-limited', 'main'],
      ['deposit-other-ways-off', 'main'],
      ['user-kyc2', 'us'],
    ] as const) {
      test(`the deposit-method modal hides the other ways for ${persona} on ${site}`, async ({ page }) => {
        await usePersona(page, persona, '/myaccount/assets', site);
        if (persona === 'uk-limited') {
          // A UK-limited visitor on main gets the compliance overlays first (spec 01 §4: the UK notice, then the
          // region-switch prompt), one at a time from the queue; each is modal and makes the page inert until answered.
          await waitForHydration(page);
          for (let i = 0; i < 4; i++) {
            const overlay = page.locator('dialog[open]').first();
            if (
              !(await overlay.waitFor({ state: 'visible', timeout: 4000 }).then(
                () => true,
                () => false,
              ))
            )
              break;
            const answered = await overlay.elementHandle();
            await overlay
              .getByRole('button', { name: /^(I Got it|Stay here|Close)$/ })
              .first()
              .click();
            // This dialog closes; the queue may open the next one at once, so `dialog[open]` itself is not checked.
            await expect.poll(() => answered?.evaluate((el) => (el as HTMLDialogElement).open)).toBe(false);
          }
        }
        const modal = await openMethods(page);
        await expect(modal.getByRole('link', { name: /Code deposit/ })).toBeVisible();
        await expect(modal.getByRole('heading', { name: 'Other ways' })).toHaveCount(0);
      });
    }

    test('the assets page: total funds, hide balances survives a reload', async ({ page }) => {
      await usePersona(page, 'user-kyc2', '/myaccount/assets');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { name: 'Total funds' })).toBeVisible();
      await expect(page.getByTestId('total-usd')).toContainText('31,250.40');
      await expect(page.getByTestId('total-btc')).toContainText('0.52');
      await expectNoAxeViolations(page);
      await page.getByText('Hide balances').click();
      await expect(page.getByTestId('total-usd')).toContainText('******');
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByTestId('total-usd')).toContainText('******');
      await expect(page.getByRole('checkbox', { name: 'Hide balances' })).toBeChecked();
    });

    test('a failing total-funds call shows zeros and no message (spec 03 §8)', async ({ page }) => {
      await usePersona(page, 'user-kyc2', '/');
      await setFault(page, 'totalFunds', 'http500');
      await page.goto(siteUrl('main', '/myaccount/assets'));
      await waitForHydration(page);
      await expect(page.getByTestId('total-usd')).toContainText('0.00');
      await expect(page.getByTestId('total-btc')).toContainText('0.00');
      await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
    });

    test('dust is zero-shortened on the assets page (spec 03 §5)', async ({ page }) => {
      await usePersona(page, 'dust-wallet', '/myaccount/assets');
      await waitForHydration(page);
      await expect(page.getByTestId('total-btc')).toContainText('0.0{8}123');
    });
  });
}
