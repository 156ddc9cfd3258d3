'use client';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { IntlProvider, type MessageFormatElement } from 'react-intl';
import { OverlayQueueProvider } from '../overlay/overlay-queue';
import { ToastProvider } from '../toast/toast';

export interface ShellProvidersProps {
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

/**
 * react-intl, a per-tree Jotai store, the overlay queue and the toast region, without Chakra (decision 0004): the site shell
 * (header, footer, home) renders with these alone, and Chakra arrives with the first `ChakraIsland`.
 */
export function ShellProviders({ locale, messages, children }: ShellProvidersProps) {
  return (
    <JotaiProvider>
      <IntlProvider
        locale={locale}
        messages={messages as Record<string, MessageFormatElement[]>}
        defaultLocale="en"
        onError={ignoreMissingTranslation}
      >
        <OverlayQueueProvider>
          <ToastProvider>{children}</ToastProvider>
        </OverlayQueueProvider>
      </IntlProvider>
    </JotaiProvider>
  );
}
