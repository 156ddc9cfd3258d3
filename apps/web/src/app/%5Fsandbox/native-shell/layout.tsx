import '@exchange/ui/chakra-static.css';
import '@exchange/ui/fonts.css';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = { title: 'Native app shell (sandbox)', robots: { index: false, follow: false } };

/** A root layout of its own: the shell is no page of a site (no header, footer, gate or locale prefix). */
export default function NativeShellLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" dir="ltr">
      <body>
        <main>{children}</main>
      </body>
    </html>
  );
}
