import { localizePath } from '@exchange/i18n';
import { legalDocuments } from '@exchange/site-config';
import { PageShell } from '../../../../components/ui-client';
import { DocLinks } from '../../../../components/doc-links';
import type { Metadata } from 'next';
import { legalMessages, pageMessages } from '../../../../messages';
import { resolvePageParams } from '../../../../server/page-params';
import { getServerIntl } from '../../../../server/server-intl';

interface PageProps {
  params: Promise<{ site: string; lang: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = resolvePageParams(await params);
  const intl = await getServerIntl(locale);
  return { title: intl.formatMessage(pageMessages.tipsTitle), robots: { index: false } };
}

/** The compliance redirect target (spec 01 §2): why the page is not available, with the legal documents. */
export default async function StateComplianceTipsPage({ params }: PageProps) {
  const { site, locale } = resolvePageParams(await params);
  const intl = await getServerIntl(locale);
  const docs = legalDocuments(site);
  return (
    <PageShell title={intl.formatMessage(pageMessages.tipsTitle)} description={intl.formatMessage(pageMessages.tipsLead)}>
      <DocLinks
        heading={intl.formatMessage(legalMessages.heading)}
        docs={docs.map((doc) => ({
          key: `${doc.kind}:${doc.href}`,
          label: intl.formatMessage(legalMessages[doc.kind]),
          href: doc.pdf || /^https?:/i.test(doc.href) ? doc.href : localizePath(site, locale, doc.href),
          newTab: doc.pdf,
        }))}
      />
    </PageShell>
  );
}
