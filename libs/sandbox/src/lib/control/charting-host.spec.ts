import { CHART_SNAPSHOT } from '@exchange/api';
import { KEPT_SNAPSHOTS, clearChartSnapshots, receiveChartSnapshot, serveChartSnapshot } from './charting-host';
import { handleSandboxCollector, handleSandboxControl } from './handle-control';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const pngBlob = (size = 64, type = 'image/png') => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG.slice(0, Math.min(size, PNG.length)));
  return new Blob([bytes], { type });
};
const upload = (file: Blob | string | null, field: string = CHART_SNAPSHOT.field) => {
  const form = new FormData();
  if (file !== null) form.append(field, file);
  return new Request('http://localhost:3230/_sandbox/charting/snapshot', { method: 'POST', body: form });
};

beforeEach(clearChartSnapshots);

describe('the sandbox charting host (spec 02 §2, decision 1860)', () => {
  it('keeps a PNG and answers the share URL, whose page shows it and whose .png is the image', async () => {
    const response = await handleSandboxCollector(upload(pngBlob(100)));
    expect(response?.status).toBe(200);
    const { url } = (await response?.json()) as { url: string };
    expect(url).toMatch(/^\/_sandbox\/charting\/x\/[0-9a-f]{12}$/);
    const page = handleSandboxControl(new Request(`http://localhost:3230${url}`));
    expect(page?.status).toBe(200);
    const html = await page?.text();
    expect(html).toContain('<h1>Chart snapshot</h1>');
    expect(html).toContain(`<img src="${url}.png"`);
    const image = handleSandboxControl(new Request(`http://localhost:3230${url}.png`));
    expect(image?.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await (image as Response).arrayBuffer()).length).toBe(100);
  });

  it.each([
    ['a JPEG', () => upload(pngBlob(100, 'image/jpeg')), 415],
    ['a PNG over the limit', () => upload(pngBlob(CHART_SNAPSHOT.maxBytes + 1)), 413],
    ['an empty PNG', () => upload(pngBlob(0)), 400],
    ['image/png bytes that are not a PNG', () => upload(new Blob([new Uint8Array(20)], { type: 'image/png' })), 400],
    ['no preparedImage field', () => upload(pngBlob(100), 'image'), 400],
    ['a text field', () => upload('hello'), 400],
    [
      'a JSON body',
      () =>
        new Request('http://localhost/_sandbox/charting/snapshot', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        }),
      415,
    ],
  ] as const)('refuses %s', async (_label, request, status) => {
    expect((await receiveChartSnapshot(request())).status).toBe(status);
  });

  it(`keeps the last ${KEPT_SNAPSHOTS} snapshots; an unknown or forgotten id is a 404`, async () => {
    const urls: string[] = [];
    for (let i = 0; i <= KEPT_SNAPSHOTS; i += 1)
      urls.push(((await (await receiveChartSnapshot(upload(pngBlob()))).json()) as { url: string }).url);
    const id = (url: string | undefined) => url?.split('/').pop() ?? '';
    expect(serveChartSnapshot(id(urls[0])).status).toBe(404);
    expect(serveChartSnapshot(id(urls[1])).status).toBe(200);
    expect(serveChartSnapshot('000000000000').status).toBe(404);
    expect(serveChartSnapshot('../../etc/passwd').status).toBe(404);
  });
});
