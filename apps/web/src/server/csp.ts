// No `import 'server-only'`: imported by proxy.ts (the proxy bundle is not a React server layer; decision 0800).
/** The cookie the sandbox native shell sets for its iframe (`NATIVE_APP_COOKIE` of @exchange/native-app; csp.spec.ts keeps them equal). */
export const NATIVE_SHELL_COOKIE = 'exchange_app';

/**
 * Who may frame a page (decision 1150): nobody, except that with the sandbox on (no EXCHANGE_API_ORIGIN) a page the
 * native shell opens (its `exchange_app` cookie is set) may be framed by this origin, the shell's iframe.
 */
export function frameAncestorsFor({ sandbox, hasNativeShellCookie }: { sandbox: boolean; hasNativeShellCookie: boolean }): 'none' | 'self' {
  return sandbox && hasNativeShellCookie ? 'self' : 'none';
}

/** Content-Security-Policy for one response. Pure: the nonce and mode are passed in. */
export function buildContentSecurityPolicy({
  nonce,
  isDev,
  frameAncestors = 'none',
  socketHosts = [],
  connectSources = [],
  imageSources = [],
}: {
  nonce: string;
  isDev: boolean;
  frameAncestors?: 'none' | 'self';
  /** The site's realtime socket hosts (spec 03 §3 `ws`) against a real exchange; none with the sandbox (same origin). */
  socketHosts?: readonly string[];
  /** Third-party origins the page may call: the monitoring collector's (decision 1823). */
  connectSources?: readonly string[];
  /** The site's image origins (`SiteConfig.imageOrigins`, decision 1870) against a real exchange; none with the sandbox. */
  imageSources?: readonly string[];
}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(isDev ? ["'unsafe-eval'"] : [])],
    // Emotion injects <style> tags at run time; they carry the nonce during SSR but not on the client.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...imageSources.filter((origin) => /^https:\/\/[^\s/;,']+$/.test(origin))],
    // The app's own font files only (decision 1730): no font host, no inline data: fonts.
    'font-src': ["'self'"],
    // 'self' covers the sandbox's same-origin socket (ws/wss of this host, CSP 3); a real exchange's are listed exactly,
    // and so is the monitoring collector's origin (decision 1823).
    'connect-src': ["'self'", ...socketSources(socketHosts), ...connectSources, ...(isDev ? ['ws:'] : [])],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    // With a frame-ancestors directive browsers ignore X-Frame-Options (DENY, security-headers.ts).
    'frame-ancestors': [`'${frameAncestors}'`],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Each socket URL's `scheme://host[:port]` (no path, which CSP would match exactly), without duplicates. */
export function socketSources(urls: readonly string[]): string[] {
  const out = new Set<string>();
  for (const url of urls) {
    try {
      const parsed = new URL(url);
      if (parsed.protocol === 'wss:' || parsed.protocol === 'ws:') out.add(`${parsed.protocol}//${parsed.host}`);
    } catch {
      // Not a URL: never listed.
    }
  }
  return [...out];
}

/** A fresh base64 nonce (128 bits) from the Web Crypto API. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
