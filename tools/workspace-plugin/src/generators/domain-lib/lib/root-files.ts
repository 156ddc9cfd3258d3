import { updateJson, type Tree } from '@nx/devkit';

export const TSCONFIG_BASE = 'tsconfig.base.json';
export const ESLINT_CONFIG = 'eslint.config.mjs';

interface TsConfigBase {
  compilerOptions?: { paths?: Record<string, string[]> };
}

/** Add `@exchange/<name>` and `@exchange/<name>/testing` to tsconfig.base.json, keeping the paths sorted. */
export function addPathAliases(tree: Tree, name: string): void {
  if (!tree.exists(TSCONFIG_BASE)) {
    throw new Error(`${TSCONFIG_BASE} is missing: the path aliases cannot be added.`);
  }
  updateJson<TsConfigBase>(tree, TSCONFIG_BASE, (json) => {
    const compilerOptions = json.compilerOptions ?? {};
    const paths: Record<string, string[]> = { ...compilerOptions.paths };
    const aliases: Record<string, string[]> = {
      [`@exchange/${name}`]: [`libs/${name}/src/index.ts`],
      [`@exchange/${name}/testing`]: [`libs/${name}/src/testing/index.ts`],
    };
    for (const [alias, target] of Object.entries(aliases)) {
      if (paths[alias]) throw new Error(`${TSCONFIG_BASE} already maps ${alias}.`);
      paths[alias] = target;
    }
    const sorted = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    return { ...json, compilerOptions: { ...compilerOptions, paths: sorted } };
  });
}

const DOMAIN_SCOPES = /const domainScopes = \[([^\]]*)\];/;
const QUOTED = /'([^']*)'/g;

/** The scopes listed in eslint.config.mjs's `domainScopes` array, or null when the array is not there. */
export function readDomainScopes(config: string): string[] | null {
  const match = DOMAIN_SCOPES.exec(config);
  if (!match) return null;
  const body = match[1] ?? '';
  if (body.replace(QUOTED, '').replace(/[\s,]/g, '') !== '') return null;
  return [...body.matchAll(QUOTED)].map((m) => m[1] ?? '');
}

/**
 * Put `scope` in eslint.config.mjs's `domainScopes`, so `scope:<scope>` may depend only on itself and
 * `scope:shared`, and the app may depend on it. Returns false when it was already listed.
 */
export function addDomainScope(tree: Tree, scope: string): boolean {
  const config = tree.read(ESLINT_CONFIG, 'utf-8');
  const scopes = config === null ? null : readDomainScopes(config);
  if (config === null || scopes === null) {
    throw new Error(
      `${ESLINT_CONFIG} has no \`const domainScopes = ['…'];\` array of quoted scopes: add scope:${scope} to the module-boundary rules by hand.`,
    );
  }
  if (scopes.includes(scope)) return false;
  const list = [...scopes, scope].map((s) => `'${s}'`).join(', ');
  tree.write(ESLINT_CONFIG, config.replace(DOMAIN_SCOPES, `const domainScopes = [${list}];`));
  return true;
}
