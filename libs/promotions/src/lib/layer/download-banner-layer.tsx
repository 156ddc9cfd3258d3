'use client';
import { useTrack } from '@exchange/analytics';
import { useComplianceCheck, useDownloadLinks, useLoginUserInfo } from '@exchange/api';
import { localizeHref } from '@exchange/i18n';
import { SITE_IDS, getSiteConfig } from '@exchange/site-config';
import { islandLoader, useSitePath, useViewportWidth, type SiteContext } from '@exchange/ui';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { readHiddenAppDownload } from '../browser/promotions-storage';
import { showDownloadBanner } from '../rules/download-banner';
import { downloadLinkFor, downloadLinksPage } from '../rules/download-link';

/** Rendered (on the server too) only when the rule shows it. */
const DownloadBanner = dynamic(islandLoader(() => import('../components/download-banner/download-banner').then((m) => m.DownloadBanner)));

export interface DownloadBannerLayerProps {
  context: SiteContext;
  /** The site's hiddenAppDownload switch (spec 03 §3 flags); defaults to the site config's for `context.site`. */
  hiddenAppDownload?: boolean;
}

/** Spec 01 §4 app-download banner: phones (≤ 768 px) on the main and Turkey sites, outside the hidden paths. */
export function DownloadBannerLayer({
  context,
  hiddenAppDownload = getSiteConfig(context.site).hiddenAppDownload,
}: DownloadBannerLayerProps) {
  const router = useRouter();
  const track = useTrack();
  const path = useSitePath(context);
  const width = useViewportWidth();
  const isLoggedIn = context.user.isLoggedIn;
  const { data: check } = useComplianceCheck();
  const { data: user } = useLoginUserInfo(isLoggedIn, context.pathname);
  const [sessionHidden, setSessionHidden] = useState(true);
  useEffect(() => setSessionHidden(readHiddenAppDownload()), []);
  const visible = showDownloadBanner({
    width,
    site: SITE_IDS[context.site],
    ukLimit: check?.limit.is_uk_limit ?? false,
    country: isLoggedIn ? user?.country : null,
    verified: isLoggedIn ? user?.verified : null,
    path,
    inAppWebview: context.inAppWebview,
    hiddenAppDownload: hiddenAppDownload || sessionHidden,
  });
  // Spec 01 §7 page download links (static JSON), fetched once the banner shows; /mobileapp until then or without a link.
  const { data: links } = useDownloadLinks({ enabled: visible });
  if (!visible) return null;
  const link = downloadLinkFor(links, downloadLinksPage(path), 'h5', getSiteConfig(context.site).anti) ?? '/mobileapp';
  return (
    <DownloadBanner
      visible
      href={link.startsWith('/') ? localizeHref({ site: context.site, locale: context.locale, path: link }) : link}
      navigate={(href) => (href.startsWith('/') ? router.push(href) : window.location.assign(href))}
      onTrack={(event) => track(`download_banner_${event}`, { site: SITE_IDS[context.site], path })}
    />
  );
}
