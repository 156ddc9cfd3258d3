import { getSiteConfig } from '@exchange/site-config';
import { notFound } from 'next/navigation';
import { exchangeApiOrigin } from '@/server/exchange-origin';
import { consentPage } from '@/server/sandbox-consent';

export const dynamic = 'force-dynamic';

interface ConsentPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const BUTTON = { display: 'inline-block', padding: '0.6rem 1.2rem', borderRadius: 6, fontWeight: 600, textDecoration: 'none' } as const;

/**
 * `/_sandbox/consent?provider=<method>&return=<path>` (issue 11 item 2, decision 1120): the sandbox's stand-in for a
 * third-party provider's consent screen. Allow or Deny goes back to the login micro-app with the answer. Sandbox
 * only: not found when a real exchange is configured.
 */
export default async function ConsentPage({ searchParams }: ConsentPageProps) {
  if (exchangeApiOrigin()) notFound();
  const page = consentPage(await searchParams);
  if (page.kind === 'invalid') {
    return (
      <>
        <h1>Sign-in request not valid</h1>
        <p>This sign-in method is not known, or the page to return to is not on this site.</p>
        <a href={page.backHref}>Back to the home page</a>
      </>
    );
  }
  const exchange = getSiteConfig('main').name;
  return (
    <>
      <p style={{ color: '#444' }}>{page.providerName} (sandbox)</p>
      <h1>Sign in with {page.providerName}</h1>
      <p>
        Allow {exchange} to use your {page.providerName} account?
      </p>
      <p style={{ display: 'flex', gap: '1rem' }}>
        <a href={page.allowHref} style={{ ...BUTTON, background: '#1d4ed8', color: '#fff' }} data-consent="granted">
          Allow
        </a>
        <a href={page.denyHref} style={{ ...BUTTON, border: '1px solid #1d4ed8', color: '#1d4ed8' }} data-consent="denied">
          Deny
        </a>
      </p>
    </>
  );
}
