'use client';

import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { createExchangeClient, type ExchangeClient } from '../client/exchange-client';
import { createTransport } from '../transport/create-transport';

const ExchangeClientContext = createContext<ExchangeClient | null>(null);

export interface ExchangeClientProviderProps {
  /** The client to use; by default a browser client over a same-origin transport. */
  client?: ExchangeClient;
  /** Server-prefetched data keyed by `swrKey` (see `prefetchFallback`). */
  fallback?: Record<string, unknown>;
  /** Extra SWR settings (e.g. `provider: () => new Map()` for an isolated cache in tests and stories). */
  swrConfig?: Omit<SWRConfiguration, 'fallback' | 'fetcher'>;
  children: ReactNode;
}

/** Provides the exchange client and SWR's `fallback` map of server-prefetched data. */
export function ExchangeClientProvider({ client, fallback, swrConfig, children }: ExchangeClientProviderProps) {
  const [browserClient] = useState(() => client ?? createExchangeClient(createTransport()));
  const value = useMemo(() => ({ ...swrConfig, fallback: fallback ?? {} }), [swrConfig, fallback]);
  return (
    <ExchangeClientContext.Provider value={client ?? browserClient}>
      <SWRConfig value={value}>{children}</SWRConfig>
    </ExchangeClientContext.Provider>
  );
}

/** The client of the nearest ExchangeClientProvider. */
export const useExchangeClient = (): ExchangeClient => {
  const client = useContext(ExchangeClientContext);
  if (client === null) throw new Error('useExchangeClient must be used inside an ExchangeClientProvider');
  return client;
};
