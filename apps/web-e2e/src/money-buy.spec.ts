// e2e-projects: wallet
import { expectNoAxeViolations } from './support/axe';
import { usePersona, waitForHydration } from './support/sites';
import { expect, test } from './support/test';

test.describe.configure({ mode: 'parallel' });

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const WORDS = {
  en: {
    prefix: '',
    countdown: /Quote expires in \d+ s/,
    expired: 'This quote has expired',
    refresh: 'Refresh quote',
    buy: 'Buy USDT',
    completed: 'Completed:',
    buyFrom: 'Buy USDT from CryptoKing',
    place: 'Place order',
    waiting: 'Waiting for payment',
    payWithin: /Pay the merchant within 1[45]:\d\d/,
    offers: 'Merchant offers',
    verify: 'Verify now',
  },
  ar: {
    prefix: '/ar',
    countdown: /ينتهي عرض السعر خلال \d+ ث/,
    expired: 'انتهت صلاحية عرض السعر',
    refresh: 'تحديث عرض السعر',
    buy: 'شراء USDT',
    completed: 'مكتمل:',
    buyFrom: 'شراء USDT من CryptoKing',
    place: 'تقديم الطلب',
    waiting: 'بانتظار الدفع',
    payWithin: /ادفع للتاجر خلال 1[45]:\d\d/,
    offers: 'عروض التجار',
    verify: 'تحقق الآن',
  },
} as const;

for (const viewport of VIEWPORTS) {
  for (const lang of ['en', 'ar'] as const) {
    const w = WORDS[lang];
    test.describe(`${viewport.name} ${viewport.width} px, ${lang}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      test('buy USDT with a card: a quote with a countdown that expires, is refreshed, and is bought (issue 22)', async ({ page }) => {
        // The page's clock, so the quote's 30 s pass without waiting for them.
        await page.clock.install();
        await usePersona(page, 'user-kyc2', `${w.prefix}/crypto/buy/with-credit-card?method=card&fiat=EUR`);
        await waitForHydration(page);
        await expect(page.getByTestId('buy-quote')).toContainText('EUR');
        await expect(page.getByTestId('buy-countdown')).toHaveText(w.countdown);
        await expectNoAxeViolations(page);
        // The sandbox's quotes hold 30 s: the page's clock jumps past them.
        await page.clock.fastForward(31_000);
        await expect(page.getByTestId('buy-quote-expired')).toContainText(w.expired);
        await expect(page.getByRole('button', { name: w.buy })).toBeDisabled();
        // Back to the server's time, which prices the refreshed quote.
        await page.clock.setSystemTime(Date.now());
        await page.getByRole('button', { name: w.refresh }).click();
        await expect(page.getByTestId('buy-countdown')).toHaveText(w.countdown);
        await page.getByRole('button', { name: w.buy }).click();
        await expect(page.getByTestId('buy-order-status')).toContainText(w.completed);
      });

      test('P2P: offers, filters and an order waiting for payment with a countdown (issue 22)', async ({ page }) => {
        await usePersona(page, 'user-kyc2', `${w.prefix}/c2c/USDT_EUR`);
        await waitForHydration(page);
        const offers = page.getByRole('table', { name: w.offers });
        await expect(offers.getByRole('row')).toHaveCount(6);
        await expectNoAxeViolations(page);
        await page.getByRole('combobox').selectOption('Revolut');
        await expect(offers.getByRole('row')).toHaveCount(3);
        await page.getByRole('combobox').selectOption('');
        await offers.getByRole('button', { name: w.buyFrom }).click();
        await page.getByRole('button', { name: w.place }).click();
        await expect(page.getByTestId('p2p-order-status')).toHaveText(w.waiting);
        await expect(page.getByTestId('p2p-countdown')).toHaveText(w.payWithin);
      });

      test('user-kyc0 is told to verify on the buy and P2P pages (issue 22 item 6)', async ({ page }) => {
        await usePersona(page, 'user-kyc0', `${w.prefix}/crypto/buy/with-bank-account?method=bank&fiat=USD`);
        await waitForHydration(page);
        await expect(page.getByTestId('money-gate').getByRole('link', { name: w.verify })).toHaveAttribute(
          'href',
          `${w.prefix}/myaccount/kyc_home`,
        );
        await page.goto(`${w.prefix}/c2c/USDT_USD`);
        await waitForHydration(page);
        await expect(page.getByTestId('money-gate').getByRole('link', { name: w.verify })).toBeVisible();
      });
    });
  }
}

test('the drawer routes /c2c/market and the bank route answer (01 §2)', async ({ page }) => {
  await usePersona(page, 'user-kyc2', '/c2c/market');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('P2P trading: USDT with USD');
  await page.goto('/crypto/buy/with-bank-account?method=bank');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buy crypto with a bank account');
});
