// e2e-projects: wallet
import { expectNoAxeViolations } from './support/axe';
import { siteUrl, usePersona, waitForHydration } from './support/sites';
import { expect, test, type Page } from './support/test';

test.describe.configure({ mode: 'parallel' });

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** Issue 22: English and Arabic words the tests look for. */
const WORDS = {
  en: {
    prefix: '',
    network: '2. Select network',
    eth: 'Ethereum (ERC20)',
    tron: 'Tron (TRC20)',
    history: 'Recent deposits',
    pending: 'Pending',
    confirming: /Confirming \d+\/20/,
    credited: 'Credited',
    verify: 'Verify now',
    code: 'Deposit code',
    confirm: 'Confirm deposit',
  },
  ar: {
    prefix: '/ar',
    network: '2. اختر الشبكة',
    eth: 'Ethereum (ERC20)',
    tron: 'Tron (TRC20)',
    history: 'الإيداعات الأخيرة',
    pending: 'قيد الانتظار',
    confirming: /قيد التأكيد \d+\/20/,
    credited: 'تمت الإضافة',
    verify: 'تحقق الآن',
    code: 'رمز الإيداع',
    confirm: 'تأكيد الإيداع',
  },
} as const;

const depositAddress = (page: Page) => page.getByTestId('deposit-address');

for (const viewport of VIEWPORTS) {
  for (const lang of ['en', 'ar'] as const) {
    const w = WORDS[lang];
    test.describe(`${viewport.name} ${viewport.width} px, ${lang}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      test('USDT on two networks: different addresses and QR codes, stable across visits (issue 22)', async ({ page }) => {
        await usePersona(page, 'user-kyc2', `${w.prefix}/myaccount/deposit/USDT`);
        await waitForHydration(page);
        if (lang === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        const networks = page.getByRole('radiogroup', { name: w.network });
        await expect(networks.getByRole('radio', { name: new RegExp(w.tron.replace(/[()]/g, '\\$&')) })).toHaveAttribute(
          'aria-checked',
          'true',
        );
        const tron = (await depositAddress(page).textContent()) ?? '';
        expect(tron).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
        const tronQr = await page.getByTestId('deposit-qr').getAttribute('data-value');
        expect(tronQr).toBe(tron);
        await expectNoAxeViolations(page);

        await networks.getByRole('radio', { name: new RegExp(w.eth.replace(/[()]/g, '\\$&')) }).click();
        await expect(depositAddress(page)).toHaveText(/^0x[0-9a-fA-F]{40}$/);
        const eth = (await depositAddress(page).textContent()) ?? '';
        expect(eth).not.toBe(tron);
        await expect(page.getByTestId('deposit-qr')).toHaveAttribute('data-value', eth);

        await page.reload();
        await waitForHydration(page);
        await expect(depositAddress(page)).toHaveText(tron);
      });

      test('a simulated deposit goes pending → confirming n/N → credited and the balance shows it (issue 22)', async ({ page }) => {
        test.slow();
        await usePersona(page, 'user-kyc2', `${w.prefix}/myaccount/deposit/USDT`);
        await waitForHydration(page);
        await expect(page.getByTestId('deposit-balance')).toHaveText('1000 USDT');
        await page.goto(
          siteUrl(
            'main',
            `/_sandbox/deposit?currency=USDT&chain=TRX&amount=250&next=${encodeURIComponent(`${w.prefix}/myaccount/deposit/USDT`)}`,
          ),
        );
        await waitForHydration(page);
        const history = page.getByRole('region', { name: w.history });
        const row = history.getByRole('row').filter({ hasText: '250' });
        // The page may take longer to load than the 3 s the deposit stays pending: either first, then confirming n/N.
        await expect(row).toContainText(new RegExp(`${w.pending}|${w.confirming.source}`));
        await expect(row).toContainText(w.confirming, { timeout: 10_000 });
        await expect(row).toContainText(w.credited, { timeout: 20_000 });
        await expect(page.getByTestId('deposit-balance')).toHaveText('1250 USDT');
      });

      test('user-kyc0 is told why and sent to verification (issue 22 item 6)', async ({ page }) => {
        await usePersona(page, 'user-kyc0', `${w.prefix}/myaccount/deposit/USDT`);
        await waitForHydration(page);
        const verify = page.getByTestId('money-gate').getByRole('link', { name: w.verify });
        await expect(verify).toHaveAttribute('href', `${w.prefix}/myaccount/kyc_home`);
        await expect(page.getByTestId('deposit-address')).toHaveCount(0);
        await expectNoAxeViolations(page);
      });

      test('a deposit code is previewed and credited; a used one gets the server message and stays typed (issue 22)', async ({ page }) => {
        await usePersona(page, 'user-kyc2', `${w.prefix}/myaccount/deposit_gatecode`);
        await waitForHydration(page);
        const code = page.getByRole('textbox', { name: w.code });
        await code.fill('gift used 0000');
        await expect(code).toHaveValue('GIFT-USED-0000');
        await expect(page.getByTestId('code-refused')).toHaveText('This code has already been redeemed');
        await expect(code).toHaveValue('GIFT-USED-0000');
        await expect(page.getByRole('button', { name: w.confirm })).toBeDisabled();
        await expectNoAxeViolations(page);

        await code.fill('giftusdt0050');
        await expect(page.getByTestId('code-preview')).toContainText('50 USDT');
        await page.getByRole('button', { name: w.confirm }).click();
        await expect(page.getByTestId('code-credited')).toContainText('50 USDT');
        await code.fill('GIFT-USDT-0050');
        await expect(page.getByTestId('code-refused')).toHaveText('This code has already been redeemed');
      });
    });
  }
}

test('the sandbox toolbar simulates an incoming deposit (issue 22)', async ({ page }) => {
  await usePersona(page, 'user-kyc2', '/myaccount/deposit/BTC');
  await waitForHydration(page);
  await page.getByRole('button', { name: /user-kyc2/ }).click();
  const tool = page.getByRole('form', { name: 'Incoming deposit' });
  await tool.getByRole('combobox', { name: 'Coin and network' }).selectOption('BTC:BTC');
  await tool.getByRole('textbox', { name: 'Amount' }).fill('0.25');
  await tool.getByRole('button', { name: 'Simulate incoming deposit' }).click();
  await expect(page).toHaveURL(/\/myaccount\/deposit\/BTC$/);
  await expect(page.getByRole('region', { name: 'Recent deposits' }).getByRole('row').filter({ hasText: '0.25' })).toBeVisible();
});
