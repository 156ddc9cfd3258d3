import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ComplianceTipsView } from '../../../../components/compliance-tips-view';
import { PageShell } from '../../../../components/ui-client';
import { enforceCompliance } from '../../../../server/compliance';
import { matchContentPage } from '../../../../server/content-pages';
import { resolvePageParams } from '../../../../server/page-params';
import { getServerIntl } from '../../../../server/server-intl';

interface PageProps {
  params: Promise<{ site: string; lang: string; rest?: string[] }>;
}

const pathOf = (rest: readonly string[] | undefined) => `/${(rest ?? []).join('/')}`;

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const p = await params;
  const page = matchContentPage(pathOf(p.rest));
  if (!page) return {};
  const intl = await getServerIntl(resolvePageParams(p).locale);
  return { title: intl.formatMessage(page.title), description: intl.formatMessage(page.description) };
}

/**
 * Information and legal pages the chrome links to (`server/content-pages.ts`); any other path is the
 * site's 404 page (inside the site's layout). Both come after the compliance redirect: a blocked country
 * never learns which paths exist, and a restricted feature's page shows the tips.
 */
export default async function ContentOrNotFound({ params }: PageProps) {
  const p = await params;
  const { site, locale } = resolvePageParams(p);
  const gate = await enforceCompliance(site, locale);
  if (gate.kind === 'tips') return <ComplianceTipsView site={site} locale={locale} />;
  const page = matchContentPage(pathOf(p.rest));
  if (!page) notFound();
  const intl = await getServerIntl(locale);
  return <PageShell title={intl.formatMessage(page.title)} description={intl.formatMessage(page.description)} />;
}
