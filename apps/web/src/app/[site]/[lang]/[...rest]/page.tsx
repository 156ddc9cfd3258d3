import { notFound } from 'next/navigation';
import { ComplianceTipsView } from '../../../../components/compliance-tips-view';
import { enforceCompliance } from '../../../../server/compliance';
import { resolvePageParams } from '../../../../server/page-params';

interface PageProps {
  params: Promise<{ site: string; lang: string }>;
}

/**
 * Any path no page claims: the site's 404 page (inside the site's layout), after the compliance redirect
 * (a blocked country never learns which paths exist; a restricted feature's page shows the tips).
 */
export default async function UnknownPage({ params }: PageProps) {
  const { site, locale } = resolvePageParams(await params);
  const gate = await enforceCompliance(site, locale);
  if (gate.kind === 'tips') return <ComplianceTipsView site={site} locale={locale} />;
  notFound();
}
