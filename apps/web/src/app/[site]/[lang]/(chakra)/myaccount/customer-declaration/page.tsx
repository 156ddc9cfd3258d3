import { isLoggedInFromCookies, parseCookieHeader } from '@exchange/api/server';
import { CustomerDeclaration } from '@exchange/compliance';
import { localizePath } from '@exchange/i18n';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { PageShell } from '@/components/ui-client';
import { gatedPage } from '@/server/gated-page';
import { resolvePageParams } from '@/server/page-params';
import { getRequestContext } from '@/server/request-context';
import { getServerIntl } from '@/server/server-intl';

const PATH = '/myaccount/customer-declaration';

/**
 * The declaration dialog's title (the same id and text as the compliance library's `declarationMessages.title`),
 * declared here: the library's messages module cannot be evaluated in a server component's bundle.
 */
const TITLE = { id: 'compliance.turkeyDeclarationModal.title', defaultMessage: 'Customer Understanding Declaration' };

export async function generateMetadata({ params }: { params: Promise<{ site: string; lang: string }> }): Promise<Metadata> {
  const { site, locale } = resolvePageParams(await params);
  if (site !== 'tr') return {};
  const intl = await getServerIntl(locale);
  return { title: intl.formatMessage(TITLE), robots: { index: false } };
}

/**
 * `/myaccount/customer-declaration` (Turkey's footer link once signed, spec 03 §4/§6; issue 14 item 3, decision
 * 1434): the customer understanding declaration and its status for a logged-in Turkey user; signing is the
 * compliance layer's declaration dialog. A visitor is sent to log in and comes back here (`redirect`, validated by
 * the login page); other sites have no such page.
 */
export default gatedPage(async ({ site, locale }) => {
  if (site !== 'tr') notFound();
  const ctx = await getRequestContext();
  if (!isLoggedInFromCookies(parseCookieHeader(ctx.cookieHeader))) {
    redirect(`${localizePath(site, locale, '/login')}?redirect=${encodeURIComponent(localizePath(site, locale, PATH))}`);
  }
  const intl = await getServerIntl(locale);
  return (
    <PageShell title={intl.formatMessage(TITLE)}>
      <CustomerDeclaration />
    </PageShell>
  );
});
