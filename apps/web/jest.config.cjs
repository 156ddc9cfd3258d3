/** @type {import('jest').Config} */
module.exports = {
  displayName: 'web',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
  moduleNameMapper: {
    // `import 'server-only'` marks the modules of src/server (Next resolves it to its own copy, which throws in a
    // browser bundle); the unit tests run them in jsdom, so they get Next's empty server-side module.
    '^server-only$': require.resolve('next/dist/compiled/server-only/empty.js'),
    // The app's `@/` alias (apps/web/tsconfig.json paths; Next reads the same paths when it builds).
    '^@/(.*)$': '<rootDir>/src/$1',
  },
};
