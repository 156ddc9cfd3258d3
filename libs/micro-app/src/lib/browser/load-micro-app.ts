import { MICRO_APP_VERSION_HEADER, readRegistration, type MicroAppRegistration } from '../contract';
import type { EntryCheck } from '../rules/load-phase';

/** Spec 03 §7 shared helpers: 5 s for the HEAD check; the script itself gets the 20 s default. */
export const ENTRY_CHECK_TIMEOUT_MS = 5000;
export const ENTRY_LOAD_TIMEOUT_MS = 20000;

/** How the host reaches the static host: injectable so stories and tests run without one. */
export interface MicroAppLoader {
  check(url: string): Promise<EntryCheck>;
  load(url: string, name: string): Promise<MicroAppRegistration>;
}

/** Spec 03 §7: a HEAD request to the micro-frontend entry. Never rejects: no answer is `{ ok: false, status: null }`. */
export async function checkEntry(url: string, fetchImpl: typeof fetch = fetch): Promise<EntryCheck> {
  try {
    const response = await fetchImpl(url, { method: 'HEAD', cache: 'no-cache', signal: AbortSignal.timeout(ENTRY_CHECK_TIMEOUT_MS) });
    if (!response.ok) return { ok: false, status: response.status };
    return { ok: true, version: response.headers.get(MICRO_APP_VERSION_HEADER) };
  } catch {
    return { ok: false, status: null };
  }
}

/**
 * Injects the entry `<script>` once per document and resolves with the registration it leaves. Rejects when the
 * script fails to load, does not register a valid micro-app of that name, or never finishes within the timeout.
 * Under the app's CSP ('strict-dynamic') a script the page's own code inserts is trusted.
 */
export function loadEntryScript(
  document: Document,
  url: string,
  name: string,
  timeoutMs = ENTRY_LOAD_TIMEOUT_MS,
): Promise<MicroAppRegistration> {
  const view = document.defaultView;
  if (!view) return Promise.reject(new Error('No window to load a micro-app into'));
  const ready = readRegistration(view, name);
  if (ready) return Promise.resolve(ready);
  return new Promise((resolve, reject) => {
    const existing = Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-micro-app]')).find(
      (s) => s.dataset['microApp'] === name && s.getAttribute('src') === url,
    );
    const script = existing ?? document.createElement('script');
    const finish = (error: Error | null) => {
      view.clearTimeout(deadline);
      script.removeEventListener('load', onLoad);
      script.removeEventListener('error', onError);
      const registration = error ? null : readRegistration(view, name);
      if (registration) resolve(registration);
      else {
        // A failed script is removed so that a later attempt requests it again.
        script.remove();
        reject(error ?? new Error(`${url} did not register the micro-app "${name}"`));
      }
    };
    const onLoad = () => finish(null);
    const onError = () => finish(new Error(`Could not load ${url}`));
    const deadline = view.setTimeout(() => finish(new Error(`${url} did not load within ${timeoutMs} ms`)), timeoutMs);
    script.addEventListener('load', onLoad);
    script.addEventListener('error', onError);
    if (!existing) {
      script.async = true;
      script.src = url;
      script.dataset['microApp'] = name;
      (document.head ?? document.body).appendChild(script);
    }
  });
}

/** The loader the app uses: the real HEAD check and script tag. */
export const browserMicroAppLoader: MicroAppLoader = {
  check: (url) => checkEntry(url),
  load: (url, name) => loadEntryScript(document, url, name),
};
