import { APP_DOWNLOAD_CAMPAIGN_PATH, AppDownloadCampaignSection } from '@exchange/promotions';
import type { MessageDescriptor } from '@formatjs/intl';
import type { Metadata } from 'next';
import { pageMessages } from '@/messages';
import { gatedPage } from '@/server/gated-page';
import { pageMetadata } from '@/server/page-metadata';
import { resolvePageParams } from '@/server/page-params';
import { getRequestContext } from '@/server/request-context';
import { getServerIntl } from '@/server/server-intl';
import { buildSiteContext } from '@/server/site-context';

/** The description takes the bonus (read as a plain descriptor, as the trade page's title). */
const DESCRIPTION: MessageDescriptor = pageMessages.campaignDescription;

export async function generateMetadata({ params }: { params: Promise<{ site: string; lang: string }> }): Promise<Metadata> {
  const { site, locale } = resolvePageParams(await params);
  const intl = await getServerIntl(locale);
  return pageMetadata({
    site,
    locale,
    title: intl.formatMessage(pageMessages.campaignTitle),
    description: intl.formatMessage(DESCRIPTION, {
      amount: intl.formatNumber(40000, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
    }),
    path: APP_DOWNLOAD_CAMPAIGN_PATH,
    ogShow: true,
  });
}

/**
 * `/campaigns/app-download`: the campaigns page for app-download rewards (spec 01 §2, its path ours; decision 1863),
 * linked from the app-download reward modal. The account's own download-task reward is asked in the browser.
 */
export default gatedPage(async ({ site, locale }) => {
  const ctx = await getRequestContext();
  const { user } = buildSiteContext(site, locale, ctx);
  return <AppDownloadCampaignSection site={site} locale={locale} isLoggedIn={user.isLoggedIn} origin={ctx.origin} />;
});
