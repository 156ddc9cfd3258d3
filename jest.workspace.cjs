// `npm test`'s unit-test stage (decision 1950): every project's own Jest config as one multi-project run, so one
// process and one pool of workers (one per core) take the slowest files first across the whole workspace, rather than
// 26 Jest processes started one after another. `nx affected` and `nx test <project>` still run each project alone.
/** @type {import('jest').Config} */
module.exports = {
  projects: ['<rootDir>/apps/*/jest.config.cjs', '<rootDir>/libs/*/jest.config.cjs', '<rootDir>/tools/*/jest.config.cjs'],
};
