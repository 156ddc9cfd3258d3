/** @type {import('jest').Config} */
module.exports = {
  displayName: 'compliance',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
  // The preset's setup plus the jsdom polyfills Chakra dialogs and checkboxes need (ResizeObserver & co., PointerEvent).
  setupFilesAfterEnv: [
    '<rootDir>/../../tools/jest/setup.ts',
    '<rootDir>/../ui/src/testing/jsdom-polyfills.ts',
    '<rootDir>/src/testing/jsdom-pointer-event.ts',
  ],
};
