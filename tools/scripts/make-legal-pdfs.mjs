#!/usr/bin/env node
// Writes the sample legal PDFs that the EU, HK, BS, SG and JP site configs link to (apps/web/public/static/legal).
// They say plainly that they are sample documents; a deployment replaces them with the entity's real documents.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib/env.mjs';

const SITES = { eu: 'EU', hk: 'Hong Kong', bs: 'Bahamas', sg: 'Singapore', jp: 'Japan' };
const DOCS = {
  'user-agreement': 'User Agreement',
  'privacy-policy': 'Privacy Policy',
  'risk-disclosure': 'Risk Disclosure',
  licenses: 'Licenses',
};

function pdf(lines) {
  const text = lines
    .map((l, i) => `BT /F1 ${i === 0 ? 18 : 11} Tf 72 ${740 - i * 24} Td (${l.replace(/[()\\]/g, '\\$&')}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return out;
}

for (const [key, region] of Object.entries(SITES)) {
  const dir = join(root, 'apps/web/public/static/legal', key);
  mkdirSync(dir, { recursive: true });
  const docs = key === 'jp' ? { ...DOCS, 'important-notes': 'Important Notes' } : DOCS;
  for (const [file, title] of Object.entries(docs)) {
    writeFileSync(
      join(dir, `${file}.pdf`),
      pdf([
        `${title} - Example Exchange ${region}`,
        'Sample document for the sandbox build.',
        "A deployment replaces this file with the entity's published document.",
      ]),
    );
  }
}
console.log('legal PDFs written');
