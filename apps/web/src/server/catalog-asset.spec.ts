import { loadMessages } from '@exchange/i18n';
import { catalogAsset, catalogHref, parseCatalogFile } from './catalog-asset';

describe('catalogAsset', () => {
  it('is the JSON of the merged catalog, with a 16-hex content hash, built once per locale', async () => {
    const asset = await catalogAsset('ar');
    expect(JSON.parse(asset.json)).toEqual(await loadMessages('ar'));
    expect(asset.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(await catalogAsset('ar')).toBe(asset);
  });

  it('changes its hash with the catalog: two languages, two hashes; locales reading one catalog, one hash', async () => {
    const [en, ar, tw, zh, enUs] = await Promise.all([
      catalogAsset('en'),
      catalogAsset('ar'),
      catalogAsset('tw'),
      catalogAsset('zh'),
      catalogAsset('en-us'),
    ]);
    expect(ar.hash).not.toBe(en.hash);
    // tw reads its own Traditional Chinese catalog (decision 1500), neither English nor Simplified Chinese.
    expect(tw.hash).not.toBe(en.hash);
    expect(tw.hash).not.toBe(zh.hash);
    expect(enUs.hash).toBe(en.hash);
  });
});

describe('catalogHref and parseCatalogFile', () => {
  it('round-trips a site locale', () => {
    const href = catalogHref({ locale: 'ar-dubai', hash: '0123456789abcdef' });
    expect(href).toBe('/static/i18n/ar-dubai.0123456789abcdef.json');
    expect(parseCatalogFile(href.slice('/static/i18n/'.length))).toEqual({ locale: 'ar-dubai', hash: '0123456789abcdef' });
  });

  it.each([
    ['xx.0123456789abcdef.json'], // no site locale
    ['en.0123.json'], // short hash
    ['en.0123456789ABCDEF.json'], // not lower-case hex
    ['en.0123456789abcdef.js'],
    ['../en.0123456789abcdef.json'],
    ['en.0123456789abcdef.json/x'],
    [''],
  ])('%p names no catalog', (file) => {
    expect(parseCatalogFile(file)).toBeNull();
  });
});
