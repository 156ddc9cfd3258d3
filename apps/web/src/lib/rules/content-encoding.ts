/** The encodings the app compresses its own generated files with (decision 1864), best first. */
export type ContentEncoding = 'br' | 'gzip' | 'identity';

/**
 * The best encoding an `Accept-Encoding` header allows: brotli, then gzip, else none. A `q=0` refuses an encoding
 * (`br;q=0`), `*` stands for any encoding not named; anything unreadable counts as not accepted.
 */
export function pickContentEncoding(acceptEncoding: string | null | undefined): ContentEncoding {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    if (name === '') continue;
    const q = params.map((p) => /^\s*q=(.*)$/.exec(p)?.[1]?.trim()).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const accepted = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (accepted('br')) return 'br';
  if (accepted('gzip')) return 'gzip';
  return 'identity';
}
