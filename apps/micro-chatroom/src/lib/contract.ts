/**
 * The host's side of the micro-app contract (decision 1110), as this bundle sees it. The bundle imports nothing from
 * the web app's libraries (it is served on its own): the shapes are repeated here and checked at run time by the host.
 */
export const MICRO_APP_REGISTRY_GLOBAL = '__exchangeMicroApps';

export interface MicroAppProps {
  locale: string;
  languagePrefix: string;
  theme: 'light' | 'dark' | 'system';
  limitFlags: Readonly<Record<string, boolean>>;
  extra: Readonly<Record<string, string | number | boolean | null>>;
}

export interface MicroAppRegistration {
  name: string;
  version: string;
  mount(element: HTMLElement, props: MicroAppProps): void;
  update(props: MicroAppProps): void;
  unmount(): void;
}

/** Puts a registration where the host's loader looks for it. */
export function register(view: object, registration: MicroAppRegistration): void {
  const existing: unknown = Reflect.get(view, MICRO_APP_REGISTRY_GLOBAL);
  const registry = existing && typeof existing === 'object' ? existing : {};
  Reflect.set(registry, registration.name, registration);
  Reflect.set(view, MICRO_APP_REGISTRY_GLOBAL, registry);
}
