// Fixtures for tests and stories of @exchange/content, imported as @exchange/content/testing.
export {};
