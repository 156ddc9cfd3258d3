import { test as base, type BrowserContext, type Page } from '@playwright/test';

/**
 * The hidden layout check (issue 14 item 2): on every page a test opens, at each `load` and once more when the test
 * ends, the page must have
 * - no sideways scroll: the document's `scrollWidth` ≤ `clientWidth` + 1;
 * - no broken image: no `<img>` with a `src` that finished loading with `naturalWidth` 0;
 * - every open dialog (`<dialog open>`, `role=dialog`, `role=alertdialog`) on screen (inside the viewport
 *   horizontally, its top inside it vertically) and with a surface (a non-transparent background on the dialog or
 *   on a descendant covering it).
 * Finite CSS animations and fonts are awaited first (capped at 1 s), so a dialog sliding in is judged where it lands.
 */
export interface LayoutProblem {
  kind: 'sideways-scroll' | 'broken-image' | 'dialog-off-screen' | 'dialog-without-surface';
  url: string;
  detail: string;
}

/** Runs in the page: the problems of its current state. Kept self-contained (it is serialised into the page). */
async function inspectLayout(): Promise<LayoutProblem[]> {
  const settle = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  const finite = document
    .getAnimations()
    .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? Infinity)) && a.playState === 'running');
  await Promise.race([Promise.all([document.fonts.ready, ...finite.map((a) => a.finished.catch(() => undefined))]), settle(1000)]);
  await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

  const url = location.pathname + location.search;
  const problems: LayoutProblem[] = [];
  const describe = (el: Element): string => {
    const id = el.id ? `#${el.id}` : '';
    const label = el.getAttribute('aria-label') ?? el.getAttribute('aria-labelledby') ?? '';
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
    return `<${el.tagName.toLowerCase()}${id}${cls}>${label ? ` "${label}"` : ''}`;
  };

  const root = document.scrollingElement ?? document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1) {
    // Name the element that sticks out furthest (past the right edge, or the left one in RTL) to make the report
    // actionable; elements parked wholly off screen (a skip link) are not the cause and are passed over.
    const width = root.clientWidth;
    let widest: Element | null = null;
    let overflow = 1;
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || r.right <= 0 || r.left >= width) continue;
      const out = Math.max(r.right - width, -r.left);
      if (out > overflow) {
        overflow = out;
        widest = el;
      }
    }
    problems.push({
      kind: 'sideways-scroll',
      url,
      detail: `scrollWidth ${root.scrollWidth} > clientWidth ${width}${widest ? `; ${describe(widest)} sticks out ${Math.round(overflow)} px` : ''}`,
    });
  }

  for (const img of Array.from(document.images)) {
    const src = img.getAttribute('src');
    if (src && img.complete && img.naturalWidth === 0)
      problems.push({ kind: 'broken-image', url, detail: `${describe(img)} src=${src.slice(0, 120)}` });
  }

  const opaque = (el: Element): boolean => {
    const style = getComputedStyle(el);
    if (style.backgroundImage !== 'none') return true;
    const match = /rgba?\(([^)]+)\)/.exec(style.backgroundColor);
    if (!match) return style.backgroundColor !== 'transparent';
    const parts = (match[1] ?? '').split(/[\s,/]+/).filter(Boolean);
    return parts.length < 4 || Number(parts[3]) > 0;
  };
  const dialogs = Array.from(document.querySelectorAll('dialog[open], [role="dialog"], [role="alertdialog"]'));
  for (const dialog of dialogs) {
    const box = dialog.getBoundingClientRect();
    const style = getComputedStyle(dialog);
    if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || style.display === 'none') continue;
    if (dialog.closest('[inert], [aria-hidden="true"]') && !(dialog instanceof HTMLDialogElement)) continue;
    const vw = document.documentElement.clientWidth;
    const vh = window.innerHeight;
    if (box.left < -1 || box.right > vw + 1 || box.top < -1 || box.top >= vh) {
      problems.push({
        kind: 'dialog-off-screen',
        url,
        detail: `${describe(dialog)} at x ${Math.round(box.left)}–${Math.round(box.right)}, top ${Math.round(box.top)} in a ${vw}×${vh} viewport`,
      });
    }
    const covering = [dialog, ...Array.from(dialog.querySelectorAll(':scope > *, :scope > * > *'))].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width * r.height >= 0.9 * box.width * box.height;
    });
    if (!covering.some(opaque))
      problems.push({ kind: 'dialog-without-surface', url, detail: `${describe(dialog)} has a transparent background` });
  }
  return problems;
}

/** The layout problems of a page now (none when the page navigates away or closes meanwhile). */
export async function findLayoutProblems(page: Page): Promise<LayoutProblem[]> {
  if (page.isClosed()) return [];
  try {
    return await page.evaluate(inspectLayout);
  } catch {
    // The page navigated or closed while being inspected: its next load is inspected instead.
    return [];
  }
}

/** Watches every page of a context: inspects each at `load`; `finish()` inspects the open pages and returns all problems. */
export function watchLayout(context: BrowserContext): { finish: () => Promise<LayoutProblem[]> } {
  const problems: LayoutProblem[] = [];
  const pending = new Set<Promise<void>>();
  const watch = (page: Page) => {
    page.on('load', () => {
      const check = findLayoutProblems(page).then((found) => {
        problems.push(...found);
      });
      pending.add(check);
      void check.finally(() => pending.delete(check));
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return {
    finish: async () => {
      await Promise.allSettled([...pending]);
      for (const page of context.pages()) problems.push(...(await findLayoutProblems(page)));
      const seen = new Set<string>();
      return problems.filter((p) => {
        const key = `${p.kind} ${p.url} ${p.detail}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    },
  };
}

export interface LayoutCheckOptions {
  /**
   * Inspect every page for sideways scroll, broken images and dialogs off screen or without a surface. Default true;
   * a test that breaks the layout on purpose turns it off with `test.use({ layoutCheck: false })` and says why.
   */
  layoutCheck: boolean;
}

export const formatLayoutProblems = (problems: readonly LayoutProblem[]): string =>
  problems.map((p) => `  ${p.kind} on ${p.url}: ${p.detail}`).join('\n');

/** `@playwright/test`'s `test` with the layout check on every browser context a test uses. */
export const test = base.extend<LayoutCheckOptions>({
  layoutCheck: [true, { option: true }],
  context: async ({ context, layoutCheck }, provide, testInfo) => {
    const watcher = layoutCheck ? watchLayout(context) : null;
    await provide(context);
    if (!watcher) return;
    const problems = await watcher.finish();
    // A test that already failed keeps its own error; the layout is reported only for one that passed.
    if (problems.length > 0 && testInfo.status === testInfo.expectedStatus) {
      throw new Error(`layout check (issue 14): ${problems.length} problem(s)\n${formatLayoutProblems(problems)}`);
    }
  },
});

export { expect } from '@playwright/test';
export type { APIRequestContext, Locator, Page } from '@playwright/test';
