'use client';
import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { IntlProvider, type MessageFormatElement } from 'react-intl';
import { OverlayQueueProvider } from '../overlay/overlay-queue';
import { system } from '../theme/system';

export interface AppProvidersProps {
  /** BCP-47 tag used for Intl formatting (e.g. `en`, `ar`, `zh-tw`). */
  locale: string;
  /** Compiled (AST) or plain catalogs; keys may mix both (a locale catalog merged over English). */
  messages: Readonly<Record<string, string | MessageFormatElement[]>>;
  children: ReactNode;
}

const ignoreMissingTranslation = (err: { code?: string }) => {
  // A missing key falls back to the English default message; anything else is a real error.
  if (err.code === 'MISSING_TRANSLATION') return;
  console.error(err);
};

/** Chakra system (with the locale's direction), react-intl, a per-tree Jotai store and the overlay queue. */
export function AppProviders({ locale, messages, children }: AppProvidersProps) {
  return (
    <JotaiProvider>
      <IntlProvider locale={locale} messages={messages as Record<string, MessageFormatElement[]>} defaultLocale="en" onError={ignoreMissingTranslation}>
        <ChakraProvider value={system}>
          {/* Tells Chakra's menus, drawers and popovers the text direction (Arabic is right-to-left). */}
          <LocaleProvider locale={locale}>
            <OverlayQueueProvider>{children}</OverlayQueueProvider>
          </LocaleProvider>
        </ChakraProvider>
      </IntlProvider>
    </JotaiProvider>
  );
}
