// Hosts: msw/node + msw-storybook-addon, the app's catch-all route, in-process server fetch
export { createSandboxHandlers, sandboxHandlers } from './lib/handlers/create-handlers';
export type { SandboxHandlerOptions } from './lib/handlers/create-handlers';
export { createSandboxFetch, handleSandboxRequest, sandboxFetch } from './lib/handle-request';
export type { SandboxFetchOptions } from './lib/handle-request';
export { CONTROL_PREFIX, handleSandboxControl } from './lib/control/handle-control';

// Personas (decision 0205)
export { DEFAULT_PERSONA, PERSONAS, PERSONA_NAMES, getPersona, isPersonaName } from './lib/personas';
export type { PersonaName } from './lib/personas';
export type { Persona, PersonaAccount, PersonaMarketing } from './lib/personas/persona';
export { personaTriggers } from './lib/rules/persona-triggers';
export { PersonaCatalog } from './lib/persona-catalog';
export type { PersonaCatalogProps } from './lib/persona-catalog';

// Faults, cookies and sandbox rules (decision 0206)
export { FAULT_KINDS, FAULTS_COOKIE, applyFaultCommand, isFaultCommand, parseFaults, serializeFaults } from './lib/rules/fault-cookie';
export type { FaultCommand, FaultKind, FaultMap } from './lib/rules/fault-cookie';
export { FAULT_CODE, NOT_LOGGED_IN_CODE, TIMEOUT_FAULT_CAP_MS, timeoutFaultDelay } from './lib/rules/fault-bodies';
export { PERSONA_COOKIE, SID_COOKIE } from './lib/rules/sandbox-cookies';
export { safeNextPath } from './lib/rules/safe-next-path';
export { WRONG_TOTP } from './lib/handlers/responders-account';
export { inviteCodeAnswer } from './lib/handlers/responders-site';
export { resetSandboxState } from './lib/state/session-state';

// Market data: symbols, history walk and live candles (decision 0411)
export { SANDBOX_SYMBOLS } from './lib/market/symbols';
export type { SandboxSymbol } from './lib/market/symbols';
export { marketListenerCount, pushMarket } from './lib/market/market-hub';
export type { MarketPush } from './lib/market/market-hub';
export { DEFAULT_STREAM_INTERVAL_MS, STREAM_MAX_LIFETIME_MS } from './lib/market/bar-stream';
export { EVENT_STREAM_HEADERS, INVALID_MARKET_INPUT_CODE, UNKNOWN_SYMBOL_CODE } from './lib/handlers/responders-market';
