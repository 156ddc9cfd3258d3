/** @type {import('jest').Config} */
module.exports = {
  displayName: 'micro-app',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
