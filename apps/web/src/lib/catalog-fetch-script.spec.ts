/**
 * @jest-environment jsdom
 */
import { CATALOG_FETCH_GLOBAL, catalogFetchScript, type CatalogFetch } from './catalog-fetch-script';

/* The inline catalog script, run as the browser runs it (a classic script in <head>), with frames and fetch faked. */

const HREF = '/static/i18n/tr.ca4b811bc0550495.json';
let frames: (() => void)[] = [];
const fetchMock = jest.fn();

beforeEach(() => {
  frames = [];
  fetchMock.mockReset().mockImplementation(async () => ({ ok: true, status: 200, json: async () => ({ hello: 'Merhaba' }) }));
  Object.assign(window, {
    fetch: fetchMock,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
  });
  delete (window as unknown as Record<string, unknown>)[CATALOG_FETCH_GLOBAL];
  delete (window as unknown as Record<string, unknown>)['PerformanceObserver'];
});

const shared = (): CatalogFetch => (window as unknown as Record<string, CatalogFetch>)[CATALOG_FETCH_GLOBAL] as CatalogFetch;
const nextTick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('catalogFetchScript (decision 1953: the catalog after the first contentful paint, fetched once)', () => {
  it('fetches nothing before the first frame, then the page’s catalog once', async () => {
    new Function(catalogFetchScript(HREF))();
    expect(fetchMock).not.toHaveBeenCalled();
    frames.forEach((frame) => frame());
    await nextTick();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(HREF, { credentials: 'same-origin' });
    // The client's call reuses it.
    await expect(shared()(HREF)).resolves.toEqual({ hello: 'Merhaba' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('lets the client start it first (a background tab paints no frame), and the frame does not fetch again', async () => {
    new Function(catalogFetchScript(HREF))();
    await expect(shared()(HREF)).resolves.toEqual({ hello: 'Merhaba' });
    frames.forEach((frame) => frame());
    await nextTick();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('rejects for the client on an error answer, without an unhandled rejection of its own', async () => {
    fetchMock.mockImplementation(async () => ({ ok: false, status: 404, json: async () => ({}) }));
    new Function(catalogFetchScript(HREF))();
    frames.forEach((frame) => frame());
    await nextTick();
    await expect(shared()(HREF)).rejects.toThrow('catalog 404');
  });

  it('writes the href as a string literal that cannot close the script element', () => {
    const script = catalogFetchScript('/static/i18n/x</script><script>alert(1)//.json');
    expect(script).not.toContain('</script>');
    expect(script).toContain('\\u003c/script>');
  });

  it('waits for the first contentful paint where the browser reports paints, not for a frame', async () => {
    let report: ((list: { getEntries: () => { name: string }[] }) => void) | undefined;
    const disconnect = jest.fn();
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe = jest.fn();
      disconnect = disconnect;
    }
    Object.assign(window, { PerformanceObserver: FakeObserver });
    new Function(catalogFetchScript(HREF))();
    frames.forEach((frame) => frame());
    await nextTick();
    expect(frames).toHaveLength(0);
    report?.({ getEntries: () => [{ name: 'first-paint' }] });
    expect(fetchMock).not.toHaveBeenCalled();
    report?.({ getEntries: () => [{ name: 'first-contentful-paint' }] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(disconnect).toHaveBeenCalled();
  });
});
