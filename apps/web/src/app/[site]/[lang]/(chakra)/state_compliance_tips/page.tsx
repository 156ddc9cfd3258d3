import { ComplianceTipsView } from '@exchange/compliance';
import type { Metadata } from 'next';
import { PageShell } from '@/components/ui-client';
import { pageMessages } from '@/messages';
import { resolvePageParams } from '@/server/page-params';
import { getServerIntl } from '@/server/server-intl';

interface PageProps {
  params: Promise<{ site: string; lang: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = resolvePageParams(await params);
  const intl = await getServerIntl(locale);
  return { title: intl.formatMessage(pageMessages.tipsTitle), robots: { index: false } };
}

/** The compliance redirect target (spec 01 §2): why the page is not available, what stays open (home, log in, legal documents). */
export default async function StateComplianceTipsPage({ params }: PageProps) {
  const { site, locale } = resolvePageParams(await params);
  const intl = await getServerIntl(locale);
  return (
    <PageShell title={intl.formatMessage(pageMessages.tipsTitle)} description={intl.formatMessage(pageMessages.tipsLead)}>
      <ComplianceTipsView site={site} locale={locale} variant="inline" />
    </PageShell>
  );
}
