#!/usr/bin/env node
// Writes every site's logo (light and dark) under apps/web/public/static/site/<key>/: the mark, the wordmark and,
// for a regional site, a badge with the region's code. Well-formed XML (checked by apps/web/src/static-assets.spec.ts).
//   node tools/scripts/site-logos.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const BRAND = 'Example Exchange';
const BADGES = {
  main: null,
  us: 'US',
  uk: 'UK',
  au: 'AU',
  eu: 'EU',
  jp: 'JP',
  ae: 'UAE',
  tr: 'TR',
  hk: 'HK',
  bs: 'BS',
  sg: 'SG',
  testnet: 'TEST',
};
const MODES = {
  light: { mark: '#1a44c2', text: '#101828', badgeFill: '#e8eefc', badgeText: '#1a44c2' },
  dark: { mark: '#8fb0ff', text: '#f2f4f7', badgeFill: '#1d2b52', badgeText: '#c9d7ff' },
};
const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export function siteLogo(key, mode) {
  const c = MODES[mode];
  const badge = BADGES[key];
  const wordmarkEnd = 180;
  const badgeWidth = badge ? Math.max(26, badge.length * 8 + 10) : 0;
  const width = badge ? wordmarkEnd + 6 + badgeWidth : wordmarkEnd;
  const label = badge ? `${BRAND} ${badge}` : BRAND;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="32" viewBox="0 0 ${width} 32" role="img" aria-label="${escape(label)}">`,
    `<rect x="0" y="4" width="24" height="24" rx="6" fill="${c.mark}"/>`,
    `<path d="M7 16h10M12 11l5 5-5 5" stroke="#fff" stroke-width="2.4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<text x="32" y="21.5" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="14" font-weight="700" fill="${c.text}" textLength="144" lengthAdjust="spacingAndGlyphs">${BRAND}</text>`,
  ];
  if (badge) {
    const x = wordmarkEnd + 6;
    parts.push(
      `<rect x="${x}" y="8" width="${badgeWidth}" height="16" rx="4" fill="${c.badgeFill}"/>`,
      `<text x="${x + badgeWidth / 2}" y="19.5" text-anchor="middle" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="10" font-weight="700" fill="${c.badgeText}">${escape(badge)}</text>`,
    );
  }
  parts.push('</svg>');
  return `${parts.join('')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const key of Object.keys(BADGES)) {
    for (const mode of Object.keys(MODES)) {
      const file = join(root, 'apps/web/public/static/site', key, `logo-${mode}.svg`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, siteLogo(key, mode));
    }
  }
  console.log(`wrote ${Object.keys(BADGES).length * 2} logos`);
}
