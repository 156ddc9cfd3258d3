import { isSafeRedirect } from '@exchange/site-config';
import { escapeAttrValue, FilterXSS, friendlyAttrValue, type IWhiteList } from 'xss';
import { nonEmptyText } from './values';

/** The strict whitelist for server HTML: inline emphasis, paragraphs, lists and links (href only). */
export const SERVER_HTML_WHITELIST: IWhiteList = {
  a: ['href'],
  b: [],
  strong: [],
  i: [],
  em: [],
  u: [],
  br: [],
  p: [],
  span: [],
  ul: [],
  ol: [],
  li: [],
};

/** Whether server text holds HTML tags (then it goes through the sanitiser rather than the text splitter). */
export function containsHtml(content: unknown): boolean {
  return typeof content === 'string' && /<\/?[a-z][^>]*>/i.test(content);
}

/**
 * Sanitise server HTML with `xss` and a strict whitelist: other tags are stripped (script and style
 * with their bodies), no style or event attributes survive, and an `<a href>` keeps its href only when
 * it is an internal path or on an allowed origin. Bad input gives ''.
 */
export function sanitizeServerHtml(html: unknown, allowOrigins: readonly string[] = []): string {
  if (typeof html !== 'string') return '';
  const filter = new FilterXSS({
    whiteList: SERVER_HTML_WHITELIST,
    stripIgnoreTag: true,
    stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'template'],
    allowCommentTag: false,
    css: false,
    onTagAttr: (tag, name, value) => {
      if (tag !== 'a' || name !== 'href') return undefined;
      const href = isSafeRedirect(nonEmptyText(friendlyAttrValue(value)), { anti: allowOrigins });
      return href === null ? '' : `href="${escapeAttrValue(href)}"`;
    },
  });
  return filter.process(html);
}
