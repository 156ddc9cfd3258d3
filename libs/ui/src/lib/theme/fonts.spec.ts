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

  it.each(['body', 'heading', 'mono'])('puts our faces first in the %s token', (token) => {
    expect(String(system.token(`fonts.${token}`))).toMatch(
      /^'Inter Variable', 'Inter Fallback', 'Noto Sans Arabic Variable', 'Noto Sans Thai Variable', var\(--font-cjk, /,
    );
  });
});
