import 'server-only';
import { ComplianceTipsView } from '@exchange/compliance';
import { localizePath } from '@exchange/i18n';
import { getSiteConfig, isSafeRedirect, regionSwitches } from '@exchange/site-config';
import type { Metadata } from 'next';
import { AuthForm } from '@/components/auth-form';
import { PageShell } from '@/components/ui-client';
import { pageMessages } from '@/messages';
import { enforceCompliance } from './compliance';
import { resolvePageParams } from './page-params';
import { getRequestContext } from './request-context';
import { getServerIntl } from './server-intl';

export interface AuthPageProps {
  params: Promise<{ site: string; lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const TEXT = {
  login: { title: pageMessages.loginTitle, lead: pageMessages.loginLead, other: '/signup', otherLabel: pageMessages.noAccount },
  signup: { title: pageMessages.signupTitle, lead: pageMessages.signupLead, other: '/login', otherLabel: pageMessages.haveAccount },
} as const;

export async function authPageMetadata(mode: 'login' | 'signup', { params }: Pick<AuthPageProps, 'params'>): Promise<Metadata> {
  const intl = await getServerIntl(resolvePageParams(await params).locale);
  return { title: intl.formatMessage(TEXT[mode].title) };
}

/** /login and /signup: the form, then a validated `redirect` target (internal path or allow-listed origin). */
export async function AuthPage({ mode, params, searchParams }: AuthPageProps & { mode: 'login' | 'signup' }) {
  const { site, locale } = resolvePageParams(await params);
  const gate = await enforceCompliance(site, locale);
  if (gate.kind === 'tips') return <ComplianceTipsView site={site} locale={locale} />;
  const query = await searchParams;
  const ctx = await getRequestContext();
  const intl = await getServerIntl(locale);
  const text = TEXT[mode];
  const requested = typeof query['redirect'] === 'string' ? query['redirect'] : null;
  const next =
    (requested && isSafeRedirect(requested, { anti: getSiteConfig(site).anti, origin: ctx.origin })) || localizePath(site, locale, '/');
  return (
    <PageShell title={intl.formatMessage(text.title)} description={intl.formatMessage(text.lead)}>
      <AuthForm
        mode={mode}
        next={next}
        alternate={{ href: localizePath(site, locale, text.other), label: intl.formatMessage(text.otherLabel) }}
        authorizedLogin={regionSwitches(site).authorizedLogin}
      />
    </PageShell>
  );
}
