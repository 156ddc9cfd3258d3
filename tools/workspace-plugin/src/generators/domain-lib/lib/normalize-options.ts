import { getProjects, type Tree } from '@nx/devkit';
import type { DomainLibSchema, DomainLibType } from '../schema';

export interface NormalizedDomainLibOptions {
  name: string;
  description: string;
  type: DomainLibType;
  scope: string;
  projectRoot: string;
  importPath: string;
  /** feature and ui libraries render React: Storybook with app providers and a messages file. */
  react: boolean;
  /** A feature (domain) library gets a mountable layer, `src/lib/layer/<name>-layer.tsx`. */
  layer: boolean;
  /** PascalCase of the name, for the layer component: `earn-wallet` → `EarnWallet`. */
  className: string;
}

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const TYPES: readonly DomainLibType[] = ['feature', 'ui', 'data-access', 'util'];
/** Scopes that belong to the app and the tooling, never to a library made here. */
const RESERVED_SCOPES: readonly string[] = ['web', 'tools'];

function isLibType(value: string): value is DomainLibType {
  return (TYPES as readonly string[]).includes(value);
}

/** Validate the options and derive paths; throws a message the CLI shows as is. */
export function normalizeOptions(tree: Tree, schema: DomainLibSchema): NormalizedDomainLibOptions {
  const name = schema.name.trim();
  if (!KEBAB.test(name)) {
    throw new Error(`Library name "${schema.name}" must be kebab-case, e.g. "payments" or "earn-wallet".`);
  }
  const type = schema.type ?? 'feature';
  if (!isLibType(type)) {
    throw new Error(`--type must be one of ${TYPES.join(', ')} (got "${type}").`);
  }
  const scope = (schema.scope ?? name).trim();
  if (!KEBAB.test(scope)) {
    throw new Error(`--scope "${scope}" must be kebab-case.`);
  }
  if (RESERVED_SCOPES.includes(scope)) {
    throw new Error(`--scope "${scope}" belongs to the ${scope === 'web' ? 'app' : 'tooling'}; use the domain's name or "shared".`);
  }
  const description = schema.description.replace(/\s+/g, ' ').trim();
  if (description === '') {
    throw new Error('--description must say what the library owns (it opens the README).');
  }
  const projectRoot = `libs/${name}`;
  if (getProjects(tree).has(name)) {
    throw new Error(`A project named "${name}" already exists.`);
  }
  if (tree.exists(projectRoot)) {
    throw new Error(`${projectRoot} already exists.`);
  }
  return {
    name,
    description,
    type,
    scope,
    projectRoot,
    importPath: `@exchange/${name}`,
    react: type === 'feature' || type === 'ui',
    layer: type === 'feature',
    className: name.replace(/(^|-)([a-z0-9])/g, (_m, _dash: string, c: string) => c.toUpperCase()),
  };
}
