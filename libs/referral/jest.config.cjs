/** @type {import('jest').Config} */
module.exports = {
  displayName: 'referral',
  preset: '../../jest.preset.cjs',
  rootDir: __dirname,
};
