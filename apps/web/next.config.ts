import type { NextConfig } from 'next';
import { join } from 'node:path';

const workspaceRoot = join(__dirname, '..', '..');

/**
 * With `experimental.inlineCss`, Next's CSS extraction loader gets `publicPath: '/'`, so a stylesheet's `url()` of a
 * font becomes `/static/media/x.woff2`, which nothing serves (decision 1910). The files are where every other build
 * puts them, `/_next/static/media/` (the fonts' preload links use that URL too): this sets the loader's publicPath
 * back to `/_next/` wherever the rules name it (decision 1921).
 */
function cssAssetsUnderNext(rules: unknown): void {
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const entry = node as { loader?: unknown; options?: { publicPath?: unknown } };
    if (typeof entry.loader === 'string' && entry.loader.includes('mini-css-extract-plugin') && entry.options?.publicPath === '/') {
      entry.options.publicPath = '/_next/';
    }
    for (const value of Object.values(node)) if (value && typeof value === 'object') visit(value);
  };
  visit(rules);
}

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // gzip in the Node server unless WEB_COMPRESS=off (read when the server starts): behind a CDN or a load balancer
  // that compresses, or on loopback (the e2e suite), it is CPU spent twice or for nothing. It was 7 % of the e2e
  // server's CPU (decision 1936).
  compress: process.env['WEB_COMPRESS'] !== 'off',
  // A self-contained server (`.next/standalone/apps/web/server.js` with only the traced node_modules) for the
  // container image and the two-instance check (decision 1740). `next start` still serves `.next` as before.
  output: 'standalone',
  // `npm test` typechecks the whole workspace in its first stage (workspace-checks:typecheck, which includes this app)
  // and then builds with WEB_BUILD_TYPECHECK=off, so `next build` does not check the same files again (decision 1951).
  // Every other build (`npm start`, `nx build web`, the bench) still checks.
  typescript: { ignoreBuildErrors: process.env['WEB_BUILD_TYPECHECK'] === 'off' },
  turbopack: { root: workspaceRoot },
  // The embedded sandbox's socket server (issue 20, decision 1804) loads `ws` from node_modules: bundled, its optional
  // native helpers resolve to stubs and every masked frame throws (`b.unmask is not a function`).
  serverExternalPackages: ['ws'],
  outputFileTracingRoot: workspaceRoot,
  // The Chinese and Japanese faces are read from node_modules at run time by /static/fonts (src/server/cjk-fonts.ts,
  // decision 1730), which the tracer cannot see: the standalone output ships the three packages explicitly.
  outputFileTracingIncludes: {
    '/static/fonts/**': ['../../node_modules/@fontsource-variable/noto-sans-{sc,tc,jp}/**/*'],
  },
  experimental: {
    // `inlineCss` (the stylesheets written into the HTML) was tried and is off (decision 1921): on an idle machine the
    // nine mobile pages of `npm run audit` were no better with it (LCP 2.7–3.6 s) and every page's HTML and RSC data
    // grew by the CSS. Turned on again, `cssAssetsUnderNext` below keeps its font URLs under `/_next/`.
    optimizePackageImports: [
      '@chakra-ui/react',
      // Our libraries' barrels: server code imports their rules, and without this every 'use client'
      // component the barrel re-exports would become a client reference of the page (decision 0004).
      '@exchange/account',
      '@exchange/api',
      '@exchange/chart',
      '@exchange/compliance',
      '@exchange/content',
      '@exchange/earn',
      '@exchange/launch',
      '@exchange/fingerprint',
      '@exchange/i18n',
      '@exchange/kyc',
      '@exchange/monitoring',
      '@exchange/promotions',
      '@exchange/referral',
      '@exchange/site-config',
      '@exchange/ui',
      '@exchange/wallet',
    ],
  },
  // Production builds use webpack (`next build --webpack`, decision 0004): its tree shaking drops the
  // unused parts of zod and Chakra that Turbopack still ships (~35 KB gzipped of first-load JS).
  webpack(config: { resolve: { alias: Record<string, string> }; module: { rules: unknown[] } }, { isServer }: { isServer: boolean }) {
    // A font file a server module imports (src/server/font-files.ts, for <link rel="preload">) is the same asset as the
    // stylesheet's url() of it: Next's asset name `static/media/[name].[hash:8][ext]` is a hash of the content, so
    // both compilers give it one URL; the client compiler emits the file (decision 1730).
    config.module.rules.push({ test: /\.woff2$/, issuer: /\.[cm]?[jt]sx?$/, type: 'asset/resource', generator: { emit: !isServer } });
    if (!isServer) {
      cssAssetsUnderNext(config.module.rules);
      // Every catalog is compiled to an AST (tools/scripts/i18n.mjs), so the browser never parses ICU messages.
      config.resolve.alias['@formatjs/icu-messageformat-parser$'] = '@formatjs/icu-messageformat-parser/no-parser.js';
      // ...and every catalog the server sends has every id, so the browser needs no English default texts.
      // Also a component's own `<name>-messages.ts` (the chart's order form, book, panels…: decision 1917).
      config.module.rules.push({
        test: /[\\/]([\w-]+-)?messages\.ts$/,
        enforce: 'pre',
        use: [join(__dirname, 'build/strip-default-messages.cjs')],
      });
    }
    return config;
  },
  // Static security headers; the per-request Content-Security-Policy (with its nonce) is set in proxy.ts.
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
          // Kept equal to src/server/security-headers.ts (instrumentation.ts sets them before Next routes).
          { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
          { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
        ],
      },
    ];
  },
};

export default nextConfig;
