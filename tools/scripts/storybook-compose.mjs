#!/usr/bin/env node
// The composed Storybook for product reviewers (decision 1700): the manager of libs/storybook-preview/composed, whose
// refs point at ./<lib>, and every library's own built Storybook copied beside it, in dist/storybook/all.
// Run by `nx run storybook-preview:build-storybook-composed` (which builds every library's Storybook first).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { env, root } from './lib/env.mjs';

const out = join(root, 'dist/storybook/all');
const configDir = 'libs/storybook-preview/composed';
const libs = readdirSync(join(root, 'libs'))
  .filter((name) => name !== 'storybook-preview' && existsSync(join(root, 'libs', name, '.storybook/main.ts')))
  .sort();
const missing = libs.filter((name) => !existsSync(join(root, 'libs', name, 'storybook-static/index.json')));
if (missing.length) {
  console.error(`Not built yet (run their build-storybook): ${missing.join(', ')}`);
  process.exit(1);
}
rmSync(out, { recursive: true, force: true });
const build = spawnSync('npx', ['storybook', 'build', '-c', configDir, '-o', out, '--quiet', '--disable-telemetry'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);
for (const name of libs) cpSync(join(root, 'libs', name, 'storybook-static'), join(out, name), { recursive: true });
console.log(`Composed Storybook in ${out}: ${libs.length} libraries (${libs.join(', ')}).`);
