/** Percent-decodes text (`decodeURIComponent`); an undecodable text is returned as it was (spec 03 §8). */
export function safeDecodeURI(text: string): string {
  if (typeof text !== 'string') return '';
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
