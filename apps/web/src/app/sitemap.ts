import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { configuredOrigin, siteOfHost, sitemapFor } from '@/server/seo-files';

/** sitemap.xml per host (decision 0805): the site's indexable pages in each of its indexable locales. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const h = await headers();
  const site = siteOfHost(h.get('x-forwarded-host') ?? h.get('host'));
  return sitemapFor(site, configuredOrigin(site));
}
