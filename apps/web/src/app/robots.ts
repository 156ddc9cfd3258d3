import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { configuredOrigin, robotsFor, siteOfHost } from '@/server/seo-files';

/** robots.txt per host (decision 0805): the Host picks the site, the site's configured origin is written. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const h = await headers();
  const site = siteOfHost(h.get('x-forwarded-host') ?? h.get('host'));
  return robotsFor(site, configuredOrigin(site));
}
