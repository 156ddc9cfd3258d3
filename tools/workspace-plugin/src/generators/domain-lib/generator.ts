import { formatFiles, generateFiles, runTasksInSerial, workspaceRoot, type GeneratorCallback, type Tree } from '@nx/devkit';
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import * as path from 'node:path';
import { baseLibrary, deleteBaseLeftovers } from './lib/base-library';
import { normalizeOptions, type NormalizedDomainLibOptions } from './lib/normalize-options';
import { addDomainScope, addPathAliases } from './lib/root-files';
import type { DomainLibSchema } from './schema';

/** Regenerate libs/<name>/api-report.md with tools/scripts/api-report.mjs once the files are on disk. */
export function writeApiReport(name: string, root = workspaceRoot): void {
  const r = spawnSync(process.execPath, [path.join(root, 'tools/scripts/api-report.mjs'), '--write', name], {
    cwd: root,
    encoding: 'utf-8',
  });
  if (r.status !== 0) throw new Error(`api-report could not write libs/${name}/api-report.md:\n${r.stderr || r.stdout}`);
}

/** The template folders for a library: common, then react (feature, ui) or plain, then feature (the layer). */
function templateDirs(options: NormalizedDomainLibOptions): string[] {
  const sets = ['common', options.react ? 'react' : 'plain', ...(options.layer ? ['feature'] : [])];
  return sets.map((set) => path.join(__dirname, 'files', set));
}

/** The paths the templates write: `__name__` replaced, `.template` dropped. */
function houseFiles(options: NormalizedDomainLibOptions): Set<string> {
  const files = templateDirs(options).flatMap((dir) =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')),
  );
  return new Set(files.map((file) => `${options.projectRoot}/${file.replace(/__name__/g, options.name).replace(/\.template$/, '')}`));
}

/**
 * Create libs/<name> shaped like the existing libraries. Nx's own library generator lays the project down first
 * (`@nx/react` for feature and ui, `@nx/js` for data-access and util; decision 1760), then the house files replace
 * or join what it wrote and whatever the house does not have is deleted: project.json with `type:` and `scope:` tags
 * and only the targets no nx.json plugin infers, package.json with "." and "./testing", jest (our preset), tsconfig,
 * Storybook, README, a starter rule with its case table, messages (feature and ui), the testing entry and the API
 * report; a feature library also gets its layer (`src/lib/layer/<name>-layer.tsx`, spec and story) and
 * `src/lib/browser/`. The path aliases and, for a domain scope, the module-boundary scope are registered first, so a
 * refusal leaves the tree untouched. The returned callback, run by the CLI after the files are written, fills
 * api-report.md with the real report.
 */
export async function domainLibGenerator(tree: Tree, schema: DomainLibSchema): Promise<GeneratorCallback> {
  const options = normalizeOptions(tree, schema);
  addPathAliases(tree, options.name);
  if (options.scope !== 'shared') addDomainScope(tree, options.scope);
  const baseTask = await baseLibrary(tree, options);
  deleteBaseLeftovers(tree, options.projectRoot, houseFiles(options));
  const substitutions = { ...options, tmpl: '' };
  for (const dir of templateDirs(options)) generateFiles(tree, dir, options.projectRoot, substitutions);
  await formatFiles(tree);
  return runTasksInSerial(baseTask, () => writeApiReport(options.name));
}

export default domainLibGenerator;
