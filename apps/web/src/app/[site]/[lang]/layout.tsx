import { htmlAttributes, isNoindex, loadMessages, mapLanguage, riskColorClass } from '@exchange/i18n';
import { getSiteConfig, translationKeyDebugMode } from '@exchange/site-config';
import type { Metadata } from 'next';
// Chakra's reset, tokens and global styles as a static stylesheet: the shell (header, footer, home) is styled
// before, and without, any Chakra island (decision 0004).
import '@exchange/ui/chakra-static.css';
// The app's own fonts (decision 1730): the same text on every system; a page downloads only the subsets it shows.
import '@exchange/ui/fonts.css';
import type { ReactNode } from 'react';
import { AppShell } from '@/components/app-shell';
import { catalogFetchScript } from '@/lib/catalog-fetch-script';
import { cjkFaceFor } from '@/lib/rules/font-preloads';
import { THEME_INIT_SCRIPT } from '@/lib/theme-init-script';
import { catalogAsset, catalogHref } from '@/server/catalog-asset';
import { cjkStylesheetHref } from '@/server/cjk-fonts';
import { enforceCompliance } from '@/server/compliance';
import { applyTranslationKeyDebug } from '@/server/debug-messages';
import { fontPreloadHrefs } from '@/server/font-files';
import { resolvePageParams } from '@/server/page-params';
import { getRequestContext } from '@/server/request-context';
import { loadShellData } from '@/server/shell-data';

interface LayoutProps {
  children: ReactNode;
  params: Promise<{ site: string; lang: string }>;
}

/**
 * What every response of the site shares: the title template, the site's icons, noindex locales. Canonical,
 * alternates, description and Open Graph are each page's (`pageMetadata`), so a 404 carries none (decision 0805).
 */
export async function generateMetadata({ params }: Omit<LayoutProps, 'children'>): Promise<Metadata> {
  const { site, locale } = resolvePageParams(await params);
  const config = getSiteConfig(site);
  return {
    title: { default: config.name, template: `%s · ${config.name}` },
    applicationName: config.name,
    icons: {
      icon: [{ url: `/static/site/${site}/icon.svg`, type: 'image/svg+xml' }],
      apple: [{ url: `/static/brand/apple-touch-icon-${site}.png`, sizes: '180x180' }],
    },
    robots: isNoindex(site, locale) ? { index: false, follow: true } : undefined,
  };
}

/** The root layout of every site and locale: html attributes, colour mode without flash, providers and chrome. */
export default async function SiteLayout({ children, params }: LayoutProps) {
  const { site, locale } = resolvePageParams(await params);
  const ctx = await getRequestContext();
  // Spec 01 §4: a restricted page is redirected before anything is sent (the page repeats this on client
  // navigations). The gate runs beside the shell's calls; its redirect throws before the layout returns, so no
  // content is ever sent for a redirected request.
  const [, asset, shell] = await Promise.all([enforceCompliance(site, locale), catalogAsset(locale), loadShellData(site, locale, ctx)]);
  // The client reads the locale's catalog from its static file, not from this HTML (decision 1510); spec 03 §2's
  // `__sm_k__=1|2` (translation keys instead of / after the text) changes the catalog, so that request carries its own.
  const debugMode = translationKeyDebugMode(ctx.search);
  const href = catalogHref(asset);
  const catalog = debugMode ? { messages: applyTranslationKeyDebug(await loadMessages(locale), debugMode) } : { locale, href };
  const { lang, dir } = htmlAttributes(locale);
  const cjkFace = cjkFaceFor(locale);
  const cjkStylesheet = cjkFace ? cjkStylesheetHref(cjkFace) : null;
  // Always a colour mode, so the tokens are defined even before (or without) the theme script; `system` starts light
  // (0602) and the theme script switches it before paint and keeps it when React rewrites the class (decision 1432).
  const themeClass = ctx.theme === 'system' ? 'light' : ctx.theme;
  return (
    <html lang={lang} dir={dir} className={[themeClass, riskColorClass(locale)].filter(Boolean).join(' ')} suppressHydrationWarning>
      <head>
        {/* Applies the remembered or system colour mode before first paint, inline so it waits for no request (decision 1910). */}
        <script nonce={ctx.nonce} dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />
        {/* The client's messages (decision 1510): fetched after the first frame, beside the scripts, ready before
            hydration; a preload fetched them before the first paint, which the text does not wait for (decision 1953). */}
        {debugMode ? null : <script nonce={ctx.nonce} dangerouslySetInnerHTML={{ __html: catalogFetchScript(href) }} />}
        {/* A zh, tw or ja page's CJK face (decision 1730): its ~100 slices' rules only where they are needed. */}
        {cjkStylesheet ? <link rel="stylesheet" href={cjkStylesheet} /> : null}
        {/* The font files the locale's text surely needs (decision 1730); the stylesheet finds the rest (CJK slices). */}
        {fontPreloadHrefs(locale).map((font) => (
          <link key={font} rel="preload" href={font} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
      </head>
      <body>
        <AppShell nonce={ctx.nonce} site={site} locale={locale} intlLocale={mapLanguage(locale)} catalog={catalog} shell={shell}>
          {children}
        </AppShell>
      </body>
    </html>
  );
}
