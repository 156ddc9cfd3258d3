import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';

/** The port the config's webServer listens on (E2E_PORT, default 3100). */
export const E2E_PORT = Number(process.env['E2E_PORT'] ?? 3100);

/**
 * The origin of a site in local mode: `localhost` is main, `<key>.localhost` every other site
 * (Chromium resolves *.localhost to loopback; issue 2 §3).
 */
export function siteOrigin(site: string): string {
  return site === 'main' ? `http://localhost:${E2E_PORT}` : `http://${site}.localhost:${E2E_PORT}`;
}

/** An absolute URL on a site's host: `siteUrl('us', '/login')`. */
export function siteUrl(site: string, path = '/'): string {
  return `${siteOrigin(site)}${path}`;
}

/**
 * A raw HTTP GET of a site page, no redirects followed. Node cannot resolve `*.localhost`, so the request
 * goes to loopback with the site's Host header (which is what the app chooses the site from).
 */
export function siteGet(
  request: APIRequestContext,
  site: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<APIResponse> {
  return request.get(`http://localhost:${E2E_PORT}${path}`, {
    headers: { ...headers, host: new URL(siteOrigin(site)).host },
    maxRedirects: 0,
  });
}

/** Selects a sandbox persona on a site's host (cookies are per host) and lands on `next`. */
export async function usePersona(page: Page, persona: string, next = '/', site = 'main'): Promise<void> {
  const response = await page.goto(siteUrl(site, `/_sandbox/persona/${persona}?next=${encodeURIComponent(next)}`));
  expect(response?.status(), `persona ${persona} on ${site}`).toBe(200);
}

/** Sets a sandbox fault for this browser on a site's host (through the browser: its cookie is per host). */
export async function setFault(page: Page, endpoint: string, kind: string, site = 'main'): Promise<void> {
  const response = await page.goto(siteUrl(site, `/_sandbox/fault/${endpoint}/${kind}`));
  expect(response?.status(), `fault ${endpoint}/${kind}`).toBe(200);
}

/** Waits for the client to take over (the header's controls work only once React has hydrated). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => {
    const main = document.getElementById('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__react'));
  });
}

/**
 * Resolves once the page has had no request in flight for `quietMs` (Playwright's `networkidle` can be
 * reached before effects that start after hydration have sent anything).
 */
export async function waitForQuietNetwork(page: Page, quietMs = 1000, timeoutMs = 15_000): Promise<void> {
  let pending = 0;
  let last = Date.now();
  const inFlight = new Set<string>();
  // Telemetry leaves with `keepalive` (monitoring's OTLP export, decision 1823): Chromium reports no end for such a
  // request to Playwright, and nothing on the page waits for it.
  const telemetry = (url: string) => /\/otlp\/v1\/logs$/.test(new URL(url).pathname);
  const start = (request: { url: () => string }) => {
    if (telemetry(request.url())) return;
    pending += 1;
    inFlight.add(request.url());
    last = Date.now();
  };
  const end = (request: { url: () => string }) => {
    if (telemetry(request.url())) return;
    pending = Math.max(0, pending - 1);
    inFlight.delete(request.url());
    last = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  try {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (pending === 0 && Date.now() - last >= quietMs) return;
      await page.waitForTimeout(100);
    }
    throw new Error(`the network did not go quiet within ${timeoutMs} ms (${pending} requests in flight: ${[...inFlight].join(', ')})`);
  } finally {
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
}
