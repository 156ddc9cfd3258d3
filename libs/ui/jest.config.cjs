/** @type {import('jest').Config} */
module.exports = {
  displayName: 'ui',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
