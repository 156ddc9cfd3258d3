import type { Metadata } from 'next';
import { AuthPage, authPageMetadata, type AuthPageProps } from '../../../../server/auth-page';

export function generateMetadata(props: AuthPageProps): Promise<Metadata> {
  return authPageMetadata('signup', props);
}

export default function Page(props: AuthPageProps) {
  return <AuthPage mode="signup" {...props} />;
}
