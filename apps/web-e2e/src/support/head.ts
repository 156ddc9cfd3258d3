/** What a server-rendered `<head>` says about a page (read from the raw HTML, before any script runs). */
export interface HeadInfo {
  htmlAttributes: Record<string, string>;
  canonical: string | null;
  /** hreflang → href of `<link rel="alternate" hreflang>`. */
  alternates: Record<string, string>;
  robots: string | null;
}

const ATTRIBUTE = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:="([^"]*)")?/g;

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  const body = tag.replace(/^<[a-zA-Z]+/, '').replace(/\/?>$/, '');
  for (const match of body.matchAll(ATTRIBUTE)) {
    const name = match[1];
    if (name) out[name.toLowerCase()] = decode(match[2] ?? '');
  }
  return out;
}

const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** Parses the `<html>` tag and the head's canonical, alternate and robots tags of a server response. */
export function readHead(html: string): HeadInfo {
  const htmlTag = /<html\b[^>]*>/i.exec(html)?.[0] ?? '<html>';
  const links = [...html.matchAll(/<link\b[^>]*>/gi)].map((m) => attributes(m[0]));
  const metas = [...html.matchAll(/<meta\b[^>]*>/gi)].map((m) => attributes(m[0]));
  const alternates: Record<string, string> = {};
  for (const link of links) {
    if (link['rel'] === 'alternate' && link['hreflang'] && link['href']) alternates[link['hreflang']] = link['href'];
  }
  return {
    htmlAttributes: attributes(htmlTag),
    canonical: links.find((l) => l['rel'] === 'canonical')?.['href'] ?? null,
    alternates,
    robots: metas.find((m) => m['name'] === 'robots')?.['content'] ?? null,
  };
}
