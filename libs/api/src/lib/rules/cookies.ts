const safeDecode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

export interface ParseCookieOptions {
  /**
   * `false` keeps each value exactly as sent (no unquoting, no percent-decoding): for passing cookies on to another
   * server, which must see the bytes the browser sent. Default `true`: values as the page reads them.
   */
  decode?: boolean;
}

/**
 * The one cookie parser: a `Cookie` header (or `document.cookie`) as a record; bad input gives an empty record.
 * The first value of a name wins.
 */
export const parseCookieHeader = (header: string | null | undefined, options: ParseCookieOptions = {}): Record<string, string> => {
  const decode = options.decode ?? true;
  const out: Record<string, string> = {};
  if (typeof header !== 'string') return out;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    if (name === '' || Object.prototype.hasOwnProperty.call(out, name)) continue;
    let value = part.slice(index + 1).trim();
    if (!decode) {
      out[name] = value;
      continue;
    }
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    out[name] = safeDecode(value);
  }
  return out;
};
