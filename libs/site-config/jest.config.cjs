/** @type {import('jest').Config} */
module.exports = {
  displayName: 'site-config',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
