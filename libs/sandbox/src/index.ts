// Hosts: msw/node + msw-storybook-addon, the app's catch-all route, in-process server fetch
export { sandboxHandlers } from './lib/handlers/create-handlers';
export { handleSandboxRequest } from './lib/handle-request';
export { handleSandboxControl } from './lib/control/handle-control';

// Personas (decision 0205)
export { DEFAULT_PERSONA, PERSONAS, PERSONA_NAMES, isPersonaName } from './lib/personas';
export type { PersonaName } from './lib/personas';
export type { Persona } from './lib/personas/persona';
export type { PersonaCatalogProps } from './lib/persona-catalog';

// Faults, cookies and sandbox rules (decision 0206)
export { PERSONA_COOKIE } from './lib/rules/sandbox-cookies';

// Market data: symbols, history walk and live candles (decision 0411)
export { pushMarket } from './lib/market/market-hub';

// Accounts that hold (issue 23, decisions 1830–1833): the one TOTP check, and a code for tests
export { SANDBOX_PASSWORD, verifyTotp } from './lib/accounts/account-store';
export type { SandboxAccount } from './lib/accounts/account-store';
export { totpCodeAt } from './lib/accounts/totp';
