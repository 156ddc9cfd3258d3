// The failed and flaky tests of a Playwright run, read from its JSON reporter's file, as lines for `npm test`'s summary:
// CI shows only the end of the output, where the list reporter's failures have long scrolled away.
import { existsSync, readFileSync, statSync } from 'node:fs';

const walk = (suite, path, out) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
      const failed = (test.results ?? []).find((r) => r.status !== 'passed' && r.status !== 'skipped');
      const message = String(failed?.error?.message ?? failed?.errors?.[0]?.message ?? '')
        // eslint-disable-next-line no-control-regex
        .replace(/\u001b\[[0-9;]*m/g, '')
        .split('\n')
        .find((line) => line.trim() !== '');
      out.push(
        `${test.status === 'flaky' ? 'flaky ' : 'FAILED'} ${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}${message ? `\n         ${message.trim().slice(0, 300)}` : ''}`,
      );
    }
  }
  for (const child of suite.suites ?? [])
    walk(
      child,
      [...path, child.title].filter((t) => t && !t.endsWith('.ts')),
      out,
    );
};

/** Lines for the run that wrote `file` after `sinceMs` (an older file belongs to another run: nothing). */
export function playwrightFailures(file, sinceMs = 0) {
  if (!existsSync(file) || statSync(file).mtimeMs < sinceMs) return [];
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const out = [];
    for (const suite of report.suites ?? []) walk(suite, [], out);
    return out;
  } catch {
    return [];
  }
}
