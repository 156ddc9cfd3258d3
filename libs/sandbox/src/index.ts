// Hosts: msw/node + msw-storybook-addon, the app's catch-all route, in-process server fetch
export { sandboxHandlers } from './lib/handlers/create-handlers';
export { handleSandboxRequest } from './lib/handle-request';
export { handleSandboxCollector, handleSandboxControl } from './lib/control/handle-control';

// Personas (decision 0205)
export { DEFAULT_PERSONA, PERSONAS, PERSONA_NAMES, isPersonaName } from './lib/personas';
export type { PersonaName } from './lib/personas';
export type { Persona } from './lib/personas/persona';
export type { PersonaCatalogProps } from './lib/persona-catalog';

// Faults, cookies and sandbox rules (decision 0206)
export { PERSONA_COOKIE } from './lib/rules/sandbox-cookies';

// Market data: symbols, history walk and live candles (decision 0411)
export { pushMarket } from './lib/market/market-hub';

// Realtime socket on the app's origin, its market simulation and socket faults (issue 20, decisions 1803, 1804)
export {
  FLOOD,
  SANDBOX_REALTIME_PATH,
  SIM_STEP_MS,
  SOCKET_FAULTS,
  applySocketFault,
  closeSandboxSockets,
  handleSandboxUpgrade,
} from './lib/realtime/socket-server';
export type { SocketFault } from './lib/realtime/socket-server';
export { createMarketSim } from './lib/realtime/market-sim';
export type { MarketSim } from './lib/realtime/market-sim';
// Accounts that hold (issue 23, decisions 1830–1833): the one TOTP check, and a code for tests
export { SANDBOX_PASSWORD, verifyTotp } from './lib/accounts/account-store';
export type { SandboxAccount } from './lib/accounts/account-store';
export { totpCodeAt } from './lib/accounts/totp';
