'use client';
import { Box, Link, Text, type TextProps } from '@chakra-ui/react';
import type { TextLink } from '@exchange/api';
import { useMemo } from 'react';
import { containsHtml, sanitizeServerHtml } from '../../rules/sanitize-server-html';
import { splitTextWithLinks } from '../../rules/split-text-with-links';

export interface SafeServerTextProps extends Omit<TextProps, 'children' | 'content' | 'dangerouslySetInnerHTML'> {
  /** Text (or HTML) from the server. */
  content: string | null | undefined;
  /** `text_link`: occurrences of each key become a link (when the link is safe). */
  textLinks?: ReadonlyArray<TextLink> | null;
  /** Allowed origins for absolute links (the site's `anti`). */
  allowOrigins?: readonly string[];
}

/**
 * Server text shown safely: plain text with its `text_link` keys put in as links, or, when the text holds
 * HTML, that HTML after `sanitizeServerHtml` (strict whitelist, safe hrefs only). Unsafe links stay text.
 */
export function SafeServerText({ content, textLinks, allowOrigins = [], ...textProps }: SafeServerTextProps) {
  const html = useMemo(() => (containsHtml(content) ? sanitizeServerHtml(content, allowOrigins) : null), [content, allowOrigins]);
  const segments = useMemo(
    () => (html === null ? splitTextWithLinks(content, textLinks, allowOrigins) : []),
    [html, content, textLinks, allowOrigins],
  );

  if (html !== null) {
    // Sanitised above with a strict whitelist; never raw server input.
    return (
      <Box
        {...textProps}
        css={{ '& a': { textDecoration: 'underline' }, '& p + p': { marginBlockStart: '2' } }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }
  if (segments.length === 0) return null;
  return (
    <Text whiteSpace="pre-line" {...textProps}>
      {segments.map((segment, index) =>
        segment.type === 'text' ? (
          <span key={index}>{segment.text}</span>
        ) : (
          <Link
            key={index}
            href={segment.href}
            colorPalette="blue"
            textDecoration="underline"
            {...(segment.internal ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
          >
            {segment.text}
          </Link>
        ),
      )}
    </Text>
  );
}
