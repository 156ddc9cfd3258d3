import { workspaceRoot } from '@nx/devkit';
import { checkE2eProjects, readE2eProjects, readProjects, selectE2eFiles } from './e2e-projects/e2e-projects.mjs';

// Issue 27 item 2 (decision 1750): each e2e spec names the projects it exercises in its first line, and
// `npm run test:affected` runs the files that name a changed project. A file without a header, a header naming a
// project that does not exist, or a selection that drifted would silently skip e2e files: these cases fail here.
const projects = readProjects(workspaceRoot);
const specs = readE2eProjects(workspaceRoot);

describe('e2e project headers', () => {
  it('every spec file of apps/web-e2e/src names real domain projects (or web alone)', () => {
    expect(specs.length).toBeGreaterThan(20);
    expect(checkE2eProjects({ projects, specs })).toEqual([]);
  });

  it('every domain library and micro-app is exercised by at least one e2e file', () => {
    const named = new Set(specs.flatMap((s) => s.projects ?? []));
    const domains = projects
      .filter((p) => p.tags.some((t) => t === 'type:feature' || t === 'type:micro-app'))
      .filter((p) => !p.tags.includes('scope:shared'))
      .map((p) => p.name);
    expect(domains.filter((d) => !named.has(d))).toEqual([]);
  });

  it('reports a missing header, an unknown project and a needless shared one', () => {
    const fake = [
      { file: 'src/a.spec.ts', projects: null },
      { file: 'src/b.spec.ts', projects: ['nope'] },
      { file: 'src/c.spec.ts', projects: ['ui'] },
      { file: 'src/d.spec.ts', projects: ['web', 'chart'] },
    ];
    expect(checkE2eProjects({ projects, specs: fake })).toEqual([
      'src/a.spec.ts: no "// e2e-projects: …" first line',
      'src/b.spec.ts: "nope" is not a project',
      'src/c.spec.ts: "ui" is shared (every file runs when it changes); name only domain projects',
      'src/d.spec.ts: "web" stands alone',
    ]);
  });
});

describe('selectE2eFiles', () => {
  const all = specs.map((s) => s.file);
  const naming = (name: string) => specs.filter((s) => (s.projects ?? []).includes(name)).map((s) => s.file);

  it.each([
    ['a domain library: the files naming it', ['libs/referral/src/lib/rules/referral-link.ts'], naming('referral')],
    ['two domains', ['libs/chart/src/index.ts', 'libs/wallet/src/index.ts'], [...naming('chart'), ...naming('wallet')]],
    ['a micro-app', ['apps/micro-login/src/main.tsx'], naming('micro-login')],
    ['a shared library: everything', ['libs/ui/src/index.ts'], all],
    ['the sandbox answers every page: everything', ['libs/sandbox/src/lib/personas/personas.ts'], all],
    ['the app: everything', ['apps/web/src/proxy.ts'], all],
    ['the e2e project itself: everything', ['apps/web-e2e/src/support/test.ts'], all],
    ['a root file: everything', ['package-lock.json'], all],
    ['documentation only: nothing', ['docs/decisions/0001-app-routing-and-rendering.md', 'libs/wallet/README.md'], []],
  ])('%s', (_why, changed, expected) => {
    expect(selectE2eFiles({ changedFiles: changed, projects, specs }).files.sort()).toEqual([...new Set(expected)].sort());
  });

  it('a referral change selects a few files, not the suite', () => {
    const { files } = selectE2eFiles({ changedFiles: ['libs/referral/src/index.ts'], projects, specs });
    expect(files.length).toBeGreaterThan(0);
    expect(files.length).toBeLessThan(all.length / 3);
  });
});
