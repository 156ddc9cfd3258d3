import { FingerprintInitError } from './errors';

/** The global the device-id SDK script defines (decision 0530). */
export const DEVICE_ID_SDK_GLOBAL = 'DeviceIdSdk';
/** Static path of the SDK script (decision 0530; the real path is not shown in the spec). */
export const DEVICE_ID_SDK_SRC = '/static/js/device-id-sdk.js';
/** Spec 03 §9: poll every 50 ms up to 1000 ms. */
export const SDK_POLL_EVERY_MS = 50;
export const SDK_TIMEOUT_MS = 1000;
/** Guard against a script request that never ends (the default request timeout of spec 03 §7). */
export const SDK_LOAD_TIMEOUT_MS = 20000;

/** What the app needs from the SDK: an opaque device token to send to the device-id endpoint. */
export interface DeviceIdSdk {
  collect(): Promise<string> | string;
}

export interface LoadDeviceIdSdkOptions {
  src?: string;
  document: Document;
  globalName?: string;
  pollEveryMs?: number;
  timeoutMs?: number;
  loadTimeoutMs?: number;
}

function readSdk(document: Document, globalName: string): DeviceIdSdk | null {
  const candidate: unknown = document.defaultView ? Reflect.get(document.defaultView, globalName) : undefined;
  if (candidate && typeof candidate === 'object' && typeof Reflect.get(candidate, 'collect') === 'function')
    return candidate as DeviceIdSdk;
  return null;
}

function findScript(document: Document, src: string): HTMLScriptElement | null {
  return (
    Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-device-id-sdk]')).find((s) => s.getAttribute('src') === src) ??
    null
  );
}

/**
 * Injects the SDK `<script>` from the static path (once per document) and, once it has loaded, polls every 50 ms
 * for its global for up to 1000 ms (spec 03 §8, §9). Rejects with FingerprintInitError when the script fails,
 * the global does not appear in time, or the script never finishes loading.
 */
export function loadDeviceIdSdk({
  src = DEVICE_ID_SDK_SRC,
  document,
  globalName = DEVICE_ID_SDK_GLOBAL,
  pollEveryMs = SDK_POLL_EVERY_MS,
  timeoutMs = SDK_TIMEOUT_MS,
  loadTimeoutMs = SDK_LOAD_TIMEOUT_MS,
}: LoadDeviceIdSdkOptions): Promise<DeviceIdSdk> {
  const ready = readSdk(document, globalName);
  if (ready) return Promise.resolve(ready);

  const maybeView = document.defaultView;
  if (!maybeView) return Promise.reject(new FingerprintInitError('Device SDK init failed: no window'));
  const view: Window = maybeView;

  return new Promise<DeviceIdSdk>((resolve, reject) => {
    const existing = findScript(document, src);
    const script = existing ?? document.createElement('script');
    let poll: number | undefined;
    let settled = false;
    // Guard against a script request that never ends; cleared as soon as polling starts.
    const deadline = view.setTimeout(
      () => finish(new FingerprintInitError(`Device SDK init failed: ${src} did not load within ${loadTimeoutMs} ms`)),
      loadTimeoutMs,
    );

    const finish = (result: DeviceIdSdk | Error) => {
      if (settled) return;
      settled = true;
      if (poll !== undefined) view.clearInterval(poll);
      view.clearTimeout(deadline);
      script.removeEventListener('load', startPolling);
      script.removeEventListener('error', onError);
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    function onError() {
      finish(new FingerprintInitError(`Device SDK init failed: could not load ${src}`));
    }
    function startPolling() {
      view.clearTimeout(deadline);
      let waitedMs = 0;
      const check = () => {
        const sdk = readSdk(document, globalName);
        if (sdk) finish(sdk);
        else if (waitedMs >= timeoutMs)
          finish(new FingerprintInitError(`Device SDK init failed: ${globalName} did not appear within ${timeoutMs} ms`));
        waitedMs += pollEveryMs;
      };
      check();
      if (!settled) poll = view.setInterval(check, pollEveryMs);
    }

    script.addEventListener('error', onError);
    if (existing?.dataset['loaded'] === '1') {
      startPolling();
      return;
    }
    script.addEventListener('load', startPolling);
    if (!existing) {
      script.async = true;
      script.src = src;
      script.dataset['deviceIdSdk'] = '1';
      script.addEventListener('load', () => {
        script.dataset['loaded'] = '1';
      });
      (document.head ?? document.body ?? document.documentElement).appendChild(script);
    }
  });
}
