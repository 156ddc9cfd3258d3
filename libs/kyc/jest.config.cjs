/** @type {import('jest').Config} */
module.exports = {
  displayName: 'kyc',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
