// Root ESLint flat config. Module boundaries are enforced here and proved by tools/workspace-plugin/src/lint-boundaries.spec.ts.
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import nextPlugin from '@next/eslint-plugin-next';
import prettierConfig from 'eslint-config-prettier';

const utilBannedImports = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'next',
  'next/*',
  '@chakra-ui/*',
  '@emotion/*',
  'react-intl',
  'swr',
  'swr/*',
  'jotai',
  'jotai/*',
  'echarts-for-react',
];

const domainScopes = ['compliance', 'kyc', 'promotions', 'referral', 'chart', 'fingerprint'];

/** The type matrix and the scope rules; `allowTesting` adds type:testing for tests, stories and fixtures. */
export const depConstraints = (allowTesting = false) => {
  const t = (tags) => (allowTesting ? [...tags, 'type:testing'] : tags);
  return [
    { sourceTag: 'type:app', onlyDependOnLibsWithTags: t(['type:feature', 'type:ui', 'type:data-access', 'type:util']) },
    { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util', 'type:testing', 'type:data-access'] },
    { sourceTag: 'type:feature', onlyDependOnLibsWithTags: t(['type:feature', 'type:ui', 'type:data-access', 'type:util']) },
    { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: t(['type:data-access', 'type:util']) },
    { sourceTag: 'type:ui', onlyDependOnLibsWithTags: t(['type:ui', 'type:util']) },
    {
      sourceTag: 'type:util',
      onlyDependOnLibsWithTags: t(['type:util']),
      bannedExternalImports: allowTesting ? [] : utilBannedImports,
    },
    { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:testing', 'type:data-access', 'type:util'] },
    { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: ['type:util'] },
    { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
    ...domainScopes.map((scope) => ({
      sourceTag: `scope:${scope}`,
      onlyDependOnLibsWithTags: [`scope:${scope}`, 'scope:shared'],
    })),
    { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared', ...domainScopes.map((s) => `scope:${s}`)] },
    { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:shared', 'scope:tools'] },
  ];
};

const boundaries = (allowTesting) => [
  'error',
  {
    enforceBuildableLibDependency: true,
    allow: [],
    depConstraints: depConstraints(allowTesting),
    // The app imports these domains' rules statically and loads their dialogs with next/dynamic only when a
    // rule shows one (decision 0004). Every library is `sideEffects: false`, so the bundler splits them by
    // export: the static import no longer pulls the lazily loaded components into the first load.
    // The same holds for @exchange/ui: the shell takes its Chakra-free components statically and the
    // lazily loaded banners and dialogs take `ChakraIsland` with them.
    checkDynamicDependenciesExceptions: ['@exchange/compliance', '@exchange/kyc', '@exchange/promotions', '@exchange/ui'],
  },
];

// Files where the sandbox (type:testing) may be imported: tests, stories, fixtures,
// Storybook config, and the app's embedded-default sandbox module.
export const testingFiles = [
  '**/*.spec.ts',
  '**/*.spec.tsx',
  '**/*.stories.tsx',
  '**/*.stories.ts',
  '**/.storybook/**',
  '**/src/testing/**',
  'apps/web/src/sandbox/**',
  'apps/web-e2e/**',
];

export default [
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.next/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.nx/**',
      '**/next-env.d.ts',
      '**/mockServiceWorker.js',
      'apps/web/public/**',
      'tools/workspace-plugin/src/generators/**/files/**',
    ],
  },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'],
    rules: {
      '@nx/enforce-module-boundaries': boundaries(false),
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: testingFiles,
    rules: { '@nx/enforce-module-boundaries': boundaries(true) },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['apps/web/**/*.ts', 'apps/web/**/*.tsx'],
    plugins: { '@next/next': nextPlugin },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  {
    // Rules and schemas are pure: they never reach into components or api.
    files: ['libs/*/src/lib/rules/**', 'libs/*/src/lib/schemas/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/components/**', '**/api/**', 'react', 'react-dom', '@chakra-ui/*', 'swr'],
              message: 'Rules and schemas are pure TypeScript.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly', __dirname: 'readonly', process: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Formatting belongs to Prettier (checked in the lint stage): turn off the stylistic rules it owns.
  prettierConfig,
];
