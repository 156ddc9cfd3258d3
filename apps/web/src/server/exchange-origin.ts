import 'server-only';
/** The real exchange's origin, or null when the embedded sandbox answers (EXCHANGE_API_ORIGIN unset or empty). */
export function exchangeApiOrigin(env: Record<string, string | undefined> = process.env): string | null {
  const raw = env['EXCHANGE_API_ORIGIN']?.trim();
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The sandbox's in-process origin: requests to it never leave the server. */
export const SANDBOX_ORIGIN = 'http://sandbox.internal';
