'use client';
import { ChakraProvider } from '@chakra-ui/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { IntlProvider, type MessageFormatElement } from 'react-intl';
import { OverlayQueueProvider } from '../overlay/overlay-queue';
import { system } from '../theme/system';

export interface AppProvidersProps {
  /** BCP-47 tag used for Intl formatting (e.g. `en`, `ar`, `zh-tw`). */
  locale: string;
  messages: Record<string, string> | Record<string, MessageFormatElement[]>;
  children: ReactNode;
}

const ignoreMissingTranslation = (err: { code?: string }) => {
  // A missing key falls back to the English default message; anything else is a real error.
  if (err.code === 'MISSING_TRANSLATION') return;
  console.error(err);
};

/** Chakra system, react-intl, a per-tree Jotai store and the overlay queue. */
export function AppProviders({ locale, messages, children }: AppProvidersProps) {
  return (
    <JotaiProvider>
      <IntlProvider locale={locale} messages={messages} defaultLocale="en" onError={ignoreMissingTranslation}>
        <ChakraProvider value={system}>
          <OverlayQueueProvider>{children}</OverlayQueueProvider>
        </ChakraProvider>
      </IntlProvider>
    </JotaiProvider>
  );
}
