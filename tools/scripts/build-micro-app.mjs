#!/usr/bin/env node
// `nx run micro-<name>:build`: bundles a micro-app project (apps/micro-<name>) with esbuild into
// dist/apps/micro-<name>/entry.js, plus manifest.json { name, version, entry } that the static host reads (decision 1110).
import { build } from 'esbuild';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const project = process.argv[2];
if (!project || !/^micro-[a-z0-9-]+$/.test(project)) {
  console.error('usage: build-micro-app.mjs micro-<name>');
  process.exit(1);
}
const projectRoot = join(root, 'apps', project);
const pkg = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf-8'));
const { name, entry } = pkg.microApp ?? {};
if (!name || !entry || !/^\d+\.\d+\.\d+$/.test(pkg.version ?? '')) {
  console.error(`${project}/package.json needs "version" (x.y.z) and "microApp": { "name", "entry" }`);
  process.exit(1);
}
const outdir = join(root, 'dist/apps', project);
mkdirSync(outdir, { recursive: true });
await build({
  entryPoints: [join(projectRoot, entry)],
  outfile: join(outdir, 'entry.js'),
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: ['es2020'],
  minify: true,
  sourcemap: false,
  legalComments: 'none',
  define: { MICRO_APP_VERSION: JSON.stringify(pkg.version) },
  logLevel: 'warning',
});
writeFileSync(join(outdir, 'manifest.json'), `${JSON.stringify({ name, version: pkg.version, entry: 'entry.js' }, null, 2)}\n`);
console.log(`built ${name} ${pkg.version} → dist/apps/${project}/entry.js`);
