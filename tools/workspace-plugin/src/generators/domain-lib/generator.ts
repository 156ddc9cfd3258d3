import { generateFiles, type Tree } from '@nx/devkit';
import * as path from 'node:path';
import { normalizeOptions } from './lib/normalize-options';
import { addDomainScope, addPathAliases } from './lib/root-files';
import type { DomainLibSchema } from './schema';

/**
 * Create libs/<name> shaped like the existing libraries: project.json with `type:` and `scope:` tags,
 * package.json with "." and "./testing", jest, tsconfig, Storybook, README, a starter rule with its
 * case table, messages (feature and ui) and the testing entry; then register the path aliases and,
 * for a domain scope, the module-boundary scope.
 */
export async function domainLibGenerator(tree: Tree, schema: DomainLibSchema): Promise<void> {
  const options = normalizeOptions(tree, schema);
  addPathAliases(tree, options.name);
  if (options.scope !== 'shared') addDomainScope(tree, options.scope);
  const substitutions = { ...options, tmpl: '' };
  generateFiles(tree, path.join(__dirname, 'files', 'common'), options.projectRoot, substitutions);
  generateFiles(tree, path.join(__dirname, 'files', options.react ? 'react' : 'plain'), options.projectRoot, substitutions);
}

export default domainLibGenerator;
