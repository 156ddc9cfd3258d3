'use client';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { RawIntlProvider, createIntl, createIntlCache, type IntlShape, type MessageFormatElement } from 'react-intl';
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

type Catalog = ShellProvidersProps['messages'];

/** One formatter cache and one `intl` per catalog object and locale (decision 1960). */
const intls = new WeakMap<Catalog, Map<string, IntlShape>>();

/**
 * The `intl` of a catalog and locale, made once and shared by every render that passes the same catalog object
 * (decision 1960). `IntlProvider` made a new `intl` and a new formatter cache in each render, so a server render
 * built every `Intl.NumberFormat`, `Intl.PluralRules` and message formatter it used afresh; the server's catalogs are one
 * frozen object per locale and process (`loadMessages`), so they now share theirs. The cache's keys are the formats'
 * options and the catalog's messages, both fixed by the code and the catalog, never by a request's values.
 */
export function sharedIntl(locale: string, messages: Catalog): IntlShape {
  let byLocale = intls.get(messages);
  if (!byLocale) intls.set(messages, (byLocale = new Map()));
  let intl = byLocale.get(locale);
  if (!intl) {
    intl = createIntl(
      { locale, messages: messages as Record<string, MessageFormatElement[]>, defaultLocale: 'en', onError: ignoreMissingTranslation },
      createIntlCache(),
    );
    byLocale.set(locale, intl);
  }
  return intl;
}

/**
 * react-intl, a per-tree Jotai store, the overlay queue and the toast region, without Chakra (decision 0004): the site shell
 * (header, footer, home) renders with these alone, and Chakra arrives with the first `ChakraIsland`.
 */
export function ShellProviders({ locale, messages, children }: ShellProvidersProps) {
  return (
    <JotaiProvider>
      <RawIntlProvider value={sharedIntl(locale, messages)}>
        <OverlayQueueProvider>
          <ToastProvider>{children}</ToastProvider>
        </OverlayQueueProvider>
      </RawIntlProvider>
    </JotaiProvider>
  );
}
