// Fixtures for tests and stories of @exchange/earn, imported as @exchange/earn/testing.
export {};
