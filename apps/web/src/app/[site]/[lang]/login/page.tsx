import { localizePath } from '@exchange/i18n';
import { getSiteConfig, isSafeRedirect } from '@exchange/site-config';
import { PageShell } from '../../../../components/ui-client';
import type { Metadata } from 'next';
import { AuthForm } from '../../../../components/auth-form';
import { ComplianceTipsView } from '../../../../components/compliance-tips-view';
import { pageMessages } from '../../../../messages';
import { enforceCompliance } from '../../../../server/compliance';
import { resolvePageParams } from '../../../../server/page-params';
import { getRequestContext } from '../../../../server/request-context';
import { getServerIntl } from '../../../../server/server-intl';

interface PageProps {
  params: Promise<{ site: string; lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = resolvePageParams(await params);
  const intl = await getServerIntl(locale);
  return { title: intl.formatMessage(pageMessages.loginTitle) };
}

export default async function Page({ params, searchParams }: PageProps) {
  const { site, locale } = resolvePageParams(await params);
  const gate = await enforceCompliance(site, locale);
  if (gate.kind === 'tips') return <ComplianceTipsView site={site} locale={locale} />;
  const query = await searchParams;
  const ctx = await getRequestContext();
  const intl = await getServerIntl(locale);
  const requested = typeof query['redirect'] === 'string' ? query['redirect'] : null;
  const next = (requested && isSafeRedirect(requested, { anti: getSiteConfig(site).anti, origin: ctx.origin })) || localizePath(site, locale, '/');
  return (
    <PageShell title={intl.formatMessage(pageMessages.loginTitle)} description={intl.formatMessage(pageMessages.loginLead)}>
      <AuthForm mode="login" next={next} alternate={{ href: localizePath(site, locale, '/signup'), label: intl.formatMessage(pageMessages.noAccount) }} />
    </PageShell>
  );
}
