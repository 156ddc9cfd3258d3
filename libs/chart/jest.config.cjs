/** @type {import('jest').Config} */
module.exports = {
  displayName: 'chart',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
