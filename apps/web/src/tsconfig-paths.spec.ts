import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// apps/web/tsconfig.json sets `paths` for the `@/` alias, and TypeScript replaces (never merges) an extended
// config's `paths`: the app's copy must name every workspace alias of tsconfig.base.json with the same target.
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as { compilerOptions: { paths: Record<string, string[]> } };
const root = join(__dirname, '..', '..', '..');
const base = read(join(root, 'tsconfig.base.json')).compilerOptions.paths;
const app = read(join(root, 'apps', 'web', 'tsconfig.json')).compilerOptions.paths;

describe("the app's tsconfig paths", () => {
  it('map @/ to apps/web/src', () => {
    expect(app['@/*']).toEqual(['apps/web/src/*']);
  });

  it.each(Object.entries(base))('repeat the base alias %s', (alias, targets) => {
    expect(app[alias]).toEqual(targets);
  });

  it('add nothing but @/ to the base aliases', () => {
    expect(Object.keys(app).sort()).toEqual(['@/*', ...Object.keys(base)].sort());
  });
});
