#!/usr/bin/env node
// The hostile-upstream suite (`npx nx run web-e2e:e2e-hostile`): two Playwright runs of
// apps/web-e2e/playwright.hostile.config.ts side by side, each with its own servers, ports and report (decision 1976).
// - the suite: every test but the `@load` ones, on HOSTILE_E2E_PORT (default 3150) to +3. Most of it waits on
//   hanging, dripping and slow exchanges, on one worker (its tests switch the upstream's global mode);
// - the load tests (`@load`: slow clients, overload shedding, the memory soak), on HOSTILE_LOAD_PORT (default the
//   suite's port + 5) to +3, in dist/e2e-hostile-load: they keep the CPU busy while the suite waits.
// Each run's output is printed whole when both are done, so the two never interleave. TEST_SERIAL=1 runs them one
// after the other. Arguments are passed to both runs (e.g. a file name, `--list`).
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '../..');
const config = 'apps/web-e2e/playwright.hostile.config.ts';
const base = Number(process.env.HOSTILE_E2E_PORT ?? 3150);
const extra = process.argv.slice(2);

const runs = [
  { name: 'hostile suite', args: ['--grep-invert', '@load'], env: {}, log: 'dist/e2e-hostile.run.log' },
  {
    name: 'hostile load tests',
    args: ['--grep', '@load'],
    // Its own four ports and report; the suite's port overrides would point both runs at one server.
    env: {
      HOSTILE_E2E_PORT: String(Number(process.env.HOSTILE_LOAD_PORT ?? base + 5)),
      HOSTILE_UPSTREAM_PORT: undefined,
      HOSTILE_SANDBOX_PORT: undefined,
      HOSTILE_DEPLOYED_PORT: undefined,
      E2E_OUTPUT_DIR: join(root, 'dist/e2e-hostile-load'),
    },
    log: 'dist/e2e-hostile-load.run.log',
  },
];

function start(run) {
  mkdirSync(join(root, 'dist'), { recursive: true });
  const out = openSync(join(root, run.log), 'w');
  const env = { ...process.env, ...run.env };
  for (const [key, value] of Object.entries(run.env)) if (value === undefined) delete env[key];
  const started = Date.now();
  const child = spawn(join(root, 'node_modules/.bin/playwright'), ['test', '-c', config, '--pass-with-no-tests', ...run.args, ...extra], {
    cwd: root,
    env,
    stdio: ['ignore', out, out],
  });
  return new Promise((resolve) => {
    const done = (code) => resolve({ ...run, ok: code === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    child.on('close', done);
    child.on('error', () => done(1));
  });
}

const results = [];
if (process.env.TEST_SERIAL === '1') for (const run of runs) results.push(await start(run));
else results.push(...(await Promise.all(runs.map(start))));

for (const result of results) {
  console.log(`\n── ${result.name} (${result.seconds} s): ${result.ok ? 'passed' : 'FAILED'}`);
  console.log(readFileSync(join(root, result.log), 'utf8'));
}
process.exit(results.every((result) => result.ok) ? 0 : 1);
