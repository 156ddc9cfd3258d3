/** @type {import('jest').Config} */
module.exports = {
  displayName: 'compliance',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
