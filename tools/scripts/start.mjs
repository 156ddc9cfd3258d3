#!/usr/bin/env node
// `npm start`: install what is missing, build, and serve the production build with the sandbox on PORT (3000),
// one Next.js server per core (tools/scripts/serve.mjs, decision 1510; WEB_CONCURRENCY sets how many).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureDependencies, env, root, run } from './lib/env.mjs';
import { startProblem } from './serve.mjs';

// Before a build of several minutes: a real exchange needs CSRF_SECRET (decision 1740).
const problem = startProblem(env);
if (problem) {
  console.error(problem);
  process.exit(1);
}
if (!ensureDependencies()) process.exit(1);
const build = run('npx', ['nx', 'run', 'web:build', '--outputStyle=static']);
if (!build.ok) process.exit(build.status);

const port = process.env.PORT ?? '3000';
const mode = env.EXCHANGE_API_ORIGIN ? `exchange API at ${env.EXCHANGE_API_ORIGIN}` : 'embedded sandbox exchange';
console.log(`\nServing http://localhost:${port} (${mode}). Other sites: http://us.localhost:${port}, http://tr.localhost:${port}, …`);
const child = spawn(process.execPath, [join(root, 'tools/scripts/serve.mjs'), '--port', port], { cwd: root, stdio: 'inherit', env });
const stop = (signal) => child.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));
