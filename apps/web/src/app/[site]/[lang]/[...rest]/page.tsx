import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentPageIsland } from '@/components/content-page-island';
import { pageMessages } from '@/messages';
import { matchContentPage } from '@/server/content-pages';
import { gatedPage } from '@/server/gated-page';
import { NotFoundPage } from '@/server/not-found-page';
import { pageMetadata } from '@/server/page-metadata';
import { resolvePageParams } from '@/server/page-params';
import { isUnknownPagePath } from '@/server/routing';
import { getServerIntl } from '@/server/server-intl';

interface PageProps {
  params: Promise<{ site: string; lang: string; rest?: string[] }>;
}

const pathOf = (rest: readonly string[] | undefined) => `/${(rest ?? []).join('/')}`;

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const p = await params;
  const { site, locale } = resolvePageParams(p);
  const intl = await getServerIntl(locale);
  const page = matchContentPage(pathOf(p.rest));
  // The 404 view: a title, never indexed, no canonical or alternates (decision 0805).
  if (!page) return { title: intl.formatMessage(pageMessages.notFoundTitle), robots: { index: false, follow: true } };
  return pageMetadata({ site, locale, title: intl.formatMessage(page.title), description: intl.formatMessage(page.description) });
}

/**
 * Information and legal pages the chrome links to (`server/content-pages.ts`); any path no page serves is the
 * site's 404 view, rendered here inside the site's layout (lang, theme, header and footer) while the proxy
 * answers it 404 (decision 0806: Next's `notFound()` sends an empty error document in production). A path the
 * proxy let through as a page section without a page (e.g. `/trade`) still takes `notFound()`. Both come after
 * the compliance redirect: a blocked country never learns which paths exist.
 */
export default gatedPage<{ rest?: string[] }>(async function ContentOrNotFound({ locale, params }) {
  const path = pathOf(params.rest);
  const page = matchContentPage(path);
  if (!page) {
    if (isUnknownPagePath(path)) return <NotFoundPage />;
    notFound();
  }
  const intl = await getServerIntl(locale);
  return <ContentPageIsland title={intl.formatMessage(page.title)} description={intl.formatMessage(page.description)} />;
});
