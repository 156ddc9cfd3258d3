/** The chart's language code (TradingView notation) and the BCP 47 tag used for dates and numbers. */
export interface ChartLocale {
  widget: string;
  intl: string;
}

/** Spec 02 §3: the locale map covers cn, tw, en, vi, es, ru, fr, de, pt, th, tr, ja, pt-br, kr. */
export const CHART_LOCALES = {
  cn: { widget: 'zh', intl: 'zh-CN' },
  tw: { widget: 'zh_TW', intl: 'zh-TW' },
  en: { widget: 'en', intl: 'en-US' },
  vi: { widget: 'vi', intl: 'vi-VN' },
  es: { widget: 'es', intl: 'es-ES' },
  ru: { widget: 'ru', intl: 'ru-RU' },
  fr: { widget: 'fr', intl: 'fr-FR' },
  de: { widget: 'de', intl: 'de-DE' },
  pt: { widget: 'pt', intl: 'pt-PT' },
  th: { widget: 'th', intl: 'th-TH' },
  tr: { widget: 'tr', intl: 'tr-TR' },
  ja: { widget: 'ja', intl: 'ja-JP' },
  'pt-br': { widget: 'pt', intl: 'pt-BR' },
  kr: { widget: 'ko', intl: 'ko-KR' },
} as const satisfies Record<string, ChartLocale>;

export type AppLocale = keyof typeof CHART_LOCALES;

/** Chart locale for an app locale ("pt_BR", "PT-BR" and "pt-br" alike); English for anything else. */
export function chartLocale(appLocale: unknown): ChartLocale {
  if (typeof appLocale !== 'string') return CHART_LOCALES.en;
  const key = appLocale.trim().toLowerCase().replace('_', '-');
  return (CHART_LOCALES as Record<string, ChartLocale>)[key] ?? CHART_LOCALES.en;
}
