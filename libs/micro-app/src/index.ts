export { MicroAppHost, type MicroAppHostProps } from './lib/components/micro-app-host/micro-app-host';
export { browserMicroAppLoader, checkEntry, type MicroAppLoader } from './lib/browser/load-micro-app';
export {
  MICRO_APP_REGISTRY_GLOBAL,
  MICRO_APP_VERSION_HEADER,
  type MicroAppProps,
  type MicroAppRegistration,
  type MicroAppTheme,
} from './lib/contract';
export { DEFAULT_MICRO_APP_BASE, microAppBase, microAppEntryUrl } from './lib/rules/entry-url';
export type { EntryCheck, MicroAppPhase } from './lib/rules/load-phase';
export { isCompatibleVersion } from './lib/rules/version';
export { messages as microAppMessages } from './lib/messages';
