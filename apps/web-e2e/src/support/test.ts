import { test as base } from './layout-check';
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
  /**
   * Let the VIP popup (spec 03 §4) open on the home page for the VIP personas. Default false: the product's
   * "already shown" memory (`vip_popup_seen`, decision 1310) holds the sandbox VIP plans 201, 204 and 205.
   */
  vipPopup?: boolean;
}

/** The sandbox's VIP popup plan ids (libs/sandbox personas: vip 201, vip-upgraded 204, vip-expired 205). */
const SANDBOX_VIP_PLANS = '201%2C204%2C205';

/** The cookies that keep a context's visitor free of the modals the options leave off. */
export function quietChromeCookies({ newUserPopup, regionPrompt, vipPopup = false }: QuietChromeOptions) {
  return [
    ...(vipPopup ? [] : E2E_SITES.map((site) => ({ name: 'vip_popup_seen', value: SANDBOX_VIP_PLANS, url: siteOrigin(site) }))),
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
 * Every page also gets the hidden layout check (`./layout-check`: no sideways scroll, no broken image, dialogs on
 * screen with a surface), run at each load and when the test ends.
 */
export const test = base.extend<Required<QuietChromeOptions>>({
  newUserPopup: [false, { option: true }],
  regionPrompt: [false, { option: true }],
  vipPopup: [false, { option: true }],
  context: async ({ context, newUserPopup, regionPrompt, vipPopup }, provide) => {
    const cookies = quietChromeCookies({ newUserPopup, regionPrompt, vipPopup });
    if (cookies.length > 0) await context.addCookies(cookies);
    await provide(context);
  },
});

export { expect } from '@playwright/test';
export type { Page } from '@playwright/test';
