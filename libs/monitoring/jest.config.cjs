/** @type {import('jest').Config} */
module.exports = {
  displayName: 'monitoring',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
