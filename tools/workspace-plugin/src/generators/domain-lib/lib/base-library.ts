import type { GeneratorCallback, Tree } from '@nx/devkit';
import { libraryGenerator as jsLibraryGenerator } from '@nx/js';
import { libraryGenerator as reactLibraryGenerator } from '@nx/react';
import type { NormalizedDomainLibOptions } from './normalize-options';

/**
 * Root files the base generators rewrite although the house wants them as they were: @nx/react's library generator
 * adds `generators["@nx/react"]` defaults to nx.json and reserialises it. They are put back after the base has run.
 */
export const RESTORED_ROOT_FILES: readonly string[] = ['nx.json', 'package.json', 'tsconfig.base.json'];

/**
 * Files under the project root that the base generators write and the house layout replaces or does not have:
 * the solution-style tsconfig.lib.json (the house has one tsconfig.json), @nx/js's sample `src/lib/<name>.ts`,
 * and anything else the base may add in a later version. Everything under the root that the house templates do not
 * write is deleted; `houseFiles` lists what they write.
 */
export function deleteBaseLeftovers(tree: Tree, projectRoot: string, houseFiles: ReadonlySet<string>): void {
  const visit = (dir: string): void => {
    for (const child of tree.children(dir)) {
      const full = `${dir}/${child}`;
      if (!tree.isFile(full)) visit(full);
      else if (!houseFiles.has(full)) tree.delete(full);
    }
  };
  visit(projectRoot);
}

const contents = (tree: Tree): Map<string, string | null> =>
  new Map(tree.listChanges().map((change) => [change.path, change.type === 'DELETE' ? null : (change.content?.toString('utf-8') ?? '')]));

/**
 * Run Nx's own library generator for the project: `@nx/react` for `feature` and `ui`, `@nx/js` for `data-access`
 * and `util` (decision 1760). Options keep the house shape: no bundler, no linter config or test runner of its own
 * (the root eslint.config.mjs and jest.config.cjs with our preset, both inferred by the nx.json plugins), no path
 * alias (`addPathAliases` writes both, sorted), no plugin registration, no package.json changes, no formatting.
 * Afterwards the root files it rewrote are restored; any other change outside the project root fails the generator,
 * so an Nx upgrade that writes somewhere new is caught instead of committed.
 */
export async function baseLibrary(tree: Tree, options: NormalizedDomainLibOptions): Promise<GeneratorCallback> {
  const before = contents(tree);
  const kept = new Map(RESTORED_ROOT_FILES.map((file) => [file, tree.read(file, 'utf-8')]));
  const common = {
    directory: options.projectRoot,
    name: options.name,
    importPath: options.importPath,
    tags: `type:${options.type},scope:${options.scope}`,
    bundler: 'none',
    linter: 'none',
    unitTestRunner: 'none',
    skipTsConfig: true,
    skipPackageJson: true,
    skipFormat: true,
    addPlugin: false,
    useProjectJson: true,
  } as const;
  const task = options.react
    ? await reactLibraryGenerator(tree, { ...common, style: 'none', component: false, compiler: 'swc' })
    : await jsLibraryGenerator(tree, { ...common, formatter: 'none', minimal: true, config: 'project' });

  for (const [file, text] of kept) {
    if (text === null) {
      if (tree.exists(file)) tree.delete(file);
    } else if (tree.read(file, 'utf-8') !== text) {
      tree.write(file, text);
    }
  }
  const inside = `${options.projectRoot}/`;
  const unexpected = [...contents(tree)]
    .filter(([file, text]) => !file.startsWith(inside) && !kept.has(file) && before.get(file) !== text)
    .map(([file]) => file);
  if (unexpected.length > 0) {
    throw new Error(
      `The ${options.react ? '@nx/react' : '@nx/js'} library generator changed ${unexpected.join(', ')}, outside ${options.projectRoot}. ` +
        'domain-lib does not know these changes: extend lib/base-library.ts (decision 1760) before generating a library.',
    );
  }
  return task;
}
