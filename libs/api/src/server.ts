// What the app's server modules use, apart from the main entry: a server component that imports the main entry
// makes every client module re-exported there (the per-call hooks, the client provider) a client reference of its
// page, so they would reach every page's first load (decision 0004).
export { parseCookieHeader } from './lib/rules/cookies';
export { isLoggedInFromCookies } from './lib/rules/login-state';
export { swrKey } from './lib/rules/swr-key';
export { CURR_FIAT_COOKIE, applyFiatChoice } from './lib/rules/fiat-choice';
export { createServerExchangeClient } from './lib/client/server-client';
export { prefetchFallback } from './lib/client/prefetch';
export type { PrefetchRequest } from './lib/client/prefetch';
export type { HeaderCommonData } from './lib/schemas/site';
export type { OgShow } from './lib/schemas/og-show';
