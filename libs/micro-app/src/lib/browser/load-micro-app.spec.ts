import { MICRO_APP_REGISTRY_GLOBAL } from '../contract';
import { checkEntry, loadEntryScript } from './load-micro-app';

describe('checkEntry (HEAD of the entry)', () => {
  it('is ok with the version header on a 2xx', async () => {
    const fetchImpl = jest.fn(async () => new Response(null, { status: 200, headers: { 'x-micro-app-version': '1.2.0' } }));
    expect(await checkEntry('/m/a/entry.js', fetchImpl)).toEqual({ ok: true, version: '1.2.0' });
    expect(fetchImpl).toHaveBeenCalledWith('/m/a/entry.js', expect.objectContaining({ method: 'HEAD' }));
  });
  it('is missing on a 404', async () => {
    expect(await checkEntry('/x', async () => new Response(null, { status: 404 }))).toEqual({ ok: false, status: 404 });
  });
  it('is missing, not thrown, when the request fails', async () => {
    expect(
      await checkEntry('/x', async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).toEqual({ ok: false, status: null });
  });
});

describe('loadEntryScript', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, MICRO_APP_REGISTRY_GLOBAL);
    document.head.replaceChildren();
  });
  const register = (value: unknown) => Reflect.set(window, MICRO_APP_REGISTRY_GLOBAL, { demo: value });
  const valid = { name: 'demo', version: '1.0.0', mount: () => undefined, update: () => undefined, unmount: () => undefined };

  it('resolves with the registration once the script has loaded', async () => {
    const loading = loadEntryScript(document, '/m/demo/entry.js', 'demo');
    const script = document.head.querySelector('script[data-micro-app="demo"]');
    expect(script).toHaveAttribute('src', '/m/demo/entry.js');
    register(valid);
    script?.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe(valid);
  });

  it('rejects, and removes the tag, when the script registers something else', async () => {
    const loading = loadEntryScript(document, '/m/demo/entry.js', 'demo');
    register({ name: 'demo', version: '1.0.0', mount: 'not a function' });
    document.head.querySelector('script')?.dispatchEvent(new Event('load'));
    await expect(loading).rejects.toThrow('did not register the micro-app "demo"');
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('rejects when the script fails to load', async () => {
    const loading = loadEntryScript(document, '/m/demo/entry.js', 'demo');
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('Could not load /m/demo/entry.js');
  });

  it('rejects when the script never finishes', async () => {
    jest.useFakeTimers();
    const loading = loadEntryScript(document, '/m/demo/entry.js', 'demo', 100);
    jest.advanceTimersByTime(100);
    await expect(loading).rejects.toThrow('did not load within 100 ms');
    jest.useRealTimers();
  });
});
