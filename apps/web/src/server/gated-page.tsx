import 'server-only';
import { ComplianceTipsIsland } from '@exchange/compliance';
import type { Locale } from '@exchange/i18n';
import type { SiteKey } from '@exchange/site-config';
import type { ComponentType, ReactNode } from 'react';
import { enforceCompliance } from './compliance';
import { resolvePageParams } from './page-params';

/** What Next hands a page under `[site]/[lang]`: the route's params (site, lang and the page's own) and the query. */
export interface GatedPageProps<P extends Record<string, unknown>> {
  params: Promise<{ site: string; lang: string } & P>;
  searchParams?: Promise<Record<string, string | string[] | undefined>>;
}

/** What the wrapped page receives once the compliance gate has let the request through. */
export interface GatedPageInput<P extends Record<string, unknown> = Record<never, never>> {
  site: SiteKey;
  locale: Locale;
  /** The route's own params (site and lang included, as Next gave them). */
  params: { site: string; lang: string } & P;
  searchParams: Record<string, string | string[] | undefined>;
}

export interface GatedPageOptions {
  /**
   * What a restricted feature's page shows instead of its content (spec 01 §4 "tips"). Default: the tips body,
   * for pages inside a Chakra section layout; the home page passes its lazy island (decision 0004).
   */
  tips?: ComponentType<{ site: SiteKey; locale: string }>;
}

/**
 * Every page under `[site]/[lang]` is `export default gatedPage(...)`, so no page can forget the compliance gate
 * (issue 9 item 4, decision 0800): the gate runs before the page's own work; a redirect throws Next's `redirect()`
 * before anything is sent; `tips` renders the tips instead of the page. A filesystem test (`gated-page.spec.ts`)
 * fails when a page does not use it.
 */
export function gatedPage<P extends Record<string, unknown> = Record<never, never>>(
  render: (input: GatedPageInput<P>) => ReactNode | Promise<ReactNode>,
  options: GatedPageOptions = {},
) {
  // The island loads the tips' Chakra code only when a visitor is gated: a static import of the view here would put
  // Chakra into every page's first load, home included (decision 0004).
  const Tips = options.tips ?? ComplianceTipsIsland;
  async function GatedPage(props: GatedPageProps<P>): Promise<ReactNode> {
    const params = await props.params;
    const { site, locale } = resolvePageParams(params);
    const gate = await enforceCompliance(site, locale);
    if (gate.kind === 'tips') return <Tips site={site} locale={locale} />;
    const searchParams = (await props.searchParams) ?? {};
    return render({ site, locale, params, searchParams });
  }
  return GatedPage;
}
