/** @type {import('jest').Config} */
module.exports = {
  displayName: 'analytics',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
