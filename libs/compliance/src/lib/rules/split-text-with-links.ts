import type { TextLink } from '@exchange/api';
import { isSafeRedirect } from '@exchange/site-config';
import { nonEmptyText } from './values';

export type TextSegment = { type: 'text'; text: string } | { type: 'link'; text: string; href: string; internal: boolean };

/**
 * Server text with its `text_link` entries put in as links: every `{key}` placeholder, and every plain
 * occurrence of `key`, becomes a link to its `link` showing the key, when that link is safe (internal
 * path or allowed origin); unsafe links stay plain text. Longer matches win where they overlap
 * (so a placeholder beats the bare key inside it). Bad input gives [].
 */
export function splitTextWithLinks(content: unknown, textLinks: unknown, allowOrigins: readonly string[] = []): TextSegment[] {
  if (typeof content !== 'string' || content === '') return [];
  const links = (Array.isArray(textLinks) ? (textLinks as unknown[]) : [])
    .filter((l): l is TextLink => typeof l === 'object' && l !== null)
    .filter((l): l is TextLink & { key: string } => typeof l.key === 'string' && l.key !== '')
    .flatMap((l) => [
      { token: `{${l.key}}`, link: l },
      { token: l.key, link: l },
    ])
    .sort((a, b) => b.token.length - a.token.length);

  const segments: TextSegment[] = [];
  const pushText = (text: string) => {
    if (text === '') return;
    const last = segments[segments.length - 1];
    if (last?.type === 'text') last.text += text;
    else segments.push({ type: 'text', text });
  };

  let rest = content;
  while (rest !== '') {
    let best: { index: number; token: string; link: TextLink & { key: string } } | null = null;
    for (const { token, link } of links) {
      const index = rest.indexOf(token);
      if (index >= 0 && (best === null || index < best.index)) best = { index, token, link };
    }
    if (!best) {
      pushText(rest);
      break;
    }
    pushText(rest.slice(0, best.index));
    const href = isSafeRedirect(nonEmptyText(best.link.link), { anti: allowOrigins });
    if (href !== null) segments.push({ type: 'link', text: best.link.key, href, internal: href.startsWith('/') });
    else pushText(best.link.key);
    rest = rest.slice(best.index + best.token.length);
  }
  return segments;
}
