import type { Metadata } from 'next';
import { gatedPage } from '../../../../server/gated-page';
import { AuthPage, authPageMetadata, type AuthPageProps } from '../../../../server/auth-page';

export function generateMetadata(props: AuthPageProps): Promise<Metadata> {
  return authPageMetadata('login', props);
}

export default gatedPage(({ params, searchParams }) => (
  <AuthPage mode="login" params={Promise.resolve(params)} searchParams={Promise.resolve(searchParams)} />
));
