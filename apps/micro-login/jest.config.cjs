/** @type {import('jest').Config} */
module.exports = {
  displayName: 'micro-login',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
