import ar from '../compiled/ar.json';
import br from '../compiled/br.json';
import de from '../compiled/de.json';
import en from '../compiled/en.json';
import es from '../compiled/es.json';
import fr from '../compiled/fr.json';
import id from '../compiled/id.json';
import it from '../compiled/it.json';
import ja from '../compiled/ja.json';
import nl from '../compiled/nl.json';
import pt from '../compiled/pt.json';
import ru from '../compiled/ru.json';
import th from '../compiled/th.json';
import tr from '../compiled/tr.json';
import tw from '../compiled/tw.json';
import uk from '../compiled/uk.json';
import vn from '../compiled/vn.json';
import zh from '../compiled/zh.json';
import { toMessages, type Messages } from '../lib/messages/load-messages';
import { CATALOG_LOCALES, type CatalogLocale } from '../lib/messages/message-locale';

const COMPILED: Record<CatalogLocale, unknown> = { en, zh, tr, ar, ja, es, ru, tw, vn, fr, de, pt, th, id, uk, br, nl, it };

/**
 * Every compiled catalog, synchronously, English merged under each (as `loadMessages` returns them):
 * for tests and stories that render with react-intl, e.g. a Storybook locale toolbar.
 */
export function compiledMessagesByLocale(): Record<CatalogLocale, Messages> {
  const english = toMessages(COMPILED.en);
  return Object.fromEntries(CATALOG_LOCALES.map((locale) => [locale, { ...english, ...toMessages(COMPILED[locale]) }])) as Record<
    CatalogLocale,
    Messages
  >;
}

/** A request origin for tests. */
export const TEST_ORIGIN = 'http://localhost:3000';
