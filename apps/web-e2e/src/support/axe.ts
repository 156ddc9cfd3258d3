import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG levels every page must meet (issue 2 §7: an axe check on every page). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa'] as const;

/** One line per failing node: rule, impact, target and axe's summary, so a failure reads without the trace. */
function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string {
  return violations
    .flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact ?? 'n/a'}) at ${node.target.join(' ')}: ${node.failureSummary ?? v.help}`))
    .join('\n');
}

/**
 * Runs axe (WCAG 2 A and AA) on the page as it is now and fails with a readable list of violations.
 * Call it after the page has settled (hydrated, overlays open or closed as the test wants).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Colours mid-transition (a theme switch fades buttons from one palette to the other) are not what the user
  // ends up reading: let running CSS transitions finish first (infinite animations such as spinners don't count).
  await page.waitForFunction(
    () => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
    null,
    { timeout: 5000 },
  );
  const results = await new AxeBuilder({ page }).withTags([...AXE_TAGS]).analyze();
  expect(results.violations, describeViolations(results.violations)).toEqual([]);
}
