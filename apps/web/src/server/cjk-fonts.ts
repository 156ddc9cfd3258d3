import 'server-only';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { CjkFace } from '@/lib/rules/font-preloads';

/**
 * The Chinese and Japanese faces, served by the app itself (decision 1730): `/static/fonts/<face>.<version>.css` is the
 * package's own stylesheet (`wght.css`: ~100 unicode-range slices) with its files at
 * `/static/fonts/<face>.<version>/<file>.woff2`, read from `node_modules/@fontsource-variable/<face>`. The version in
 * the path makes both immutable. Only the layout of a zh, tw or ja page links the stylesheet, so no other page
 * carries its rules.
 */
const FACES: readonly CjkFace[] = ['noto-sans-sc', 'noto-sans-tc', 'noto-sans-jp'];

interface FacePackage {
  version: string;
  dir: string;
}

const packages = new Map<CjkFace, FacePackage | null>();

/** The installed package of a face: the first `node_modules` up from the server's working directory. */
function facePackage(face: CjkFace): FacePackage | null {
  if (!packages.has(face)) {
    let found: FacePackage | null = null;
    for (let dir = process.cwd(); ; dir = dirname(dir)) {
      const candidate = join(dir, 'node_modules', '@fontsource-variable', face);
      if (existsSync(join(candidate, 'package.json'))) {
        const { version } = JSON.parse(readFileSync(join(candidate, 'package.json'), 'utf8')) as { version: string };
        found = { version, dir: candidate };
        break;
      }
      if (dirname(dir) === dir) break;
    }
    packages.set(face, found);
  }
  return packages.get(face) ?? null;
}

/** Where a page links the face's stylesheet, or null when the package is missing. */
export function cjkStylesheetHref(face: CjkFace): string | null {
  const pkg = facePackage(face);
  return pkg ? `/static/fonts/${face}.${pkg.version}.css` : null;
}

export type CjkFontAsset =
  | { type: 'text/css; charset=utf-8'; body: string; gzipped: Uint8Array<ArrayBuffer> }
  | { type: 'font/woff2'; body: Uint8Array<ArrayBuffer> };

/** Each face's stylesheet, read, rewritten and gzipped once per process (~105 KB, 31–35 KB gzipped). */
const stylesheets = new Map<CjkFace, { body: string; gzipped: Uint8Array<ArrayBuffer> }>();

const isFace = (value: string): value is CjkFace => (FACES as readonly string[]).includes(value);
const STYLESHEET = /^([a-z-]+)\.(\d+\.\d+\.\d+)\.css$/;
const FOLDER = /^([a-z-]+)\.(\d+\.\d+\.\d+)$/;
const FILE = /^[a-z0-9-]+-wght-normal\.woff2$/;

/**
 * The asset at `/static/fonts/<segments>`: the stylesheet (its `url(./files/…)` pointed at our own paths) or one of its
 * font files; null for anything else (another package or version, another file, a path outside the package).
 */
export function cjkFontAsset(segments: readonly string[]): CjkFontAsset | null {
  const [first, second, ...rest] = segments;
  if (!first || rest.length > 0) return null;
  const match = (second === undefined ? STYLESHEET : FOLDER).exec(first);
  const face = match?.[1] ?? '';
  if (!match || !isFace(face)) return null;
  const pkg = facePackage(face);
  if (!pkg || pkg.version !== match[2]) return null;
  if (second === undefined) {
    let sheet = stylesheets.get(face);
    if (!sheet) {
      const body = readFileSync(join(pkg.dir, 'wght.css'), 'utf8').replaceAll('url(./files/', `url(/static/fonts/${face}.${pkg.version}/`);
      sheet = { body, gzipped: new Uint8Array(gzipSync(body, { level: 9 })) };
      stylesheets.set(face, sheet);
    }
    return { type: 'text/css; charset=utf-8', ...sheet };
  }
  if (!FILE.test(second)) return null;
  const file = join(pkg.dir, 'files', second);
  return existsSync(file) ? { type: 'font/woff2', body: new Uint8Array(readFileSync(file)) } : null;
}
