// Fixtures for tests and stories of @exchange/micro-app, imported as @exchange/micro-app/testing.
import type { MicroAppLoader } from '../lib/browser/load-micro-app';
import type { MicroAppProps, MicroAppRegistration } from '../lib/contract';
import type { EntryCheck } from '../lib/rules/load-phase';

export interface FakeMicroApp {
  loader: MicroAppLoader;
  registration: MicroAppRegistration;
  /** Every call the host made, in order (`check`, `load`, `mount`, `update`, `unmount`). */
  calls: { step: string; props?: MicroAppProps }[];
}

export interface FakeMicroAppOptions {
  name?: string;
  version?: string;
  /** The HEAD check's answer; default ok with the same version. `'pending'` never answers (the loading state). */
  check?: EntryCheck | 'pending';
  /** `mount` throws this message. */
  mountThrows?: string;
  /** The script fails to load. */
  loadFails?: boolean;
}

/** A micro-app without a static host: a loader answering from memory and a registration writing plain DOM. */
export function createFakeMicroApp({
  name = 'demo',
  version = '1.0.0',
  check = { ok: true, version },
  mountThrows,
  loadFails = false,
}: FakeMicroAppOptions = {}): FakeMicroApp {
  const calls: FakeMicroApp['calls'] = [];
  let root: HTMLElement | null = null;
  const render = (props: MicroAppProps) => {
    if (root) root.textContent = `Micro-app ${name} ${version} (${props.locale}, ${props.theme})`;
  };
  const registration: MicroAppRegistration = {
    name,
    version,
    mount(element, props) {
      calls.push({ step: 'mount', props });
      if (mountThrows) throw new Error(mountThrows);
      root = element;
      render(props);
    },
    update(props) {
      calls.push({ step: 'update', props });
      render(props);
    },
    unmount() {
      calls.push({ step: 'unmount' });
      if (root) root.textContent = '';
      root = null;
    },
  };
  const loader: MicroAppLoader = {
    check: () => {
      calls.push({ step: 'check' });
      return check === 'pending' ? new Promise<EntryCheck>(() => undefined) : Promise.resolve(check);
    },
    load: () => {
      calls.push({ step: 'load' });
      return loadFails ? Promise.reject(new Error('script failed')) : Promise.resolve(registration);
    },
  };
  return { loader, registration, calls };
}

/** Props a micro-app gets on an English, light page without limits. */
export const sampleMicroAppProps: MicroAppProps = { locale: 'en', languagePrefix: '', theme: 'light', limitFlags: {}, extra: {} };
