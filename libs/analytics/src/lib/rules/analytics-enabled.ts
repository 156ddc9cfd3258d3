/** The consent cookie (decision 1200): `0` means the visitor switched analytics off, `1` on. */
export const ANALYTICS_CONSENT_COOKIE = 'analytics_consent';

export type AnalyticsConsent = 'granted' | 'denied' | 'unset';

/** Reads the consent cookie's value; anything but `0` / `1` counts as not chosen. */
export function parseConsent(value: unknown): AnalyticsConsent {
  if (value === '1') return 'granted';
  if (value === '0') return 'denied';
  return 'unset';
}

export interface AnalyticsEnabledInput {
  /** The site's `bigData` region switch (spec 03 §3). */
  bigData: boolean;
  consent: AnalyticsConsent;
  /** Inside the native app's webview the app collects its own analytics. */
  inAppWebview?: boolean;
}

/**
 * Whether the page collects analytics (decision 1200): only on a site whose `bigData` switch is on, never
 * after the visitor switched it off (an opt-out: the bigData sites are the unregulated ones), and not in the
 * native app's webview.
 */
export function isAnalyticsEnabled({ bigData, consent, inAppWebview = false }: AnalyticsEnabledInput): boolean {
  return bigData === true && consent !== 'denied' && inAppWebview !== true;
}
