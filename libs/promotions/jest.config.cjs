/** @type {import('jest').Config} */
module.exports = {
  displayName: 'promotions',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
