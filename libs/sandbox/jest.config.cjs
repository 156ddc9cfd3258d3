/** @type {import('jest').Config} */
module.exports = {
  displayName: 'sandbox',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
