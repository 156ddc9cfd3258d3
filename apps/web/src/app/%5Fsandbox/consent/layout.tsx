import '@exchange/ui/chakra-static.css';
import '@exchange/ui/fonts.css';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = { title: 'Third-party sign-in (sandbox)', robots: { index: false, follow: false } };

/** A root layout of its own: the consent page stands in for a provider's screen (no header, footer, gate or locale prefix). */
export default function ConsentLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" dir="ltr">
      <body style={{ fontFamily: 'var(--chakra-fonts-body)', margin: 0, padding: '2rem 1rem', color: '#111', background: '#fff' }}>
        <main style={{ maxWidth: '28rem', margin: '0 auto' }}>{children}</main>
      </body>
    </html>
  );
}
