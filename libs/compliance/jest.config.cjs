const path = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'compliance',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
  // Next resolves `server-only` itself; under Jest the server entry's marker import is a no-op.
  moduleNameMapper: { '^server-only$': path.join(__dirname, '../../node_modules/next/dist/compiled/server-only/empty.js') },
};
