/** @type {import('jest').Config} */
module.exports = {
  displayName: 'content',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
