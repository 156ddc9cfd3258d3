// e2e-projects: account, wallet
import { expectNoAxeViolations } from './support/axe';
import { siteOrigin, siteUrl, usePersona, waitForHydration } from './support/sites';
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
  // Decision 1946: the menu marks "Deposit fiat" under Assets, not the Assets overview.
  const nav = page.getByRole('navigation', { name: 'Account navigation' });
  await expect(nav.getByRole('link', { name: 'Deposit fiat' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current', 'page');
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

// Decisions 1945: the header bell counts the unread notifications and follows the centre without a reload; the
// sandbox's support agent answers a ticket 20 s after the user wrote (the `sandbox_clock` cookie moves the sandbox's
// time, so nothing sleeps); the user replies and closes the ticket. A desktop in English, then a phone in Arabic.
const BELL_CASES = [
  {
    name: 'desktop en',
    viewport: { width: 1280, height: 800 },
    prefix: '',
    t: {
      bell: (n: number) => (n === 0 ? 'Notifications' : `Notifications, ${n} unread`),
      newTicket: 'New ticket',
      category: 'Category',
      subject: 'Subject',
      description: 'Describe the problem',
      submit: 'Submit ticket',
      view: (subject: string) => `View ticket ${subject}`,
      replied: 'Support replied',
      waiting: 'Waiting for support',
      reply: 'Your reply',
      send: 'Send reply',
      close: 'Close ticket',
      closed: 'Closed',
      markAll: 'Mark all as read',
    },
  },
  {
    name: '390 px phone ar',
    viewport: { width: 390, height: 844 },
    prefix: '/ar',
    t: {
      // Arabic plurals: "two" has its own word, 3–10 take "few" (the digit in either Latin or Arabic-Indic form).
      bell: (n: number) =>
        n === 0
          ? 'الإشعارات'
          : n === 2
            ? 'الإشعارات، إشعاران غير مقروءين'
            : new RegExp(`^الإشعارات، (${n}|${n.toLocaleString('ar')}) إشعارات غير مقروءة$`),
      newTicket: 'تذكرة جديدة',
      category: 'الفئة',
      subject: 'الموضوع',
      description: 'صف المشكلة',
      submit: 'إرسال التذكرة',
      view: (subject: string) => `عرض التذكرة ${subject}`,
      replied: 'ردّ الدعم',
      waiting: 'بانتظار الدعم',
      reply: 'ردّك',
      send: 'إرسال الرد',
      close: 'إغلاق التذكرة',
      closed: 'مغلقة',
      markAll: 'تحديد الكل كمقروء',
    },
  },
] as const;

for (const { name, viewport, prefix, t } of BELL_CASES) {
  test(`${name}: the bell counts unread notifications; support answers a ticket, the user replies and closes it`, async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    const clock = async (at: number) => context.addCookies([{ name: 'sandbox_clock', value: String(at), url: siteOrigin('main') }]);
    const start = Date.UTC(2026, 10, 28, 9, 0, 0);
    await clock(start);
    await usePersona(page, 'user-kyc2', `${prefix}/myaccount/tickets`);
    await waitForHydration(page);

    // Two unread seeds; the bell says so in its name, its badge shows the number.
    const bell = page.getByTestId('header-bell');
    await expect(bell).toHaveAccessibleName(t.bell(2));
    await expect(bell).toHaveAttribute('href', `${prefix}/myaccount/notifications`);
    await expect(page.getByTestId('header-bell-badge')).toHaveText('2');

    // A new ticket raises "Ticket received": the bell counts it without a reload.
    await page.getByRole('button', { name: t.newTicket }).click();
    await page.getByLabel(t.category).selectOption('withdrawal');
    await page.getByLabel(t.subject).fill('BTC withdrawal pending');
    await page.getByLabel(t.description).fill('My BTC withdrawal has been pending for two hours.');
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByTestId('header-bell-badge')).toHaveText('3');

    // 20 s later (sandbox time) the agent has answered: the thread shows it and the ticket is "Support replied".
    await clock(start + 21_000);
    await page.getByRole('button', { name: t.view('BTC withdrawal pending') }).click();
    const thread = page.getByTestId('ticket-thread');
    await expect(thread.locator('[data-author="support"]')).toHaveCount(1);
    await expect(thread.getByText(t.replied, { exact: true })).toBeVisible();
    await page.getByLabel(t.reply).fill('The transaction ID is 9f3c0a.');
    await page.getByRole('button', { name: t.send }).click();
    await expect(thread.getByText(t.waiting, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: t.close }).click();
    await expect(thread.getByText(t.closed, { exact: true })).toBeVisible();
    await expect(page.getByLabel(t.reply)).toHaveCount(0);

    // The centre lists the answer; reading everything there empties the bell without a reload.
    await page.goto(siteUrl('main', `${prefix}/myaccount/notifications`));
    await expect(bell).toHaveAccessibleName(t.bell(4));
    await expect(page.getByRole('heading', { name: t.replied })).toBeVisible();
    await page.getByRole('button', { name: t.markAll }).click();
    await expect(bell).toHaveAccessibleName(t.bell(0));
    await expect(page.getByTestId('header-bell-badge')).toHaveCount(0);
  });
}
