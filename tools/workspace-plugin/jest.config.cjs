/** @type {import('jest').Config} */
module.exports = {
  displayName: 'workspace-plugin',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
  testEnvironment: 'node',
};
