import { FingerprintInitError } from './errors';
import { DEVICE_ID_SDK_GLOBAL, loadDeviceIdSdk, type DeviceIdSdk } from './load-device-id-sdk';

const SRC = '/static/js/device-id-sdk.js';
const sdk: DeviceIdSdk = { collect: () => 'token-1' };

function injected(): HTMLScriptElement[] {
  return Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-device-id-sdk]'));
}

function setGlobal(value: unknown) {
  Reflect.set(window, DEVICE_ID_SDK_GLOBAL, value);
}

describe('loadDeviceIdSdk (spec 03 §7 static path, §8 init failure, §9 poll 50 ms up to 1000 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(window, DEVICE_ID_SDK_GLOBAL);
    for (const s of injected()) s.remove();
  });

  it('injects one async <script> with the static path', () => {
    void loadDeviceIdSdk({ src: SRC, document }).catch(() => undefined);
    const scripts = injected();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toBe(SRC);
    expect(scripts[0]?.async).toBe(true);
    expect(scripts[0]?.parentElement).toBe(document.head);
  });

  it('resolves at once when the global is already there, without injecting', async () => {
    setGlobal(sdk);
    await expect(loadDeviceIdSdk({ src: SRC, document })).resolves.toBe(sdk);
    expect(injected()).toHaveLength(0);
  });

  it('finds the global on the poll after it appears', async () => {
    const promise = loadDeviceIdSdk({ src: SRC, document });
    injected()[0]?.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(120);
    setGlobal(sdk);
    jest.advanceTimersByTime(29); // next poll at 150 ms
    let resolved = false;
    void promise.then(() => (resolved = true));
    await Promise.resolve();
    expect(resolved).toBe(false);
    jest.advanceTimersByTime(1);
    await expect(promise).resolves.toBe(sdk);
  });

  it('still accepts the global at the 1000 ms poll', async () => {
    const promise = loadDeviceIdSdk({ src: SRC, document });
    injected()[0]?.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(999);
    setGlobal(sdk);
    jest.advanceTimersByTime(1);
    await expect(promise).resolves.toBe(sdk);
  });

  it('raises an init failure when the global does not appear within 1000 ms of loading', async () => {
    const promise = loadDeviceIdSdk({ src: SRC, document });
    const caught = promise.catch((e: unknown) => e);
    injected()[0]?.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(1000);
    const error = await caught;
    expect(error).toBeInstanceOf(FingerprintInitError);
    expect((error as Error).message).toMatch(/did not appear within 1000 ms/);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('ignores a global without collect()', async () => {
    setGlobal({ version: 1 });
    const caught = loadDeviceIdSdk({ src: SRC, document }).catch((e: unknown) => e);
    injected()[0]?.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(1000);
    expect(await caught).toBeInstanceOf(FingerprintInitError);
  });

  it('fails at once when the script does not load', async () => {
    const caught = loadDeviceIdSdk({ src: SRC, document }).catch((e: unknown) => e);
    injected()[0]?.dispatchEvent(new Event('error'));
    const error = await caught;
    expect(error).toBeInstanceOf(FingerprintInitError);
    expect((error as Error).message).toMatch(/could not load/);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('fails when the script request never finishes', async () => {
    const caught = loadDeviceIdSdk({ src: SRC, document, loadTimeoutMs: 5000 }).catch((e: unknown) => e);
    jest.advanceTimersByTime(5000);
    expect(await caught).toBeInstanceOf(FingerprintInitError);
  });

  it('reuses a script injected by an earlier call', async () => {
    const first = loadDeviceIdSdk({ src: SRC, document }).catch(() => undefined);
    injected()[0]?.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(1000);
    await first;
    const second = loadDeviceIdSdk({ src: SRC, document });
    expect(injected()).toHaveLength(1);
    setGlobal(sdk);
    jest.advanceTimersByTime(50);
    await expect(second).resolves.toBe(sdk);
  });

  it('honours custom poll settings', async () => {
    const caught = loadDeviceIdSdk({ src: SRC, document, pollEveryMs: 100, timeoutMs: 300 }).catch((e: unknown) => e);
    injected()[0]?.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(299);
    expect(jest.getTimerCount()).toBeGreaterThan(0);
    jest.advanceTimersByTime(1);
    expect(await caught).toBeInstanceOf(FingerprintInitError);
  });
});
