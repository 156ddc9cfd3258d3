// e2e-projects: chatroom, micro-chatroom
import { expectNoAxeViolations } from './support/axe';
import { siteOrigin, siteUrl, usePersona, waitForHydration } from './support/sites';
import { expect, test, type Page } from './support/test';

test.describe.configure({ mode: 'parallel' });

/** Spec 01 §9: the 700 × 400 chat box; decision 1111: nothing at 768 px or narrower. */
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const chatBox = (page: Page) => page.getByRole('complementary', { name: 'Chatroom' });

/** The sandbox's micro-app fault (decision 1110): the entry is missing or its mount throws. */
async function microAppFault(page: Page, kind: 'missing' | 'throw') {
  await page.context().addCookies([{ name: 'sandbox_micro_app_fault', value: `chatroom:${kind}`, url: siteOrigin('main') }]);
}

test.describe('chatroom on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('opens by ?chatroom=1, loads the micro-app over HTTP, echoes a message and stays open across a reload', async ({ page }) => {
    const entry = page.waitForResponse(
      (r) => r.url().endsWith('/sandbox-static/micro/chatroom/entry.js') && r.request().method() === 'GET',
    );
    await page.goto(siteUrl('main', '/?chatroom=1'));
    await waitForHydration(page);
    const box = chatBox(page);
    await expect(box).toBeVisible();
    expect((await entry).headers()['x-micro-app-version']).toBe('1.0.0');
    const log = box.getByRole('log', { name: 'Messages in general' });
    await expect(log).toContainText('Welcome to the community chat.');
    expect(await box.boundingBox()).toMatchObject({ width: 400 });

    await box.getByRole('textbox', { name: 'Message' }).fill('Hello from e2e');
    await box.getByRole('button', { name: 'Send' }).click();
    await expect(log).toContainText('You: Hello from e2e');
    await expectNoAxeViolations(page);

    await page.goto(siteUrl('main', '/'));
    await waitForHydration(page);
    await expect(chatBox(page).getByRole('log', { name: 'Messages in general' })).toBeVisible();

    await chatBox(page).getByRole('button', { name: 'Close chatroom' }).click();
    await expect(chatBox(page)).toHaveCount(0);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Open chatroom' })).toBeVisible();
    await expect(chatBox(page)).toHaveCount(0);
  });

  test('a group short link opens the group; a sub-account is flagged for chat', async ({ page }) => {
    await usePersona(page, 'sub-account', '/?group=btc&target_id=42');
    await waitForHydration(page);
    const box = chatBox(page);
    await expect(box.getByRole('log', { name: 'Messages in btc' })).toContainText('BTC/USDT discussion');
    await expect(box.getByText('Sub-account')).toBeVisible();
  });

  test('a missing micro-app entry leaves the page usable, with the link to the full page', async ({ page }) => {
    await microAppFault(page, 'missing');
    await page.goto(siteUrl('main', '/?chatroom=1'));
    await waitForHydration(page);
    const link = chatBox(page).getByRole('link', { name: 'Open Chatroom in a full page' });
    await expect(link).toBeVisible();
    await expect(chatBox(page)).toContainText('Chatroom is not available here right now.');
    await expectNoAxeViolations(page);
    await link.click();
    await expect(page).toHaveURL(/\/groupchat\/chatroom$/);
    await expect(page.getByRole('heading', { name: 'Community chat', level: 1 })).toBeVisible();
  });

  test('a micro-app whose mount throws shows the failed state and the page keeps working', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await microAppFault(page, 'throw');
    await page.goto(siteUrl('main', '/?chatroom=1'));
    await waitForHydration(page);
    await expect(chatBox(page)).toContainText('Chatroom could not be loaded.');
    await expect(chatBox(page).getByRole('link', { name: 'Open Chatroom in a full page' })).toBeVisible();
    // The micro-app's error went to monitoring, not into the page.
    expect(errors.filter((message) => message.includes('mount throws'))).toEqual([]);
    await page.getByRole('banner').getByRole('link', { name: 'Markets' }).click();
    await expect(page).toHaveURL(/\/price$/);
  });

  test('the chat pages: /groupchat/chatroom and /groupchat/call_service', async ({ page }) => {
    await page.goto(siteUrl('main', '/groupchat/call_service'));
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Customer service chat', level: 1 })).toBeVisible();
    await expect(page.getByRole('log', { name: 'Messages in service' })).toContainText('How can we help you today?');
    // The floating chatroom never shows on the chat pages themselves.
    await expect(page.getByRole('button', { name: 'Open chatroom' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a site whose chatroom switch is off has no chatroom at all', async ({ page }) => {
    await page.goto(siteUrl('tr', '/?chatroom=1'));
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Open chatroom' })).toHaveCount(0);
    await expect(chatBox(page)).toHaveCount(0);
  });
});

test.describe('chatroom on a phone', () => {
  test.use({ viewport: PHONE });

  test('is not used on narrow screens, even with ?chatroom=1 (spec 01 §2)', async ({ page }) => {
    let requested = false;
    page.on('request', (r) => {
      if (r.url().includes('/sandbox-static/micro/')) requested = true;
    });
    await page.goto(siteUrl('main', '/?chatroom=1'));
    await waitForHydration(page);
    await expect(page.locator('#main')).toBeVisible();
    await expect(chatBox(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open chatroom' })).toHaveCount(0);
    expect(requested).toBe(false);
  });
});
