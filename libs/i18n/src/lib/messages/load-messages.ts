import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { messageLocale, type CatalogLocale } from './message-locale';

/** Compiled messages as react-intl takes them: id → AST (or a plain string). */
export type Messages = Record<string, MessageFormatElement[] | string>;

/** One dynamic import per compiled catalog, so bundlers split them and load only the one needed. */
const LOADERS: Record<CatalogLocale, () => Promise<{ default: unknown }>> = {
  en: () => import('../../compiled/en.json'),
  zh: () => import('../../compiled/zh.json'),
  tr: () => import('../../compiled/tr.json'),
  ar: () => import('../../compiled/ar.json'),
  ja: () => import('../../compiled/ja.json'),
  es: () => import('../../compiled/es.json'),
  ru: () => import('../../compiled/ru.json'),
  tw: () => import('../../compiled/tw.json'),
  vn: () => import('../../compiled/vn.json'),
  fr: () => import('../../compiled/fr.json'),
  de: () => import('../../compiled/de.json'),
  pt: () => import('../../compiled/pt.json'),
  th: () => import('../../compiled/th.json'),
  id: () => import('../../compiled/id.json'),
  uk: () => import('../../compiled/uk.json'),
  br: () => import('../../compiled/br.json'),
  nl: () => import('../../compiled/nl.json'),
  it: () => import('../../compiled/it.json'),
};

/** Keeps only entries shaped like compiled messages (a string or an array of AST nodes). */
export function toMessages(value: unknown): Messages {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const messages: Messages = {};
  for (const [id, message] of Object.entries(value as Record<string, unknown>)) {
    if (typeof message === 'string') messages[id] = message;
    else if (Array.isArray(message) && message.every((node) => node !== null && typeof node === 'object' && 'type' in node)) {
      messages[id] = message as MessageFormatElement[];
    }
  }
  return messages;
}

async function loadCatalog(locale: CatalogLocale): Promise<Messages> {
  try {
    const loader = LOADERS[locale];
    return loader ? toMessages((await loader()).default) : {};
  } catch {
    return {};
  }
}

/** One merged catalog per catalog locale per process: every request of a locale shares it (issue 14, decision 1510). */
const merged = new Map<CatalogLocale, Promise<Messages>>();

async function mergeCatalog(target: CatalogLocale): Promise<Messages> {
  const english = await loadCatalog('en');
  return Object.freeze(target === 'en' ? english : { ...english, ...(await loadCatalog(target)) });
}

/**
 * The compiled messages for a locale (pure data loading, no React): English merged under the locale's
 * catalog, so missing keys fall back to English. Never rejects; an unloadable catalog counts as empty.
 * Built once per catalog locale and process, and frozen: callers share it and must copy to change it.
 */
export function loadMessages(locale: string): Promise<Messages> {
  const target = messageLocale(locale);
  let messages = merged.get(target);
  if (!messages) {
    messages = mergeCatalog(target);
    merged.set(target, messages);
  }
  return messages;
}
