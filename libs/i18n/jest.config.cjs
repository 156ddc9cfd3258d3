/** @type {import('jest').Config} */
module.exports = {
  displayName: 'i18n',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
