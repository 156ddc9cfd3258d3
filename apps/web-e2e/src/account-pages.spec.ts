// e2e-projects: account, wallet
import { expectNoAxeViolations } from './support/axe';
import { siteUrl, usePersona, waitForHydration } from './support/sites';
import { expect, test } from './support/test';

// The /myaccount service pages (decisions 1931–1935): support tickets, the notification centre, the coupon centre
// and the fiat deposit. A desktop in English walks each user path end to end (sandbox → api → rule → screen); a
// 390 px phone in Arabic sees each page laid out right to left, the logged-out and closed states, and the
// hiddenNotification rule. axe on every page.

test.describe.configure({ mode: 'parallel' });

test('desktop, en: open a ticket and reply, read notifications, redeem a coupon, deposit euros by card', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await usePersona(page, 'fiat-entitled', '/myaccount/tickets');
  await waitForHydration(page);

  // Tickets: the empty state points to the help centre; the form checks before sending; the thread takes a reply.
  await expect(page.getByRole('heading', { name: 'No tickets yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Visit the help centre' })).toHaveAttribute('href', '/help');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'New ticket' }).click();
  await page.getByRole('button', { name: 'Submit ticket' }).click();
  await expect(page.getByText('Choose a category.')).toBeVisible();
  await page.getByLabel('Category').selectOption('deposit');
  await page.getByLabel('Subject').fill('EUR deposit not credited');
  await page.getByLabel('Describe the problem').fill('My SEPA transfer of 250 EUR left my bank two days ago.');
  await page.getByRole('button', { name: 'Submit ticket' }).click();
  await expect(page.getByText('Ticket tk-1 opened. We will reply here and notify you.')).toBeVisible();
  await page.getByRole('button', { name: 'View ticket EUR deposit not credited' }).click();
  await expect(page.getByRole('heading', { name: 'EUR deposit not credited' })).toBeVisible();
  await page.getByLabel('Your reply').fill('The reference was FD600031.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'The reference was FD600031.' })).toBeVisible();

  // Notifications: two unread seeds and the ticket's receipt; mark all read.
  await page.goto(siteUrl('main', '/myaccount/notifications'));
  await expect(page.getByTestId('notifications-unread')).toHaveText('3 unread notifications');
  await expect(page.getByRole('heading', { name: 'Ticket received' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: /Trade/ }).click();
  await expect(page.getByRole('heading', { name: 'Order filled' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByTestId('notifications-unread')).toHaveText('No unread notifications');

  // Coupons: an expired code is refused in the server's words; a valid one joins the available tab.
  await page.goto(siteUrl('main', '/myaccount/coupon_center'));
  await expect(page.getByRole('tab', { name: 'Available (2)' })).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page);
  await page.getByLabel('Coupon code').fill('SPRING-2025');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText('Not redeemed: This code has expired')).toBeVisible();
  await page.getByLabel('Coupon code').fill('welcome10');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText('Added to your coupons: 10 USDT Trading fee voucher.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Available (3)' })).toBeVisible();

  // Fiat deposit: euros by card, the amount against the limits, the fee, the payment, the credit and the history.
  await page.goto(siteUrl('main', '/myaccount/deposit_fiat'));
  await page.getByRole('radio', { name: /Bank card/ }).check();
  const amount = page.getByLabel('Amount (EUR)');
  await amount.fill('9000');
  await amount.blur();
  await expect(page.getByText('The maximum for your verification level is 5000 EUR.')).toBeVisible();
  await amount.fill('200');
  await expect(page.getByTestId('fiat-summary')).toContainText('196.40 EUR');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Pay 200.00 EUR' }).click();
  await expect(page.getByTestId('fiat-done')).toContainText('196.40 EUR has been credited to your spot account.');
  await expect(page.getByTestId('fiat-history')).toContainText('Completed');
});

test('390 px phone, ar: each page right to left with axe; logged out, closed and hidden states', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await usePersona(page, 'fiat-entitled', '/ar/myaccount/tickets');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'لا توجد تذاكر بعد' })).toBeVisible();
  await page.getByRole('button', { name: 'تذكرة جديدة' }).click();
  await expect(page.getByLabel('صف المشكلة')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(siteUrl('main', '/ar/myaccount/notifications'));
  await expect(page.getByTestId('notifications-unread')).toHaveText('إشعاران غير مقروءين');
  await page.getByRole('tab', { name: /الأنشطة/ }).click();
  await expect(page.getByRole('heading', { name: 'تداول BTC بدون رسوم هذا الأسبوع' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The older path of 03 §2 shows the same centre.
  await page.goto(siteUrl('main', '/ar/myaccount/profile/coupon_center'));
  await expect(page.getByRole('tab', { name: 'المتاحة (2)' })).toBeVisible();
  await expect(page.getByText('تنتهي قريبًا')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(siteUrl('main', '/ar/myaccount/deposit_fiat'));
  await expect(page.getByLabel('المبلغ (EUR)')).toBeVisible();
  await expectNoAxeViolations(page);

  // fiat-restricted (menu fiat_trade): the compliance gate answers the page with its regional notice (01 §4 feature
  // routes), before any fiat form is sent.
  await usePersona(page, 'fiat-restricted', '/ar/myaccount/deposit_fiat');
  await expect(page.getByRole('heading', { level: 1, name: 'هذه الخدمة غير متاحة في منطقتك' })).toBeVisible();
  await expect(page.getByLabel('المبلغ (EUR)')).toHaveCount(0);

  // A visitor is told to log in.
  await usePersona(page, 'visitor', '/ar/myaccount/coupon_center');
  await expect(page.getByTestId('login-first').getByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute('href', '/ar/login');

  // 03 §3/§6 hiddenNotification: a regulated site (us) has no notification centre.
  expect((await page.goto(siteUrl('us', '/myaccount/notifications')))?.status()).toBe(404);
});
