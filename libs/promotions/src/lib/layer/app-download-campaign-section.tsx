'use client';
import { useEndpoint } from '@exchange/api';
import { localizePath } from '@exchange/i18n';
import type { SiteKey } from '@exchange/site-config';
import { AppDownloadCampaign } from '../components/app-download-campaign/app-download-campaign';
import { APP_DOWNLOAD_CAMPAIGN_PATH, DOWNLOAD_TASK_CONST_ID, normaliseDownloadTask } from '../rules/task-info';

export interface AppDownloadCampaignSectionProps {
  site: SiteKey;
  locale: string;
  isLoggedIn: boolean;
  /** The site's origin, for the QR code's absolute URL. */
  origin: string;
}

/** The campaigns page's body: the download task from dlGetTaskInfo (spec 03 §7; its fallback: no reward). */
export function AppDownloadCampaignSection({ site, locale, isLoggedIn, origin }: AppDownloadCampaignSectionProps) {
  const { data, isLoading } = useEndpoint('downloadTaskInfo', { const_id: DOWNLOAD_TASK_CONST_ID });
  const downloadHref = localizePath(site, locale, '/mobileapp');
  return (
    <AppDownloadCampaign
      task={isLoading && data === undefined ? undefined : normaliseDownloadTask(data)}
      isLoggedIn={isLoggedIn}
      downloadHref={downloadHref}
      loginHref={`${localizePath(site, locale, '/login')}?redirect=${encodeURIComponent(localizePath(site, locale, APP_DOWNLOAD_CAMPAIGN_PATH))}`}
      qrValue={new URL(downloadHref, origin).href}
    />
  );
}
