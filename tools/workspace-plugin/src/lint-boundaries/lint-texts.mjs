// Lints source texts as if they lived at the given paths, with the workspace's real ESLint config.
// Input (stdin): JSON [{ "filePath": "libs/…", "code": "…" }]. Output (stdout): JSON
// [{ "filePath", "messages": [{ "ruleId", "message" }] }]. Run from the workspace root.
// A separate process because the flat config is ESM, which Jest's CommonJS runtime cannot import.
import { createProjectGraphAsync } from '@nx/devkit';
import { ESLint } from 'eslint';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const samples = JSON.parse(Buffer.concat(chunks).toString('utf-8'));

// @nx/enforce-module-boundaries reads the cached project graph: make sure it is current.
await createProjectGraphAsync({ exitOnError: false });

const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const { filePath, code } of samples) {
  const [result] = await eslint.lintText(code, { filePath, warnIgnored: true });
  results.push({
    filePath,
    messages: (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message })),
  });
}
process.stdout.write(JSON.stringify(results));
