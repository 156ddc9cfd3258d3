import { addProjectConfiguration, getProjects, readJson, readProjectConfiguration, workspaceRoot, type Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { domainLibGenerator } from './generator';
import { ESLINT_CONFIG, TSCONFIG_BASE, readDomainScopes } from './lib/root-files';
import type { DomainLibSchema } from './schema';

/** The real workspace files the generator edits or copies the shape of. */
const real = (file: string) => readFileSync(path.join(workspaceRoot, file), 'utf-8');
const realJson = (file: string): unknown => JSON.parse(real(file));

/** Targets the nx.json plugins infer for a library: project.json does not list them. */
const INFERRED = ['test', 'lint', 'storybook', 'build-storybook'];

const description = 'Card and bank payments: methods, limits and fees.';
const payments: DomainLibSchema = { name: 'payments', description };

function workspace(): Tree {
  const tree = createTreeWithEmptyWorkspace({ formatter: 'none' });
  tree.write(TSCONFIG_BASE, real(TSCONFIG_BASE));
  tree.write(ESLINT_CONFIG, real(ESLINT_CONFIG));
  addProjectConfiguration(tree, 'kyc', { root: 'libs/kyc', projectType: 'library', tags: ['type:feature', 'scope:kyc'] });
  return tree;
}

const read = (tree: Tree, file: string) => tree.read(file, 'utf-8') ?? '';
const filesUnder = (tree: Tree, dir: string): string[] =>
  tree.children(dir).flatMap((child) => {
    const full = `${dir}/${child}`;
    return tree.isFile(full) ? [full] : filesUnder(tree, full);
  });

describe('domain-lib generator', () => {
  let tree: Tree;
  beforeEach(() => {
    tree = workspace();
  });

  describe('a feature library (the defaults)', () => {
    beforeEach(() => domainLibGenerator(tree, payments));

    it('writes the house layout and nothing else', () => {
      expect(filesUnder(tree, 'libs/payments').sort()).toEqual(
        [
          '.storybook/main.ts',
          '.storybook/preview.tsx',
          'README.md',
          'api-report.md',
          'jest.config.cjs',
          'package.json',
          'project.json',
          'src/index.ts',
          'src/lib/browser/README.md',
          'src/lib/layer/payments-layer.spec.tsx',
          'src/lib/layer/payments-layer.stories.tsx',
          'src/lib/layer/payments-layer.tsx',
          'src/lib/messages.ts',
          'src/lib/rules/snooze.spec.ts',
          'src/lib/rules/snooze.ts',
          'src/testing/index.ts',
          'tsconfig.json',
        ].map((f) => `libs/payments/${f}`),
      );
    });

    it('changes no file outside libs/payments but tsconfig.base.json and eslint.config.mjs', async () => {
      const fresh = workspace();
      const outside = (t: Tree) =>
        new Map(
          filesUnder(t, '.')
            .filter((f) => !f.startsWith('./libs/payments/'))
            .map((f) => [f, read(t, f)]),
        );
      const before = outside(fresh);
      await domainLibGenerator(fresh, payments);
      const after = outside(fresh);
      // nx.json above all: @nx/react's library generator adds generator defaults to it, which the generator undoes.
      expect([...after.keys()]).toEqual([...before.keys()]);
      const changed = [...after].filter(([f, text]) => before.get(f) !== text).map(([f]) => f);
      expect(changed.sort()).toEqual(['./eslint.config.mjs', './tsconfig.base.json']);
    });

    it('tags the project type:feature and scope:<name>', () => {
      const project = readProjectConfiguration(tree, 'payments');
      expect(project.tags).toEqual(['type:feature', 'scope:payments']);
      expect(project.root).toBe('libs/payments');
      expect(project.sourceRoot).toBe('libs/payments/src');
    });

    it('writes project.json with the tags and only the targets no nx.json plugin infers', () => {
      // test (@nx/jest/plugin, from jest.config.cjs), lint itself (@nx/eslint/plugin), storybook and build-storybook
      // (@nx/storybook/plugin, from .storybook/main.ts) are inferred; project.json adds what no plugin knows.
      expect(read(tree, 'libs/payments/project.json')).toBe(
        [
          '{',
          '  "name": "payments",',
          '  "$schema": "../../node_modules/nx/schemas/project-schema.json",',
          '  "sourceRoot": "libs/payments/src",',
          '  "projectType": "library",',
          '  "tags": ["type:feature", "scope:payments"],',
          '  "targets": {',
          '    "lint": { "dependsOn": ["api-report"] },',
          '    "api-report": {},',
          '    "typecheck": {},',
          '    "test-storybook": {}',
          '  }',
          '}',
          '',
        ].join('\n'),
      );
    });

    it('shapes project.json, package.json, tsconfig.json and jest.config.cjs like libs/kyc', () => {
      const asKyc = (text: string) => text.replace(/payments/g, 'kyc');
      // libs/kyc may still list the inferred targets as empty stubs (`"test": {}`): they add nothing to the plugins'.
      const kycProject = realJson('libs/kyc/project.json') as { targets: Record<string, object> };
      const stubs = Object.entries(kycProject.targets).filter(
        ([target, config]) => INFERRED.includes(target) && Object.keys(config).length === 0,
      );
      for (const [target] of stubs) delete kycProject.targets[target];
      expect(JSON.parse(asKyc(read(tree, 'libs/payments/project.json')))).toEqual(kycProject);
      expect(JSON.parse(asKyc(read(tree, 'libs/payments/package.json')))).toEqual(realJson('libs/kyc/package.json'));
      expect(read(tree, 'libs/payments/tsconfig.json')).toBe(real('libs/kyc/tsconfig.json'));
      expect(asKyc(read(tree, 'libs/payments/jest.config.cjs'))).toBe(real('libs/kyc/jest.config.cjs'));
    });

    it('copies the Storybook config of a feature library (providers and sandbox handlers)', () => {
      expect(read(tree, 'libs/payments/.storybook/main.ts')).toBe(real('libs/kyc/.storybook/main.ts'));
      expect(read(tree, 'libs/payments/.storybook/preview.tsx')).toBe(real('libs/kyc/.storybook/preview.tsx'));
    });

    it('exports the layer and the starter rule by name from src/index.ts', () => {
      expect(read(tree, 'libs/payments/src/index.ts')).toBe(
        "export { PaymentsLayer } from './lib/layer/payments-layer';\nexport { isSnoozed } from './lib/rules/snooze';\n",
      );
      expect(read(tree, 'libs/payments/src/lib/rules/snooze.ts')).toContain('export function isSnoozed(');
      expect(read(tree, 'libs/payments/src/lib/rules/snooze.spec.ts')).toContain('it.each');
    });

    it('writes a client layer that takes the site context, asks a rule and renders or returns null', () => {
      const layer = read(tree, 'libs/payments/src/lib/layer/payments-layer.tsx');
      expect(layer.startsWith("'use client';\n")).toBe(true);
      expect(layer).toContain("import type { SiteContext } from '@exchange/ui';");
      expect(layer).toContain('export function PaymentsLayer({ context }: PaymentsLayerProps)');
      expect(layer).toContain('isSnoozed(closedAt, Date.now(), NOTICE_SNOOZE_MS)) return null;');
      expect(read(tree, 'libs/payments/src/lib/layer/payments-layer.spec.tsx')).toContain('<PaymentsLayer context={visitor} />');
      const stories = read(tree, 'libs/payments/src/lib/layer/payments-layer.stories.tsx');
      expect(stories).toContain("title: 'Payments/PaymentsLayer'");
      expect([...stories.matchAll(/^export const (\w+): Story/gm)].map((m) => m[1])).toEqual(['Default', 'Visitor', 'Arabic']);
      // useExchangeClient needs a provider in Storybook too: every story gets a fixture client.
      expect(stories).toContain("import { createFixtureClient, type FixtureClient } from '@exchange/api/testing';");
      expect(stories).toContain('decorators: [withClient],');
      expect(stories).toContain("<ExchangeClientProvider client={loaded['client'] as FixtureClient}");
    });

    it('writes an api-report.md placeholder and returns the callback that fills it with the real report', async () => {
      const fresh = workspace();
      const callback = await domainLibGenerator(fresh, payments);
      expect(read(fresh, 'libs/payments/api-report.md')).toContain('# API report: @exchange/payments\n');
      expect(read(fresh, 'libs/payments/api-report.md')).toContain('npm run api-report -- payments');
      expect(typeof callback).toBe('function');
    });

    it('says in the README which files a change touches', () => {
      const readme = read(tree, 'libs/payments/README.md');
      expect(readme).toContain('## What a change touches\n');
      expect(readme).toContain('`src/lib/layer/payments-layer.tsx`: `PaymentsLayer`');
      expect(readme).toContain('`api-report.md` (`npm run api-report -- payments`)');
    });

    it('names message ids after the library', () => {
      const messages = read(tree, 'libs/payments/src/lib/messages.ts');
      const ids = [...messages.matchAll(/id: '([^']+)'/g)].map((m) => m[1]);
      expect(ids).toEqual(['payments.notice.title', 'payments.notice.acknowledge']);
    });

    it('writes a README with the description, tags and public API', () => {
      const readme = read(tree, 'libs/payments/README.md');
      expect(readme).toContain('# @exchange/payments\n\n' + description + '\n');
      expect(readme).toContain('Tags: `type:feature`, `scope:payments`.');
      expect(readme).toContain('`isSnoozed(closedAt, now, snoozeMs)`');
    });

    it('leaves no template syntax behind', () => {
      for (const file of filesUnder(tree, 'libs/payments')) {
        expect(file).not.toMatch(/\.template$|__/);
        expect(read(tree, file)).not.toMatch(/<%|%>/);
      }
    });

    it('adds both path aliases to tsconfig.base.json, keeping the paths sorted', () => {
      const paths = readJson<{ compilerOptions: { paths: Record<string, string[]> } }>(tree, TSCONFIG_BASE).compilerOptions.paths;
      expect(paths['@exchange/payments']).toEqual(['libs/payments/src/index.ts']);
      expect(paths['@exchange/payments/testing']).toEqual(['libs/payments/src/testing/index.ts']);
      const keys = Object.keys(paths);
      expect(keys).toEqual([...keys].sort());
      expect(keys.filter((k) => !k.startsWith('@exchange/payments'))).toEqual(
        Object.keys((realJson(TSCONFIG_BASE) as { compilerOptions: { paths: object } }).compilerOptions.paths).sort(),
      );
    });

    it('puts the new scope under the module-boundary rules in eslint.config.mjs', () => {
      const before = real(ESLINT_CONFIG);
      const after = read(tree, ESLINT_CONFIG);
      expect(readDomainScopes(after)).toEqual([...(readDomainScopes(before) ?? []), 'payments']);
      expect(after.replace(/const domainScopes = \[[^\]]*\];/, '')).toBe(before.replace(/const domainScopes = \[[^\]]*\];/, ''));
    });
  });

  it('makes a util library with the plain Storybook preview, no messages and scope:shared when asked', async () => {
    const before = real(ESLINT_CONFIG);
    await domainLibGenerator(tree, { name: 'number-format', description: 'Number formatting helpers.', type: 'util', scope: 'shared' });
    expect(readProjectConfiguration(tree, 'number-format').tags).toEqual(['type:util', 'scope:shared']);
    // @nx/js's library generator lays it down; its sample src/lib/number-format.ts and tsconfig.lib.json are gone.
    expect(filesUnder(tree, 'libs/number-format').sort()).toEqual(
      [
        '.storybook/main.ts',
        '.storybook/preview.tsx',
        'README.md',
        'api-report.md',
        'jest.config.cjs',
        'package.json',
        'project.json',
        'src/index.ts',
        'src/lib/rules/snooze.spec.ts',
        'src/lib/rules/snooze.ts',
        'src/testing/index.ts',
        'tsconfig.json',
      ].map((f) => `libs/number-format/${f}`),
    );
    expect(read(tree, 'libs/number-format/.storybook/preview.tsx')).toBe(real('libs/site-config/.storybook/preview.tsx'));
    expect(tree.exists('libs/number-format/src/lib/messages.ts')).toBe(false);
    expect(tree.exists('libs/number-format/src/lib/layer')).toBe(false);
    expect(read(tree, 'libs/number-format/src/index.ts')).toBe("export { isSnoozed } from './lib/rules/snooze';\n");
    expect(read(tree, 'libs/number-format/README.md')).not.toContain('messages.ts');
    expect(read(tree, ESLINT_CONFIG)).toBe(before);
  });

  it.each<[DomainLibSchema['type'], string]>([
    ['ui', 'libs/kyc/.storybook/preview.tsx'],
    ['data-access', 'libs/site-config/.storybook/preview.tsx'],
  ])('gives a %s library the Storybook preview of %s', async (type, preview) => {
    await domainLibGenerator(tree, { ...payments, type });
    expect(readProjectConfiguration(tree, 'payments').tags).toEqual([`type:${type}`, 'scope:payments']);
    expect(read(tree, 'libs/payments/.storybook/preview.tsx')).toBe(real(preview));
  });

  it('joins an existing domain scope without listing it twice', async () => {
    const before = real(ESLINT_CONFIG);
    await domainLibGenerator(tree, { name: 'kyc-documents', description: 'KYC document upload.', scope: 'kyc' });
    expect(readProjectConfiguration(tree, 'kyc-documents').tags).toEqual(['type:feature', 'scope:kyc']);
    expect(read(tree, 'libs/kyc-documents/src/lib/layer/kyc-documents-layer.tsx')).toContain('export function KycDocumentsLayer(');
    expect(read(tree, ESLINT_CONFIG)).toBe(before);
  });

  it.each<[string, DomainLibSchema, string]>([
    ['a name that is not kebab-case', { ...payments, name: 'Payments' }, 'must be kebab-case'],
    ['a name with a path in it', { ...payments, name: 'libs/payments' }, 'must be kebab-case'],
    ['an existing project', { ...payments, name: 'kyc' }, 'already exists'],
    ['an unknown type', { ...payments, type: 'app' as DomainLibSchema['type'] }, '--type must be one of'],
    ['the app scope', { ...payments, scope: 'web' }, 'belongs to the app'],
    ['the tooling scope', { ...payments, scope: 'tools' }, 'belongs to the tooling'],
    ['a blank description', { ...payments, description: '  ' }, '--description'],
  ])('refuses %s', async (_label, schema, message) => {
    await expect(domainLibGenerator(tree, schema)).rejects.toThrow(message);
    expect([...getProjects(tree).keys()]).toEqual(['kyc']);
  });

  it('refuses an alias that tsconfig.base.json already maps', async () => {
    await expect(domainLibGenerator(tree, { ...payments, name: 'ui' })).rejects.toThrow('already maps @exchange/ui');
  });

  it('fails loudly when eslint.config.mjs has no domainScopes array to extend', async () => {
    tree.write(ESLINT_CONFIG, 'export default [];\n');
    await expect(domainLibGenerator(tree, payments)).rejects.toThrow('add scope:payments to the module-boundary rules by hand');
  });
});

describe('readDomainScopes', () => {
  it.each<[string, string, string[] | null]>([
    ['a list', "const domainScopes = ['a', 'b-c'];", ['a', 'b-c']],
    ['an empty list', 'const domainScopes = [];', []],
    ['a list built from variables', "const domainScopes = [...others, 'a'];", null],
    ['no list', 'export default [];', null],
  ])('reads %s', (_label, config, expected) => {
    expect(readDomainScopes(config)).toEqual(expected);
  });

  it('finds the six domain scopes of this workspace', () => {
    expect(readDomainScopes(real(ESLINT_CONFIG))).toEqual(
      expect.arrayContaining(['compliance', 'kyc', 'promotions', 'referral', 'chart', 'fingerprint']),
    );
  });
});
