import { NEWBIE_GUIDE_STEPS, type NewbieGuide, type NewbieGuideStepKey } from '@exchange/api';
import { isSafeRedirect } from '@exchange/site-config';

/** At most this many steps are shown (a guide is a short list; decision 1320). */
export const NEW_USER_GUIDE_MAX_STEPS = 6;

export interface NewUserGuideStep {
  key: string;
  /** One of the steps the web has copy for; otherwise `title` (the server's) is shown. */
  known: NewbieGuideStepKey | null;
  title: string;
  /** The step's reward as sent ('0': none). */
  reward: string;
  /** A site path or an https URL, or null (no button). */
  url: string | null;
}

export interface NewUserGuideView {
  currency: string;
  /** The sum of the steps' rewards, as text (8 decimals at most). */
  total: string;
  steps: NewUserGuideStep[];
}

const isKnown = (key: string): key is NewbieGuideStepKey => (NEWBIE_GUIDE_STEPS as readonly string[]).includes(key);

/**
 * Only a site path or a page on one of the site's allowed origins opens from a step, by the one safe-URL check
 * (decision 1710); other hosts are refused (issue 26 item 6, decision 1870).
 */
const safeUrl = (url: string, allowOrigins: readonly string[]): string | null => isSafeRedirect(url.trim(), { anti: allowOrigins });

const rewardOf = (value: string): number => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/**
 * The new-user reward guide (spec 03 §7 newbiePrizeGuide; decision 1320) as the page shows it, or null (no guide:
 * a failed call, a logged-in user, or no usable step; spec 03 §8 shows nothing then).
 * - A step the web has no copy for is shown with the server's title, and left out when it has none.
 * - A repeated key is shown once (the first); at most NEW_USER_GUIDE_MAX_STEPS steps.
 * - A negative or malformed reward counts as none; the total is the sum of the shown steps.
 */
export function newUserGuideView(
  guide: NewbieGuide | undefined,
  /** The site's allowed origins (`SiteConfig.anti`). */
  allowOrigins: readonly string[] = [],
): NewUserGuideView | null {
  if (!guide) return null;
  const seen = new Set<string>();
  const steps: NewUserGuideStep[] = [];
  for (const step of guide.steps) {
    const key = step.key.trim();
    if (!key || seen.has(key)) continue;
    const known = isKnown(key) ? key : null;
    const title = step.title.trim();
    if (!known && !title) continue;
    seen.add(key);
    const reward = rewardOf(step.reward_num);
    steps.push({ key, known, title, reward: String(reward), url: safeUrl(step.url, allowOrigins) });
    if (steps.length === NEW_USER_GUIDE_MAX_STEPS) break;
  }
  if (steps.length === 0) return null;
  const total = steps.reduce((sum, s) => sum + Number(s.reward), 0);
  return { currency: guide.reward_currency.trim(), total: String(Number(total.toFixed(8))), steps };
}
