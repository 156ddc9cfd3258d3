/**
 * The micro-app contract (decision 1110). A micro-app is a script served from the static host at
 * `<base>/<name>/entry.js`; when it runs it registers itself on `window.__exchangeMicroApps[<name>]`:
 * `{ name, version, mount(element, props), update(props), unmount() }`. The host mounts it into an element it owns,
 * calls `update` when a watched prop changes (rules/props-diff.ts) and `unmount` when it leaves.
 */

/** The global object micro-apps register on. */
export const MICRO_APP_REGISTRY_GLOBAL = '__exchangeMicroApps';

/** Header the static host sets on the entry (HEAD and GET) with the bundle's version, from its manifest. */
export const MICRO_APP_VERSION_HEADER = 'x-micro-app-version';

export type MicroAppTheme = 'light' | 'dark' | 'system';

/** What every micro-app receives. The host may add fields of its own (`extra`), which do not trigger `update`. */
export interface MicroAppProps {
  /** The page's locale code (`en`, `ar`, …). */
  locale: string;
  /** The path prefix of that locale on this site ('' for the site's default locale, else `/ar`, …). */
  languagePrefix: string;
  theme: MicroAppTheme;
  /** Region limit flags (spec 02 §8: UK and Italy limits, …), by name. */
  limitFlags: Readonly<Record<string, boolean>>;
  /** Anything else the host passes to this micro-app (e.g. the chatroom's group and sub-account flag). */
  extra: Readonly<Record<string, string | number | boolean | null>>;
}

export interface MicroAppRegistration {
  name: string;
  version: string;
  mount(element: HTMLElement, props: MicroAppProps): void;
  update(props: MicroAppProps): void;
  unmount(): void;
}

/**
 * The registration a micro-app left on `view`, or null when there is none or it does not have the contract's shape
 * (a foreign or broken script must not reach `mount`).
 */
export function readRegistration(view: object, name: string): MicroAppRegistration | null {
  const registry: unknown = Reflect.get(view, MICRO_APP_REGISTRY_GLOBAL);
  if (!registry || typeof registry !== 'object') return null;
  const candidate: unknown = Reflect.get(registry, name);
  if (!candidate || typeof candidate !== 'object') return null;
  const field = (key: string): unknown => Reflect.get(candidate, key);
  const ok =
    field('name') === name &&
    typeof field('version') === 'string' &&
    typeof field('mount') === 'function' &&
    typeof field('update') === 'function' &&
    typeof field('unmount') === 'function';
  return ok ? (candidate as MicroAppRegistration) : null;
}
