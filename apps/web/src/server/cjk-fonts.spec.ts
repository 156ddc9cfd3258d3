import { gunzipSync } from 'node:zlib';
import { cjkFontAsset, cjkStylesheetHref } from './cjk-fonts';

const version = (face: string): string => (require(`@fontsource-variable/${face}/package.json`) as { version: string }).version;

describe('cjk-fonts (decision 1730: the CJK faces served by the app, linked only by zh, tw and ja pages)', () => {
  it('links the installed version of each face', () => {
    expect(cjkStylesheetHref('noto-sans-sc')).toBe(`/static/fonts/noto-sans-sc.${version('noto-sans-sc')}.css`);
    expect(cjkStylesheetHref('noto-sans-jp')).toBe(`/static/fonts/noto-sans-jp.${version('noto-sans-jp')}.css`);
  });

  it('serves the stylesheet with its files under our own path, from no other host', () => {
    const v = version('noto-sans-tc');
    const asset = cjkFontAsset([`noto-sans-tc.${v}.css`]);
    expect(asset?.type).toBe('text/css; charset=utf-8');
    const css = String(asset?.body);
    expect(css).toContain(`url(/static/fonts/noto-sans-tc.${v}/noto-sans-tc-0-wght-normal.woff2)`);
    expect(css).not.toContain('./files/');
    expect(css).not.toMatch(/url\((?!\/static\/fonts\/)/);
    expect(css.match(/@font-face/g)?.length).toBeGreaterThan(90);
    expect(asset?.type === 'text/css; charset=utf-8' && gunzipSync(asset.gzipped).toString('utf8')).toBe(css);
  });

  it('serves a font file of the stylesheet', () => {
    const v = version('noto-sans-sc');
    const asset = cjkFontAsset([`noto-sans-sc.${v}`, 'noto-sans-sc-4-wght-normal.woff2']);
    expect(asset?.type).toBe('font/woff2');
    expect(asset?.type === 'font/woff2' && asset.body.byteLength).toBeGreaterThan(1000);
  });

  it.each<[string, string[]]>([
    ['another version', ['noto-sans-sc.0.0.1.css']],
    ['another package', ['inter.5.3.0.css']],
    ['a file of another version', ['noto-sans-sc.0.0.1', 'noto-sans-sc-4-wght-normal.woff2']],
    ['a file that does not exist', [`noto-sans-sc.${version('noto-sans-sc')}`, 'noto-sans-sc-999-wght-normal.woff2']],
    ['a path out of the package', [`noto-sans-sc.${version('noto-sans-sc')}`, '..%2Fpackage.json']],
    ['a file that is no upright variable woff2', [`noto-sans-sc.${version('noto-sans-sc')}`, 'wght.css']],
    ['a deeper path', [`noto-sans-sc.${version('noto-sans-sc')}`, 'files', 'noto-sans-sc-4-wght-normal.woff2']],
    ['nothing', []],
  ])('is a 404 for %s', (_, segments) => {
    expect(cjkFontAsset(segments)).toBeNull();
  });
});
