/** @type {import('jest').Config} */
module.exports = {
  displayName: 'wallet',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
