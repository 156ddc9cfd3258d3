import 'server-only';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

type Catalog = Readonly<Record<string, string | MessageFormatElement[]>>;

/** A literal element of a compiled (AST) message. */
const literal = (value: string): MessageFormatElement => ({ type: 0, value }) as MessageFormatElement;

/**
 * Spec 03 §2 translation-key debugging (`__sm_k__`): mode 1 shows each message's id instead of its text,
 * mode 2 shows the text followed by its id. Any other mode leaves the catalog as it is.
 */
export function applyTranslationKeyDebug(messages: Catalog, mode: 1 | 2 | null): Catalog {
  if (mode !== 1 && mode !== 2) return messages;
  const out: Record<string, string | MessageFormatElement[]> = {};
  for (const [id, message] of Object.entries(messages)) {
    if (mode === 1) out[id] = [literal(id)];
    else out[id] = typeof message === 'string' ? `${message} [${id}]` : [...message, literal(` [${id}]`)];
  }
  return out;
}
