/** @type {import('jest').Config} */
module.exports = {
  displayName: 'launch',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
