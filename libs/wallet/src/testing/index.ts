// Fixtures for tests and stories of @exchange/wallet, imported as @exchange/wallet/testing.
export {};
