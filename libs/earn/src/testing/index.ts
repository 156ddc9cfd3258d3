// Fixtures for tests and stories of @exchange/earn, imported as @exchange/earn/testing.
export { EarnClientProvider, earnFixtures, earnLinks, withEarnClient } from './earn-fixtures';
export type { EarnClientOptions } from './earn-fixtures';
