// Fixtures for tests and stories of @exchange/account, imported as @exchange/account/testing.
export {};
