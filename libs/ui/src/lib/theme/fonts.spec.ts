import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { system } from './system';

const CSS = readFileSync(join(__dirname, 'fonts.css'), 'utf8');

/** A descriptor of the `Inter Fallback` @font-face in fonts.css. */
const fallback = (descriptor: string): string => {
  const face = /@font-face\s*{[^}]*font-family: 'Inter Fallback';[^}]*}/.exec(CSS)?.[0] ?? '';
  return new RegExp(`${descriptor}:\\s*([^;]+);`).exec(face)?.[1]?.trim() ?? '';
};

describe('fonts.css (decision 1730: the app ships its own fonts)', () => {
  it('loads the faces from the installed packages, so the bundler serves them from our own origin', () => {
    expect(CSS).toContain("@import '@fontsource-variable/inter/wght.css';");
    expect(CSS).toContain("@import '@fontsource-variable/noto-sans-arabic/wght.css';");
    expect(CSS).toContain("@import '@fontsource-variable/noto-sans-thai/wght.css';");
    expect(CSS).not.toMatch(/https?:\/\//);
  });

  it("keeps Inter's fallback at the metrics next/font computes for Inter against Arial (no shift at the swap)", () => {
    // next/font's own computation (adjustFontFallback), on the file the browser gets for Latin text.
    const fontkit = require('next/dist/compiled/@next/font/dist/fontkit');
    const { getFallbackMetricsFromFontFile } = require('next/dist/compiled/@next/font/dist/local/get-fallback-metrics-from-font-file');
    const file = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
    const font = (fontkit.default ?? fontkit)(readFileSync(file));
    const metrics = getFallbackMetricsFromFontFile(font, 'sans-serif');
    expect(metrics.fallbackFont).toBe('Arial');
    expect(fallback('size-adjust')).toBe(metrics.sizeAdjust);
    expect(fallback('ascent-override')).toBe(metrics.ascentOverride);
    expect(fallback('descent-override')).toBe(metrics.descentOverride);
    expect(metrics.lineGapOverride).toBe('0.00%');
    expect(fallback('line-gap-override')).toBe('0%');
    expect(fallback('src')).toMatch(/^local\('Arial'\)/);
  });

  it('has every glyph the symbol faces promise (their unicode-range), from files that exist', () => {
    const fontkit = require('next/dist/compiled/@next/font/dist/fontkit');
    const faces = [...CSS.matchAll(/font-family: 'Exchange Symbols';[^}]*?url\('([^']+)'\)[^}]*?unicode-range: ([^;]+);/g)];
    expect(faces).toHaveLength(3);
    for (const [, url, range] of faces) {
      const font = (fontkit.default ?? fontkit)(readFileSync(join(__dirname, url as string)));
      const codePoints = (range as string).split(',').flatMap((part) => {
        const [from, to] = part
          .trim()
          .replace('U+', '')
          .split('-')
          .map((hex) => parseInt(hex, 16)) as [number, number?];
        return Array.from({ length: (to ?? from) - from + 1 }, (_, i) => from + i);
      });
      for (const codePoint of codePoints)
        expect([String.fromCodePoint(codePoint), font.hasGlyphForCodePoint(codePoint)]).toEqual([String.fromCodePoint(codePoint), true]);
    }
  });

  it("draws Turkish's own letters from a 3 KB cut of Inter's Latin Extended file, glyph for glyph (decision 1921)", () => {
    const fontkit = require('next/dist/compiled/@next/font/dist/fontkit');
    const open = (path: string) => (fontkit.default ?? fontkit)(readFileSync(path));
    const face = /Turkish's own letters[\s\S]*?url\('([^']+)'\)[^}]*?unicode-range: ([^;]+);/.exec(CSS);
    expect(face?.[2]).toBe('U+011E-011F, U+0130, U+015E-015F');
    const cut = open(join(__dirname, face?.[1] as string));
    const full = open(require.resolve('@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2'));
    expect([cut.unitsPerEm, cut.ascent, cut.descent, cut.lineGap]).toEqual([full.unitsPerEm, full.ascent, full.descent, full.lineGap]);
    expect(cut.variationAxes).toEqual(full.variationAxes);
    for (const letter of 'ĞğİŞş') {
      const [a, b] = [cut.layout(letter).glyphs[0], full.layout(letter).glyphs[0]];
      expect([letter, a.advanceWidth, a.path.toSVG()]).toEqual([letter, b.advanceWidth, b.path.toSVG()]);
    }
    // Declared after Inter's own faces: for these letters it is the one the browser picks.
    expect(CSS.indexOf('inter-turkish-wght-normal.woff2')).toBeGreaterThan(CSS.indexOf("@import '@fontsource-variable/inter/wght.css'"));
  });

  it.each(['body', 'heading', 'mono'])('puts our faces first in the %s token', (token) => {
    expect(String(system.token(`fonts.${token}`))).toMatch(
      /^'Inter Variable', 'Inter Fallback', 'Noto Sans Arabic Variable', 'Noto Sans Thai Variable', var\(--font-cjk, /,
    );
  });
});
