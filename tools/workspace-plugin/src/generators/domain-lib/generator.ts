import { generateFiles, workspaceRoot, type GeneratorCallback, type Tree } from '@nx/devkit';
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { normalizeOptions } from './lib/normalize-options';
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

/**
 * Create libs/<name> shaped like the existing libraries: project.json with `type:` and `scope:` tags,
 * package.json with "." and "./testing", jest, tsconfig, Storybook, README, a starter rule with its
 * case table, messages (feature and ui), the testing entry and the API report; a feature library also gets its
 * layer (`src/lib/layer/<name>-layer.tsx`, spec and story) and `src/lib/browser/`. Then register the path aliases
 * and, for a domain scope, the module-boundary scope. The returned callback, run by the CLI after the files are
 * written, fills api-report.md with the real report.
 */
export async function domainLibGenerator(tree: Tree, schema: DomainLibSchema): Promise<GeneratorCallback> {
  const options = normalizeOptions(tree, schema);
  addPathAliases(tree, options.name);
  if (options.scope !== 'shared') addDomainScope(tree, options.scope);
  const substitutions = { ...options, tmpl: '' };
  generateFiles(tree, path.join(__dirname, 'files', 'common'), options.projectRoot, substitutions);
  generateFiles(tree, path.join(__dirname, 'files', options.react ? 'react' : 'plain'), options.projectRoot, substitutions);
  if (options.layer) generateFiles(tree, path.join(__dirname, 'files', 'feature'), options.projectRoot, substitutions);
  return () => writeApiReport(options.name);
}

export default domainLibGenerator;
