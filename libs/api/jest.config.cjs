/** @type {import('jest').Config} */
module.exports = {
  displayName: 'api',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
