// e2e-projects: kyc, account, micro-login
import { expectNoAxeViolations } from './support/axe';
import { siteOrigin, siteUrl, waitForHydration } from './support/sites';
import { expect, test, type Page } from './support/test';

// Issue 23 item 6 (decision 1866): a new account completes the KYC upgrade form on /myaccount/kyc2 (details, document
// type, upload checked for type before sending, selfie), sees "under review", and the level changes in place once the
// sandbox approves (its control /_sandbox/kyc/approve; otherwise it approves after 8 s).
test.describe.configure({ mode: 'parallel' });

const PASSWORD = 'correct horse battery';
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

async function mailedCode(page: Page, email: string): Promise<string> {
  const mailbox = await page.context().newPage();
  const url = `${siteOrigin('main')}/_sandbox/mailbox?to=${encodeURIComponent(email)}`;
  await mailbox.goto(url);
  await expect(async () => {
    if ((await mailbox.getByRole('article').count()) === 0) {
      await mailbox.goto(url);
      throw new Error(`no mail to ${email} yet`);
    }
  }).toPass({ timeout: 10_000 });
  const text = await mailbox.getByRole('article').first().innerText();
  await mailbox.close();
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in: ${text}`);
  return code;
}

const CASES = [
  {
    name: 'desktop, English, national ID card',
    viewport: { width: 1440, height: 900 },
    prefix: '',
    document: 'id_card',
    t: {
      level0: 'Level 0 · Not verified',
      level1: 'Level 1 · Identity verified',
      first: 'First name (as on your document)',
      last: 'Last name (as on your document)',
      birth: 'Date of birth',
      nationality: 'Nationality',
      idNumber: 'Document number',
      next: 'Continue',
      documentChoice: 'National ID card',
      front: 'Front side',
      back: 'Back side',
      wrongType: 'This file type is not accepted. Use JPEG, PNG or PDF.',
      tooYoung: 'You must be at least 18 years old.',
      selfie: 'Selfie photo',
      submit: 'Submit for review',
      underReview: 'Under review',
      approved: 'Approved: you are now at level 1.',
      nextForm: 'Upgrade to level 2',
    },
  },
  {
    name: '390 px phone, Arabic, passport',
    viewport: { width: 390, height: 844 },
    prefix: '/ar',
    document: 'passport',
    t: {
      level0: 'المستوى 0 · غير موثّق',
      level1: 'المستوى 1 · هوية موثّقة',
      first: 'الاسم الأول (كما في وثيقتك)',
      last: 'اسم العائلة (كما في وثيقتك)',
      birth: 'تاريخ الميلاد',
      nationality: 'الجنسية',
      idNumber: 'رقم الوثيقة',
      next: 'متابعة',
      documentChoice: 'جواز السفر',
      front: 'صفحة الصورة',
      back: '',
      wrongType: 'نوع هذا الملف غير مقبول. استخدم JPEG أو PNG أو PDF.',
      tooYoung: 'يجب ألا يقل عمرك عن 18 عامًا.',
      selfie: 'صورة السيلفي',
      submit: 'إرسال للمراجعة',
      underReview: 'قيد المراجعة',
      approved: 'تمت الموافقة: أصبحت الآن في المستوى 1.',
      nextForm: 'الترقية إلى المستوى 2',
    },
  },
] as const;

for (const c of CASES) {
  test(`KYC upgrade to "under review", then the level changes when the sandbox approves (${c.name})`, async ({ page }) => {
    await page.setViewportSize(c.viewport);
    // A new account (level 0): sign up and confirm the mailed code.
    const email = `kyc-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@sandbox.invalid`;
    await page.goto(siteUrl('main', `/signup?redirect=${encodeURIComponent(`${c.prefix}/myaccount/kyc2`)}`));
    await waitForHydration(page);
    const signup = page.getByRole('form', { name: 'Create your account' });
    await signup.getByRole('textbox', { name: 'Email' }).fill(email);
    await signup.getByLabel('Password').fill(PASSWORD);
    await signup.getByRole('button', { name: 'Sign Up' }).click();
    const confirm = page.getByRole('form', { name: 'Confirm your email' });
    await confirm.getByRole('textbox', { name: 'Email code' }).fill(await mailedCode(page, email));
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(siteUrl('main', `${c.prefix}/myaccount/kyc2`));
    await waitForHydration(page);
    await page.evaluate(() => Reflect.set(window, '__noReload', true));

    const main = page.getByRole('main');
    await expect(main.getByTestId('kyc-current-level')).toHaveText(c.t.level0);

    // 1. Personal details: a 17-year-old is refused, then an adult continues.
    await main.getByLabel(c.t.first).fill('Ada');
    await main.getByLabel(c.t.last).fill('Lovelace');
    const seventeen = new Date();
    seventeen.setUTCFullYear(seventeen.getUTCFullYear() - 17);
    await main.getByLabel(c.t.birth).fill(seventeen.toISOString().slice(0, 10));
    await main.getByLabel(c.t.nationality).selectOption('GB');
    await main.getByLabel(c.t.idNumber).fill('P1234567');
    await main.getByRole('button', { name: c.t.next }).click();
    await expect(main.getByText(c.t.tooYoung)).toBeVisible();
    await main.getByLabel(c.t.birth).fill('1990-12-10');
    await main.getByRole('button', { name: c.t.next }).click();

    // 2. Document type.
    await main.getByRole('radio', { name: c.t.documentChoice }).check();
    await main.getByRole('button', { name: c.t.next }).click();

    // 3. Upload: a text file is refused on choosing (nothing sent), a PNG is accepted with its preview.
    await main.getByLabel(c.t.front).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(main.getByRole('alert').filter({ hasText: c.t.wrongType })).toBeVisible();
    await main.getByLabel(c.t.front).setInputFiles(png('front.png'));
    await expect(main.getByRole('img', { name: new RegExp(c.t.front) })).toBeVisible();
    if (c.t.back !== '') await main.getByLabel(c.t.back, { exact: true }).setInputFiles(png('back.png'));
    if (c.prefix === '') await expectNoAxeViolations(page);
    await main.getByRole('button', { name: c.t.next }).click();

    // 4. Selfie (a photo file; on a phone the camera opens).
    await main.getByLabel(c.t.selfie).setInputFiles(png('selfie.png'));
    await main.getByRole('button', { name: c.t.next }).click();

    // 5. Review and submit → under review.
    await main.getByRole('button', { name: c.t.submit }).click();
    await expect(main.getByRole('heading', { name: c.t.underReview })).toBeVisible();
    await expect(main.getByTestId('kyc-current-level')).toHaveText(c.t.level0);

    // The sandbox approves (its control, as the toolbar would); the page sees it without a reload.
    const decided = await page.context().request.get(siteUrl('main', '/_sandbox/kyc/approve'));
    expect(decided.status()).toBe(200);
    await expect(main.getByTestId('kyc-current-level')).toHaveText(c.t.level1);
    await expect(main.getByRole('status').filter({ hasText: c.t.approved })).toBeVisible();
    await expect(main.getByRole('heading', { name: c.t.nextForm })).toBeVisible();
    expect(await page.evaluate(() => Reflect.get(window, '__noReload'))).toBe(true);
  });
}
