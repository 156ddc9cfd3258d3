/** @type {import('jest').Config} */
module.exports = {
  displayName: 'account',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
