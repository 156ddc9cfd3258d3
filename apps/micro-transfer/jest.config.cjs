/** @type {import('jest').Config} */
module.exports = {
  displayName: 'micro-transfer',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
