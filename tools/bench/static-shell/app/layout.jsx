// The app's root layout in small (decision 1960): an inline script that must carry the request's nonce, like the
// colour-mode script of apps/web's layout. With `cacheComponents` a request read must sit inside <Suspense>.
import { headers } from 'next/headers';
import { Suspense } from 'react';
async function ThemeScript() {
  const nonce = (await headers()).get('x-nonce') ?? '';
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: 'document.documentElement.dataset.t="1"' }} />;
}
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>
        <Suspense fallback={null}>
          <ThemeScript />
        </Suspense>
        {children}
      </body>
    </html>
  );
}
