/** @type {import('jest').Config} */
module.exports = {
  displayName: 'fingerprint',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
