/** @type {import('jest').Config} */
module.exports = {
  displayName: 'earn',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
