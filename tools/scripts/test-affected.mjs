#!/usr/bin/env node
// `npm run test:affected`: the checks of the projects affected since NX_BASE (default origin/main, falling back to
// HEAD~1) — lint, typecheck, unit tests and the Storybook smoke test of each — then the e2e spec files that exercise
// the changed projects (each file's `// e2e-projects:` header, read by tools/workspace-plugin/src/e2e-projects; decision 1750), as the Playwright plugin's atomized
// `e2e-ci--<file>` targets. Without NX_HEAD, uncommitted and untracked changes count too (as for `nx affected`).
import { spawnSync } from 'node:child_process';
import { readE2eProjects, readProjects, selectE2eFiles } from '../workspace-plugin/src/e2e-projects/e2e-projects.mjs';
import { ensureChromium, ensureDependencies, env, root, run } from './lib/env.mjs';

const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });
const has = (ref) => git('rev-parse', '--verify', '--quiet', ref).status === 0;
const base = process.env.NX_BASE ?? (has('origin/main') ? 'origin/main' : 'HEAD~1');
const head = process.env.NX_HEAD;
if (!ensureDependencies()) process.exit(1);
const started = Date.now();

const range = head ? ['--base', base, '--head', head] : ['--base', base];
const lines = (r) =>
  r.stdout
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
const changedFiles = [
  ...lines(git('diff', '--name-only', `${base}...${head ?? 'HEAD'}`)),
  ...(head ? [] : [...lines(git('diff', '--name-only', 'HEAD')), ...lines(git('ls-files', '--others', '--exclude-standard'))]),
];
const affected = spawnSync('npx', ['nx', 'show', 'projects', '--affected', ...range], { cwd: root, env, encoding: 'utf8' });
console.log(`Affected since ${base}${head ? ` up to ${head}` : ' (with uncommitted changes)'}: ${lines(affected).join(', ') || 'none'}`);

const stages = [];
const stage = (name, r) => {
  stages.push({ name, ...r });
  console.log(`\n── ${name}: ${r.ok ? 'passed' : 'FAILED'} (${r.seconds} s)`);
};

stage(
  'lint, typecheck, unit tests, Storybook smoke',
  run('npx', ['nx', 'affected', '-t', 'lint', 'typecheck', 'test', 'test-storybook', ...range, '--parallel=2', '--outputStyle=static']),
);

const selection = selectE2eFiles({ changedFiles, projects: readProjects(root), specs: readE2eProjects(root) });
console.log(`\ne2e files (${selection.reason}): ${selection.files.join(', ') || 'none'}`);
if (selection.files.length > 0) {
  if (!ensureChromium()) process.exit(1);
  const targets = selection.files.map((f) => `e2e-ci--${f}`);
  stage(`e2e (${targets.length} files)`, run('npx', ['nx', 'run-many', '-p', 'web-e2e', '-t', ...targets, '--outputStyle=static']));
}

const failed = stages.filter((s) => !s.ok).length;
console.log('\nSummary');
for (const s of stages) console.log(`  ${s.ok ? 'ok  ' : 'FAIL'}  ${s.name} (${s.seconds} s)`);
console.log(`total ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`checks: ${stages.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
