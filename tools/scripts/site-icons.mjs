#!/usr/bin/env node
// Writes every site's favicon (apps/web/public/static/site/<key>/icon.svg): the logo's mark and, for a regional
// site, its region code on a band, so tabs of different sites are told apart (decision 0805). Well-formed XML
// (checked by apps/web/src/static-assets.spec.ts).
//   node tools/scripts/site-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const ICON_BADGES = {
  main: null,
  us: 'US',
  uk: 'UK',
  au: 'AU',
  eu: 'EU',
  jp: 'JP',
  ae: 'AE',
  tr: 'TR',
  hk: 'HK',
  bs: 'BS',
  sg: 'SG',
  testnet: 'T',
};

export function siteIcon(key) {
  const badge = ICON_BADGES[key];
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">`,
    `<rect width="64" height="64" rx="14" fill="#1a44c2"/>`,
    badge
      ? `<path d="M14 24h28M30 12l12 12-12 12" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
      : `<path d="M14 32h32M34 18l14 14-14 14" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  ];
  if (badge) {
    parts.push(
      `<rect x="6" y="42" width="52" height="18" rx="5" fill="#fff"/>`,
      `<text x="32" y="56" text-anchor="middle" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="15" font-weight="800" fill="#1a44c2">${badge}</text>`,
    );
  }
  parts.push('</svg>');
  return `${parts.join('')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const key of Object.keys(ICON_BADGES)) {
    const file = join(root, 'apps/web/public/static/site', key, 'icon.svg');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, siteIcon(key));
  }
  console.log(`wrote ${Object.keys(ICON_BADGES).length} icons`);
}
