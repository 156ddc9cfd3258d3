/** @type {import('jest').Config} */
module.exports = {
  displayName: 'chatroom',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
