// e2e-projects: promotions, referral
import { expectNoAxeViolations } from './support/axe';
import { siteUrl, usePersona, waitForHydration } from './support/sites';
import { expect, test, type Page } from './support/test';

// Issue 12 items 1, 4, 5 and 6 (decisions 1200, 1204, 1311): banner exposures and growth-tab clicks reach the
// sandbox's collector through the analytics client, the sandbox toolbar lists them, and a reviewer pins the
// new-user popup's variant from the toolbar.

test.describe.configure({ mode: 'parallel' });

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

interface ReceivedEvent {
  name: string;
  props: Record<string, unknown>;
}

/** The events the sandbox kept for this browser (read from the page: same origin, the browser's cookies). */
const receivedEvents = (page: Page): Promise<ReceivedEvent[]> =>
  page.evaluate(async () => {
    const response = await fetch('/api/web/v1/analytics/events');
    const body = (await response.json()) as { data: { events: { name: string; props: Record<string, unknown> }[] } };
    return body.data.events;
  });

/** Opens the sandbox toolbar's panel. */
async function openToolbar(page: Page) {
  await page.getByRole('button', { name: /^Open sandbox toolbar: / }).click();
  const panel = page.getByRole('region', { name: 'Sandbox' });
  await expect(panel).toBeVisible();
  return panel;
}

/** Picks a value in a select that reloads the page, and waits for the new page to hydrate. */
async function pickAndReload(page: Page, select: ReturnType<Page['getByRole']>, label: string) {
  await Promise.all([page.waitForEvent('framenavigated'), select.selectOption({ label })]);
  await waitForHydration(page);
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`analytics funnel on a ${device}`, () => {
    test.use({ viewport });

    test('banner 2 reports its exposure after 1 s; the sandbox keeps it and the toolbar lists it', async ({ page }) => {
      await usePersona(page, 'visitor', '/');
      await waitForHydration(page);
      await expect(page.getByRole('region', { name: 'Trade BTC with zero fees this week' })).toBeVisible();
      // 1 s exposure delay, then the client's batch (2 s).
      await expect
        .poll(async () => (await receivedEvents(page)).filter((e) => e.name === 'home_banner_view'), { timeout: 15_000 })
        .toHaveLength(1);
      expect((await receivedEvents(page)).find((e) => e.name === 'home_banner_view')?.props).toEqual({ plan_id: '101' });

      const panel = await openToolbar(page);
      const log = panel.getByRole('region', { name: 'Analytics events received' });
      await expect(log.getByRole('listitem').filter({ hasText: 'home_banner_view' })).toHaveCount(1);
      await expectNoAxeViolations(page);
    });

    test('the growth tab bar reports its tabs and a tab click to the sandbox', async ({ page }) => {
      await usePersona(page, 'visitor', '/rewards_hub');
      await waitForHydration(page);
      const main = page.getByRole('main');
      const tabs = main.getByRole('navigation', { name: 'Growth' });
      await expect(tabs.getByRole('link', { name: 'Rewards Hub' })).toHaveAttribute('aria-current', 'page');
      await tabs.getByRole('link', { name: 'Competition' }).click();
      await expect(main.getByRole('heading', { level: 1, name: 'Competition' })).toBeVisible();
      await expect(page).toHaveURL(/\/competition\/center\?ch=/);
      await expect
        .poll(async () => (await receivedEvents(page)).filter((e) => e.name === 'growth_tab_click').map((e) => e.props), {
          timeout: 15_000,
        })
        .toEqual([{ tab: 'competition', from: 'rewards' }]);
      const views = (await receivedEvents(page)).filter((e) => e.name === 'growth_tab_view').map((e) => e.props);
      expect(views).toEqual(
        expect.arrayContaining([
          { tab: 'rewards', from: 'rewards' },
          { tab: 'referral', from: 'rewards' },
        ]),
      );
      await expectNoAxeViolations(page);
    });

    test('a reviewer switches the new-user popup variant from the toolbar (its sticky cookie, then a reload)', async ({
      page,
      context,
    }) => {
      const experimentCookie = async () =>
        (await context.cookies(siteUrl('main', '/'))).find((c) => c.name === 'exp_new_user_popup')?.value;
      // The suite's fixture pins the experiment off: a quiet page to start from.
      await usePersona(page, 'visitor', '/');
      await waitForHydration(page);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      let panel = await openToolbar(page);
      const experiments = panel.getByRole('group', { name: 'Experiments' });
      await expect(experiments.getByRole('combobox', { name: 'exp_new_user_popup' })).toHaveValue('0');
      await pickAndReload(page, experiments.getByRole('combobox', { name: 'exp_new_user_popup' }), 'Variant B (2)');
      expect(await experimentCookie()).toBe('2');
      const popup = page.getByRole('dialog', { name: 'Your welcome reward is waiting' });
      await expect(popup).toContainText('right away, plus up to');
      await expectNoAxeViolations(page);
      await popup.getByRole('button', { name: 'Close' }).click();
      await expect(popup).toBeHidden();

      panel = await openToolbar(page);
      const select = panel.getByRole('group', { name: 'Experiments' }).getByRole('combobox', { name: 'exp_new_user_popup' });
      await expect(select).toHaveValue('2');
      await pickAndReload(page, select, 'Off (0)');
      expect(await experimentCookie()).toBe('0');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
}
