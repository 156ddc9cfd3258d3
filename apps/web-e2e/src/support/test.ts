import { test as base } from '@playwright/test';
import { siteOrigin } from './sites';

/** Every site host the suite visits (cookies are per host). */
export const E2E_SITES = ['main', 'tr', 'eu', 'hk', 'us', 'bs', 'sg', 'uk', 'jp', 'ae', 'testnet', 'au'] as const;

/** The regional sites that offer a visitor with a global-region IP (`is_main`) a switch to main (decisions 0302, 0311). */
const REGION_PROMPT_SITES = ['eu', 'us', 'uk', 'au', 'jp', 'ae'] as const;

export interface QuietChromeOptions {
  /** Let the new-user reward popup (spec 03 §4) open for visitors. Default false. */
  newUserPopup: boolean;
  /**
   * Let a regional site offer main to a persona with a global-region IP (`is_main`: main-ip-visitor, uzbekistan-user;
   * spec 01 §4). Default false. Other personas send no region flag (decision 0311) and are never prompted.
   */
  regionPrompt: boolean;
}

/** The cookies that keep a context's visitor free of the modals the options leave off. */
export function quietChromeCookies({ newUserPopup, regionPrompt }: QuietChromeOptions) {
  return [
    ...(newUserPopup ? [] : E2E_SITES.map((site) => ({ name: 'exp_new_user_popup', value: '0', url: siteOrigin(site) }))),
    ...(regionPrompt
      ? []
      : REGION_PROMPT_SITES.map((site) => ({
          name: 'compliance_region_stay',
          value: encodeURIComponent(`${site}:main`),
          url: siteOrigin(site),
        }))),
  ];
}

/**
 * The chrome suites test the header, footer, locales and pages, so they start every browser context as a
 * visitor who has already dealt with the site's modals, using the product's own memories of that choice:
 * - `exp_new_user_popup=0`: the app's reviewer cookie that pins the popup's experiment off (decision 0800);
 * - `compliance_region_stay=<site>:main` on each regional host: "Stay here" was chosen (24 h, decision 0302); it
 *   matters only for personas with a global-region IP (`is_main`, decision 0311), the others are never prompted.
 * Without them a modal opens after hydration and hides the page under test from the accessibility tree.
 * A test of those overlays opts back in with `test.use({ newUserPopup: true, regionPrompt: true })`.
 */
export const test = base.extend<QuietChromeOptions>({
  newUserPopup: [false, { option: true }],
  regionPrompt: [false, { option: true }],
  context: async ({ context, newUserPopup, regionPrompt }, provide) => {
    const cookies = quietChromeCookies({ newUserPopup, regionPrompt });
    if (cookies.length > 0) await context.addCookies(cookies);
    await provide(context);
  },
});

export { expect } from '@playwright/test';
export type { Page } from '@playwright/test';
