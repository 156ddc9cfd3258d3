// e2e-projects: web
import { siteUrl, waitForHydration, waitForQuietNetwork } from './support/sites';
import { expect, test, type Page } from './support/test';

test.describe.configure({ mode: 'parallel' });

/** The colour mode on <html> and whether the colour tokens it selects are defined (decision 1432). */
async function colourMode(page: Page): Promise<{ classes: string[]; bg: string }> {
  return page.evaluate(() => ({
    classes: [...document.documentElement.classList],
    bg: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-bg').trim(),
  }));
}

async function chooseTheme(page: Page, name: 'Light' | 'Dark' | 'System'): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Theme: / })
    .click();
  await page.getByRole('menuitemradio', { name }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: `Theme: ${name}` })).toBeVisible();
}

for (const path of ['/', '/price']) {
  test(`${path}: the theme class survives hydration, a toggle and React rewriting <html>'s class`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(siteUrl('main', path));
    await waitForHydration(page);
    await waitForQuietNetwork(page);
    // No remembered mode: the system's (dark here), set before paint and still there after hydration.
    let mode = await colourMode(page);
    expect(mode.classes).toContain('dark');
    expect(mode.classes).not.toContain('light');
    expect(mode.bg).not.toBe('');

    await chooseTheme(page, 'Light');
    await expect(page.locator('html')).toHaveClass(/(^|\s)light(\s|$)/);
    await expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/);

    // What React does when it re-applies the server's className (a hydration retry, a navigation): the mode comes back.
    await page.evaluate(() => {
      document.documentElement.className = 'risk-green-up';
    });
    await expect(page.locator('html')).toHaveClass(/(^|\s)light(\s|$)/);
    await expect(page.locator('html')).toHaveClass(/(^|\s)risk-green-up(\s|$)/);

    await chooseTheme(page, 'Dark');
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    await page.reload();
    await waitForHydration(page);
    await waitForQuietNetwork(page);
    mode = await colourMode(page);
    expect(mode.classes).toContain('dark');
    expect(mode.bg).not.toBe('');

    // Back to System: the server renders a mode (light) and the system's dark wins before paint and after hydration.
    await chooseTheme(page, 'System');
    await page.reload();
    await waitForHydration(page);
    await waitForQuietNetwork(page);
    mode = await colourMode(page);
    expect(mode.classes).toContain('dark');
    expect(mode.classes).not.toContain('light');
  });
}
