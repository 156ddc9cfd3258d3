/** @type {import('jest').Config} */
module.exports = {
  displayName: 'native-app',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
