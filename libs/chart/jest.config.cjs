/** @type {import('jest').Config} */
module.exports = {
  displayName: 'chart',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
  // The preset's setup plus the jsdom polyfills Chakra menus and dialogs need (ResizeObserver, PointerEvent).
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup.ts', '<rootDir>/../ui/src/testing/jsdom-polyfills.ts', '<rootDir>/src/testing/jsdom-pointer-event.ts'],
};
