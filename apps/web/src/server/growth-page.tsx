import 'server-only';
import { localizeHref } from '@exchange/i18n';
import { GROWTH_TAB_PATHS, GrowthSection, growthPageMessages, type GrowthTabKey } from '@exchange/referral';
import { getSiteConfig, siteOrigin } from '@exchange/site-config';
import type { Metadata } from 'next';
import type { GatedPageInput } from './gated-page';
import { pageMetadata } from './page-metadata';
import { resolvePageParams } from './page-params';
import { getRequestContext } from './request-context';
import { getServerIntl } from './server-intl';
import { buildSiteContext } from './site-context';

/** Search metadata of a growth page (spec 02 §2 routes): its tab's title and lead. */
export function growthMetadata(tab: GrowthTabKey) {
  return async function generateMetadata({ params }: { params: Promise<{ site: string; lang: string }> }): Promise<Metadata> {
    const { site, locale } = resolvePageParams(await params);
    const intl = await getServerIntl(locale);
    const { title, lead } = growthPageMessages[tab];
    return pageMetadata({
      site,
      locale,
      title: intl.formatMessage(title),
      description: intl.formatMessage(lead),
      path: GROWTH_TAB_PATHS[tab],
      // Growth pages carry campaigns: their preview comes from og_show (decision 1320).
      ogShow: true,
    });
  };
}

/**
 * A growth page's body (issue 12 item 4, decision 1400), inside the page's `gatedPage`: the referral library's
 * section with this request's site context, the site's name and login link and its `hiddenReferral` switch. The
 * section fetches the rebate info in the browser (logged in only, spec 03 §6); a visitor gets a sign-in prompt.
 */
export async function renderGrowthPage(tab: GrowthTabKey, { site, locale }: Pick<GatedPageInput, 'site' | 'locale'>) {
  const ctx = await getRequestContext();
  const context = buildSiteContext(site, locale, ctx);
  const config = getSiteConfig(site);
  const usLoginOrigin = siteOrigin('us', { requestOrigin: ctx.origin, siteHosts: process.env['SITE_HOSTS'] });
  return (
    <GrowthSection
      context={{ site, locale, user: context.user, siteOrigins: context.siteOrigins }}
      active={tab}
      siteName={config.name}
      loginHref={localizeHref({ site, locale, path: '/login', usLoginOrigin })}
      hiddenReferral={config.hiddenReferral}
    />
  );
}
