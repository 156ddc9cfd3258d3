import 'server-only';
import { loadMessages, mapLanguage } from '@exchange/i18n';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';

const cache = createIntlCache();

/** react-intl's formatter for server components (no React context on the server). */
export async function getServerIntl(locale: string): Promise<IntlShape<string>> {
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
    cache,
  );
}
