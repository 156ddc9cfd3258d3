// Shared Jest preset: SWC transform, jsdom with fetch (jest-fixed-jsdom), workspace path aliases.
const path = require('node:path');
const { compilerOptions } = require('./tsconfig.base.json');

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const moduleNameMapper = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [`^${escape(alias)}$`, path.join(__dirname, target)]),
);

// Packages published as ESM only: transform them too (this replaces, not extends, the default).
const esm = [
  'react-intl',
  '@formatjs',
  'intl-messageformat',
  'echarts',
  'zrender',
  'jotai',
  'msw',
  '@mswjs',
  '@bundled-es-modules',
  'until-async',
  'rettime',
  'outvariant',
  'strict-event-emitter',
  'headers-polyfill',
  'is-node-process',
  'tslib',
  '@open-draft',
  '@noble',
  'otpauth',
];

module.exports = {
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  transform: {
    '^.+\\.(t|j|mj|cj)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`node_modules/(?!(${esm.map(escape).join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
  moduleNameMapper: {
    '\\.(css|scss)$': path.join(__dirname, 'tools/jest/style-mock.cjs'),
    ...moduleNameMapper,
  },
  setupFilesAfterEnv: [path.join(__dirname, 'tools/jest/setup.ts'), path.join(__dirname, 'tools/jest/jsdom-polyfills.ts')],
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx', '<rootDir>/**/*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/.next/'],
  passWithNoTests: false,
};
