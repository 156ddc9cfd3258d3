import { SITE_KEYS, getSiteConfig } from '@exchange/site-config';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// Every static file the sites serve, and every one their configuration refers to, is well-formed (issue 14: 22 of
// the 24 regional logos were malformed XML, so the regional headers showed no logo).
const publicDir = join(__dirname, '..', 'public');

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

const publicFiles = filesUnder(publicDir).map((file) => `/${relative(publicDir, file).split('\\').join('/')}`);

/** A DOM parse of an SVG: null when well-formed, the parser's complaint otherwise. */
function svgError(text: string): string | null {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) return error.textContent ?? 'parse error';
  if (doc.documentElement.nodeName !== 'svg') return `root element is <${doc.documentElement.nodeName}>`;
  return null;
}

/** Every `/static/...` path a site's configuration mentions (logos, legal documents, icons). */
function referencedPaths(): string[] {
  const paths = new Set<string>();
  for (const site of SITE_KEYS) {
    const json = JSON.stringify(getSiteConfig(site));
    for (const match of json.matchAll(/"(\/static\/[^"?#]+)"/g)) paths.add(match[1] as string);
  }
  return [...paths].sort();
}

describe('static assets', () => {
  it('finds the sites’ files (the scan itself works)', () => {
    expect(publicFiles.filter((f) => f.endsWith('.svg')).length).toBeGreaterThanOrEqual(24);
    expect(referencedPaths().length).toBeGreaterThanOrEqual(24);
  });

  it.each(referencedPaths())('%s, referenced by a site config, exists', (path) => {
    expect(existsSync(join(publicDir, path))).toBe(true);
  });

  it.each(publicFiles.filter((f) => f.endsWith('.svg')))('%s is a well-formed SVG with no empty text', (path) => {
    const text = readFileSync(join(publicDir, path), 'utf8');
    expect(svgError(text)).toBeNull();
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    for (const node of Array.from(doc.getElementsByTagName('text'))) expect(node.textContent?.trim()).not.toBe('');
    expect(doc.documentElement.getAttribute('viewBox')).toMatch(/^0 0 \d+(\.\d+)? \d+(\.\d+)?$/);
  });

  it.each(publicFiles.filter((f) => f.endsWith('.pdf')))('%s is a PDF', (path) => {
    expect(readFileSync(join(publicDir, path)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('every raster image has the signature of its extension', () => {
    const signatures: Record<string, number[]> = {
      png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      ico: [0x00, 0x00, 0x01, 0x00],
      jpg: [0xff, 0xd8, 0xff],
      jpeg: [0xff, 0xd8, 0xff],
      webp: [0x52, 0x49, 0x46, 0x46],
    };
    for (const path of publicFiles) {
      const signature = signatures[path.split('.').pop()?.toLowerCase() ?? ''];
      if (!signature) continue;
      expect({ path, head: [...readFileSync(join(publicDir, path)).subarray(0, signature.length)] }).toEqual({ path, head: signature });
    }
  });

  it('catches a malformed SVG (the check can fail)', () => {
    expect(svgError('<svg xmlns="http://www.w3.org/2000/svg"><text x=1>a</text></svg>')).not.toBeNull();
    expect(svgError('<svg xmlns="http://www.w3.org/2000/svg"><text x="1">a</text></svg>')).toBeNull();
  });

  it('has one well-formed VIP badge per level, 1 to 16 (spec 02 §9; @exchange/account vipBadgeSrc)', () => {
    for (let level = 1; level <= 16; level += 1) {
      const path = `/static/vip/vip-${level}.svg`;
      expect(publicFiles).toContain(path);
      expect(svgError(readFileSync(join(publicDir, path), 'utf8'))).toBeNull();
    }
  });
});
