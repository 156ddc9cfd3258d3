/** @type {import('jest').Config} */
module.exports = {
  displayName: 'ui',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
  // The preset's setup plus the jsdom polyfills Chakra overlays need (menus, tooltips, drawers).
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup.ts', '<rootDir>/src/testing/jsdom-polyfills.ts'],
};
