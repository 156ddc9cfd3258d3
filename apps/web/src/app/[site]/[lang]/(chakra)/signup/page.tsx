import type { Metadata } from 'next';
import { pageMessages } from '@/messages';
import { AuthPage, authPageMetadata, type AuthPageProps } from '@/server/auth-page';
import { gatedPage } from '@/server/gated-page';
import { pageMetadata, seoMessages } from '@/server/page-metadata';
import { resolvePageParams } from '@/server/page-params';
import { getServerIntl } from '@/server/server-intl';

export async function generateMetadata(props: AuthPageProps): Promise<Metadata> {
  const { site, locale } = resolvePageParams(await props.params);
  const [base, intl] = await Promise.all([authPageMetadata('signup', props), getServerIntl(locale)]);
  const title = typeof base.title === 'string' ? base.title : intl.formatMessage(pageMessages.signupTitle);
  return pageMetadata({ site, locale, title, description: intl.formatMessage(seoMessages.signupDescription) });
}

export default gatedPage(({ params, searchParams }) => (
  <AuthPage mode="signup" params={Promise.resolve(params)} searchParams={Promise.resolve(searchParams)} />
));
