import { workspaceRoot } from '@nx/devkit';
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';

/**
 * The module boundaries of eslint.config.mjs, proved against the real project graph and config:
 * each sample is linted as if it were a file at `filePath` inside a real library (nothing is written).
 */
interface Sample {
  filePath: string;
  code: string;
}
interface Linted {
  filePath: string;
  messages: { ruleId: string | null; message: string }[];
}

const RULE = '@nx/enforce-module-boundaries';
const importing = (specifier: string) => `import * as imported from '${specifier}';\n\nexport const probe = imported;\n`;

const denied: [string, Sample, string][] = [
  [
    'a domain library imports another domain library',
    { filePath: 'libs/kyc/src/lib/boundary-probe.ts', code: importing('@exchange/compliance') },
    'A project tagged with "scope:kyc" can only depend on libs tagged with "scope:kyc", "scope:shared"',
  ],
  [
    'a util library imports React',
    { filePath: 'libs/site-config/src/lib/boundary-probe.ts', code: importing('react') },
    'A project tagged with "type:util" is not allowed to import "react"',
  ],
  [
    'a ui library imports a data-access library',
    { filePath: 'libs/ui/src/lib/boundary-probe.ts', code: importing('@exchange/api') },
    'A project tagged with "type:ui" can only depend on libs tagged with "type:ui", "type:util"',
  ],
  [
    'a product library imports the sandbox outside tests',
    { filePath: 'libs/compliance/src/lib/x.ts', code: importing('@exchange/sandbox') },
    'A project tagged with "type:feature" can only depend on libs tagged with "type:feature", "type:ui", "type:data-access", "type:util"',
  ],
  [
    'the web app imports a micro-app (decision 1110: loaded over HTTP, never bundled)',
    { filePath: 'apps/web/src/components/boundary-probe.ts', code: importing('../../../micro-chatroom/src/main') },
    'Projects cannot be imported by a relative or absolute path, and must begin with a npm scope',
  ],
  [
    'a micro-app imports a library',
    { filePath: 'apps/micro-chatroom/src/boundary-probe.ts', code: importing('@exchange/site-config') },
    'A project tagged with "type:micro-app" cannot depend on any libs with tags',
  ],
  [
    'the sandbox imports a ui library (only the shared Storybook preview may, decision 1700)',
    { filePath: 'libs/sandbox/src/lib/boundary-probe.ts', code: importing('@exchange/ui') },
    'A project tagged with "type:testing" can only depend on libs tagged with "type:testing", "type:data-access", "type:util"',
  ],
];

const allowed: [string, Sample][] = [
  ['a feature library imports a ui library', { filePath: 'libs/kyc/src/lib/boundary-probe.ts', code: importing('@exchange/ui') }],
  [
    'a spec file of a product library imports the sandbox',
    { filePath: 'libs/compliance/src/lib/boundary-probe.spec.ts', code: importing('@exchange/sandbox') },
  ],
  [
    'the shared Storybook preview renders the app providers of libs/ui (decision 1700)',
    { filePath: 'libs/storybook-preview/src/boundary-probe.tsx', code: importing('@exchange/ui') },
  ],
];

function lint(samples: Sample[]): Linted[] {
  const run = spawnSync(process.execPath, [path.join(__dirname, 'lint-boundaries', 'lint-texts.mjs')], {
    cwd: workspaceRoot,
    input: JSON.stringify(samples),
    encoding: 'utf-8',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    maxBuffer: 16 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`lint-texts.mjs exited with ${run.status}:\n${run.stderr}`);
  return JSON.parse(run.stdout) as Linted[];
}

describe('module boundaries (eslint.config.mjs)', () => {
  let results: Linted[] = [];
  const boundaryMessages = (index: number) => (results[index]?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);

  beforeAll(() => {
    results = lint([...denied.map(([, sample]) => sample), ...allowed.map(([, sample]) => sample)]);
  }, 60_000);

  it('lints every sample', () => {
    expect(results.map((r) => r.filePath)).toEqual([...denied, ...allowed].map(([, sample]) => sample.filePath));
  });

  it.each(denied.map(([label, sample, message], index) => ({ label, sample, message, index })))(
    'fails when $label',
    ({ message, index }) => {
      expect(boundaryMessages(index)).toEqual([message]);
    },
  );

  it.each(allowed.map(([label, sample], index) => ({ label, sample, index: denied.length + index })))('passes when $label', ({ index }) => {
    expect(boundaryMessages(index)).toEqual([]);
  });
});
