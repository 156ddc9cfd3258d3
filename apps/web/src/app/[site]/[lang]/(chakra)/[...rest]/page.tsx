import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageShell } from '@/components/ui-client';
import { matchContentPage } from '@/server/content-pages';
import { gatedPage } from '@/server/gated-page';
import { pageMetadata } from '@/server/page-metadata';
import { resolvePageParams } from '@/server/page-params';
import { getServerIntl } from '@/server/server-intl';

interface PageProps {
  params: Promise<{ site: string; lang: string; rest?: string[] }>;
}

const pathOf = (rest: readonly string[] | undefined) => `/${(rest ?? []).join('/')}`;

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const p = await params;
  const page = matchContentPage(pathOf(p.rest));
  if (!page) return {};
  const { site, locale } = resolvePageParams(p);
  const intl = await getServerIntl(locale);
  return pageMetadata({ site, locale, title: intl.formatMessage(page.title), description: intl.formatMessage(page.description) });
}

/**
 * Information and legal pages the chrome links to (`server/content-pages.ts`); any other path is the
 * site's 404 page (inside the site's layout). Both come after the compliance redirect: a blocked country
 * never learns which paths exist, and a restricted feature's page shows the tips.
 */
export default gatedPage<{ rest?: string[] }>(async function ContentOrNotFound({ locale, params }) {
  const page = matchContentPage(pathOf(params.rest));
  if (!page) notFound();
  const intl = await getServerIntl(locale);
  return <PageShell title={intl.formatMessage(page.title)} description={intl.formatMessage(page.description)} />;
});
