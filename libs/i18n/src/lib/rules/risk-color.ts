export const RISK_RED_UP = 'risk-red-up';
export const RISK_GREEN_UP = 'risk-green-up';
export type RiskColorClass = typeof RISK_RED_UP | typeof RISK_GREEN_UP;

/** True for Chinese locales: zh, tw, cn and any zh-* tag. */
export function isChineseLocale(locale: string): boolean {
  if (typeof locale !== 'string') return false;
  const value = locale.trim().toLowerCase().replace(/_/g, '-');
  return value === 'zh' || value === 'tw' || value === 'cn' || value.startsWith('zh-');
}

/**
 * The page-wide risk colour class (spec 03 §4): Chinese locales use red for rising and green for falling
 * (`risk-red-up`); every other locale the reverse (`risk-green-up`).
 */
export function riskColorClass(locale: string): RiskColorClass {
  return isChineseLocale(locale) ? RISK_RED_UP : RISK_GREEN_UP;
}
