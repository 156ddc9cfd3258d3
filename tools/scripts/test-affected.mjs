#!/usr/bin/env node
// `npm run test:affected`: lint, typecheck, test and test-storybook (Storybook build + smoke test) for the projects
// affected since NX_BASE
// (default origin/main, falling back to HEAD~1).
import { spawnSync } from 'node:child_process';
import { ensureDependencies, root, run } from './lib/env.mjs';

const has = (ref) => spawnSync('git', ['rev-parse', '--verify', '--quiet', ref], { cwd: root }).status === 0;
const base = process.env.NX_BASE ?? (has('origin/main') ? 'origin/main' : 'HEAD~1');
const head = process.env.NX_HEAD ?? 'HEAD';
if (!ensureDependencies()) process.exit(1);
console.log(`Affected since ${base}`);
const r = run('npx', [
  'nx',
  'affected',
  '-t',
  'lint',
  'typecheck',
  'test',
  'test-storybook',
  `--base=${base}`,
  `--head=${head}`,
  '--parallel=2',
  '--outputStyle=static',
]);
process.exit(r.status);
