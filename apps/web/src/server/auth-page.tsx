import 'server-only';
import { ComplianceTipsView } from '@exchange/compliance';
import { localizePath } from '@exchange/i18n';
import { getSiteConfig, isSafeRedirect, regionSwitches } from '@exchange/site-config';
import type { Metadata } from 'next';
import { AuthMicroApp } from '@/components/auth-micro-app';
import { PageShell } from '@/components/ui-client';
import { pageMessages } from '@/messages';
import { enforceCompliance } from './compliance';
import { exchangeApiOrigin } from './exchange-origin';
import { resolvePageParams } from './page-params';
import { getRequestContext } from './request-context';
import { SANDBOX_CONSENT_PATH } from './sandbox-consent';
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

const one = (value: string | string[] | undefined): string | null => (typeof value === 'string' ? value : null);

/**
 * /login and /signup: the login/registration micro-app (the plain form when it is missing or fails, decision 1120),
 * then a validated `redirect` target (internal path or allow-listed origin). The site's third-party sign-in methods
 * go through the sandbox's consent page; with a real exchange configured there is none, so no buttons.
 */
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
  const consentProvider = one(query['consent_provider']);
  const consentResult = one(query['consent']);
  return (
    <PageShell title={intl.formatMessage(text.title)} description={intl.formatMessage(text.lead)}>
      <AuthMicroApp
        mode={mode}
        next={next}
        alternate={{ href: localizePath(site, locale, text.other), label: intl.formatMessage(text.otherLabel) }}
        authorizedLogin={regionSwitches(site).authorizedLogin}
        title={intl.formatMessage(text.title)}
        pageHref={localizePath(site, locale, `/${mode}`)}
        locale={locale}
        languagePrefix={localizePath(site, locale, '/x').slice(0, -2)}
        theme={ctx.theme}
        channel="page"
        consentPath={exchangeApiOrigin() ? null : SANDBOX_CONSENT_PATH}
        consent={consentProvider && consentResult ? { provider: consentProvider, result: consentResult } : null}
      />
    </PageShell>
  );
}
