/** @type {import('jest').Config} */
module.exports = {
  displayName: 'micro-chatroom',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
