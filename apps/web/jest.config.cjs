/** @type {import('jest').Config} */
module.exports = {
  displayName: 'web',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
