// Fixtures for tests and stories of @exchange/launch, imported as @exchange/launch/testing.
export {};
