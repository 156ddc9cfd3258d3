'use client';
import { ExchangeClientProvider, RealtimeProvider, createExchangeClient, createTransport } from '@exchange/api';
import { reportException } from '@exchange/monitoring';
import type { SiteKey } from '@exchange/site-config';
import { AppErrorBoundary, ShellProviders, UiLinkProvider } from '@exchange/ui';
import { useState, type ReactNode } from 'react';
import type { ShellData } from '@/server/shell-data';
import { EmotionRegistry } from './emotion-registry';
import { useCatalog, type CatalogSource } from './intl-catalog';
import { MonitoringSetup } from './monitoring-setup';
import { NextUiLink } from './next-ui-link';
import { SiteChrome } from './site-chrome';

export interface AppShellProps {
  nonce: string;
  site: SiteKey;
  locale: string;
  intlLocale: string;
  /** The locale's catalog file (or, in the translation-key debug modes, the request's own messages). */
  catalog: CatalogSource;
  shell: ShellData;
  children: ReactNode;
}

/** Client providers (Emotion cache for the Chakra islands, intl, queue, API client with the server's prefetched data) and the site chrome. */
export function AppShell({ nonce, site, locale, intlLocale, catalog, shell, children }: AppShellProps) {
  const messages = useCatalog(catalog);
  // One browser client per page load; its de-dup cache lives as long as the page.
  const [client] = useState(() => createExchangeClient(createTransport({ baseUrl: '', locale })));
  return (
    <EmotionRegistry nonce={nonce}>
      <ShellProviders locale={intlLocale} messages={messages}>
        <UiLinkProvider component={NextUiLink}>
          <ExchangeClientProvider client={client} fallback={shell.fallback}>
            <RealtimeProvider urls={shell.realtimeUrls}>
              <MonitoringSetup endpoint={shell.monitoringEndpoint} site={site} locale={locale} />
              <AppErrorBoundary onError={(error, info) => reportException(error, { componentStack: info.componentStack ?? null })}>
                <SiteChrome site={site} locale={locale} shell={shell}>
                  {children}
                </SiteChrome>
              </AppErrorBoundary>
            </RealtimeProvider>
          </ExchangeClientProvider>
        </UiLinkProvider>
      </ShellProviders>
    </EmotionRegistry>
  );
}
