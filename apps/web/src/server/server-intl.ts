import 'server-only';
import { loadMessages, mapLanguage } from '@exchange/i18n';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';

/**
 * One formatter per locale and process (decision 1960): the catalog is one frozen object per locale and process
 * (`loadMessages`), and an `intl` holds no request's state, so every server component of every request shares it
 * instead of building its formatters again (a home render asked for it three times).
 */
const intls = new Map<string, Promise<IntlShape<string>>>();

/** react-intl's formatter for server components (no React context on the server). */
export function getServerIntl(locale: string): Promise<IntlShape<string>> {
  let intl = intls.get(locale);
  if (!intl) {
    // Callers pass a resolved site locale (18 of them); the bound only guards against one that does not.
    if (intls.size >= 64) intls.clear();
    intls.set(locale, (intl = makeIntl(locale)));
  }
  return intl;
}

async function makeIntl(locale: string): Promise<IntlShape<string>> {
  const messages = await loadMessages(locale);
  return createIntl<string>(
    {
      locale: mapLanguage(locale),
      defaultLocale: 'en',
      // Compiled catalogs are ASTs; an English fallback merged under a locale may hold plain strings too.
      messages: messages as Record<string, MessageFormatElement[]>,
      onError: (err) => {
        if (err.code !== 'MISSING_TRANSLATION') console.error(err);
      },
    },
    createIntlCache(),
  );
}
