#!/usr/bin/env node
// `npm run fix-imports`: put every import of the repository in the house order (import-x/order in eslint.config.mjs),
// once, in its own commit; then `IMPORT_RULES` in eslint.config.mjs becomes 'error' (issue 9 item 5).
//
//   node tools/scripts/fix-imports.mjs             fix the files in place, then run Prettier on the files it changed
//   node tools/scripts/fix-imports.mjs --dry-run   list the files it would change, change nothing
//
// Only import-x/order's fixes are applied (whatever the configured level), no other rule's. Import cycles
// (import-x/no-cycle) have no automatic fix: they are listed for a person to break.
import { ESLint } from 'eslint';
import { spawnSync } from 'node:child_process';
import { relative } from 'node:path';
import { importOrder } from '../../eslint.config.mjs';
import { root } from './lib/env.mjs';

const dryRun = process.argv.includes('--dry-run');
const targets = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const patterns = targets.length > 0 ? targets : ['apps', 'libs', 'tools', '*.mjs', '*.cjs'];

const eslint = new ESLint({
  cwd: root,
  fix: true,
  ruleFilter: ({ ruleId }) => ruleId === 'import-x/order' || ruleId === 'import-x/no-cycle',
  overrideConfig: {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'],
    rules: { 'import-x/order': ['error', importOrder], 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
});

const started = Date.now();
const results = await eslint.lintFiles(patterns);
const changed = results.filter((r) => r.output !== undefined);
const cycles = results.flatMap((r) =>
  r.messages.filter((m) => m.ruleId === 'import-x/no-cycle').map((m) => `${relative(root, r.filePath)}:${m.line}  ${m.message}`),
);
const unfixed = results.flatMap((r) =>
  r.messages.filter((m) => m.ruleId === 'import-x/order').map((m) => `${relative(root, r.filePath)}:${m.line}  ${m.message}`),
);
const files = changed.map((r) => relative(root, r.filePath)).sort();

if (dryRun) {
  for (const f of files) console.log(`would reorder ${f}`);
} else if (files.length > 0) {
  await ESLint.outputFixes(changed);
  const prettier = spawnSync('npx', ['prettier', '--write', '--log-level=warn', ...files], { cwd: root, stdio: 'inherit' });
  if (prettier.status !== 0) process.exitCode = 1;
}
for (const c of cycles) console.log(`cycle: ${c}`);
for (const u of unfixed) console.log(`not fixable automatically: ${u}`);
console.log(
  `${dryRun ? 'Would change' : 'Changed'} ${files.length} of ${results.length} files; ${cycles.length} import cycle report(s); ` +
    `${unfixed.length} order problem(s) left for a person (${((Date.now() - started) / 1000).toFixed(1)} s).`,
);
if (cycles.length > 0 || unfixed.length > 0) process.exitCode = 1;
