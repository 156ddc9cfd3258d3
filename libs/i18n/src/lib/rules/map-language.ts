/**
 * Our locale codes to BCP-47 tags (html `lang`, Intl, hreflang). Spec 03 §5: vn → vi, cn → zh, tw → zh-tw,
 * br → pt-br. Regional variants map to their country (decision 0101): en-uk → en-gb, en-dubai → en-ae,
 * ar-dubai → ar-ae, the EU/Malta site's en-eu → en-mt and it-eu → it-mt.
 */
const TAGS: Readonly<Record<string, string>> = {
  vn: 'vi',
  cn: 'zh',
  tw: 'zh-tw',
  br: 'pt-br',
  'en-eu': 'en-mt',
  'it-eu': 'it-mt',
  'en-uk': 'en-gb',
  'en-dubai': 'en-ae',
  'ar-dubai': 'ar-ae',
};

const TAG = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/;

/** The BCP-47 tag for a locale code; codes without a mapping pass through (lower case); garbage becomes `en`. */
export function mapLanguage(code: string): string {
  if (typeof code !== 'string') return 'en';
  const value = code.trim().toLowerCase().replace(/_/g, '-');
  if (Object.prototype.hasOwnProperty.call(TAGS, value)) return TAGS[value] ?? value;
  return TAG.test(value) ? value : 'en';
}

export type TextDirection = 'ltr' | 'rtl';

const RTL = new Set(['ar', 'ar-dubai']);

/** Attributes of `<html>` for a locale: the BCP-47 `lang` and `dir` (rtl for ar and ar-dubai). */
export function htmlAttributes(locale: string): { lang: string; dir: TextDirection } {
  const value = typeof locale === 'string' ? locale.trim().toLowerCase() : '';
  return { lang: mapLanguage(value), dir: RTL.has(value) ? 'rtl' : 'ltr' };
}
