// Root ESLint flat config. Module boundaries are enforced here and proved by tools/workspace-plugin/src/lint-boundaries.spec.ts.
import nextPlugin from '@next/eslint-plugin-next';
import nx from '@nx/eslint-plugin';
import prettierConfig from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

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
];

const domainScopes = [
  'compliance',
  'kyc',
  'promotions',
  'referral',
  'chart',
  'fingerprint',
  'account',
  'wallet',
  'chatroom',
  'content',
  'earn',
  'launch',
];

/**
 * The type matrix and the scope rules; `allowTesting` adds type:testing for tests, stories and fixtures;
 * `testingRendersUi` lets a type:testing project render type:ui (only the shared Storybook preview, decision 1700).
 */
export const depConstraints = (allowTesting = false, testingRendersUi = false) => {
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
    {
      sourceTag: 'type:testing',
      onlyDependOnLibsWithTags: ['type:testing', ...(testingRendersUi ? ['type:ui'] : []), 'type:data-access', 'type:util'],
    },
    { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: ['type:util'] },
    // Micro-apps (apps/micro-*, decision 1110) are bundles of their own: they import no project, and nothing imports them.
    { sourceTag: 'type:micro-app', onlyDependOnLibsWithTags: [] },
    { sourceTag: 'scope:micro', onlyDependOnLibsWithTags: ['scope:micro'] },
    { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
    ...domainScopes.map((scope) => ({
      sourceTag: `scope:${scope}`,
      onlyDependOnLibsWithTags: [`scope:${scope}`, 'scope:shared'],
    })),
    { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared', ...domainScopes.map((s) => `scope:${s}`)] },
    { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:shared', 'scope:tools'] },
  ];
};

const boundaries = (allowTesting, testingRendersUi = false) => [
  'error',
  {
    enforceBuildableLibDependency: true,
    allow: [],
    depConstraints: depConstraints(allowTesting, testingRendersUi),
    // The app imports these domains' rules statically and loads their dialogs with next/dynamic only when a
    // rule shows one (decision 0004). Every library is `sideEffects: false`, so the bundler splits them by
    // export: the static import no longer pulls the lazily loaded components into the first load.
    // The same holds for @exchange/ui: the shell takes its Chakra-free components statically and the
    // lazily loaded banners and dialogs take `ChakraIsland` with them. Account and wallet: the /myaccount catch-all
    // loads each view with the page that shows it (decision 1950) while other pages import their rules statically.
    checkDynamicDependenciesExceptions: [
      '@exchange/account',
      '@exchange/compliance',
      '@exchange/kyc',
      '@exchange/promotions',
      '@exchange/ui',
      '@exchange/wallet',
    ],
  },
];

// Import order and cycles (issue 9 item 5, decision 0703). `npm run fix-imports` puts a file's imports in order.
const IMPORT_RULES = 'error';

/**
 * Packages (Node built-ins, npm packages and `@exchange/*` together), then relative imports from farthest to nearest
 * (`../`, `./`, `.`); alphabetized in each group, no blank lines. This is the order most files already follow: about one
 * file in eight changes, against half of them with separate builtin/external/@exchange groups and blank lines (decision 0703).
 */
export const importOrder = {
  groups: [['builtin', 'external', 'internal'], 'parent', 'sibling', 'index'],
  // The app's own `@/…` imports come after the packages, as the relative imports they replace did.
  pathGroups: [{ pattern: '@/**', group: 'parent', position: 'before' }],
  'newlines-between': 'never',
  alphabetize: { order: 'asc', caseInsensitive: true },
};

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
    // The shared Storybook preview (type:testing, decision 1700) wraps stories in the app's providers from libs/ui.
    // No product library imports it (the preset adds it by path), so this opens no path from product code to the sandbox.
    files: ['libs/storybook-preview/**'],
    rules: { '@nx/enforce-module-boundaries': boundaries(true, true) },
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
    // Import hygiene (issue 9 item 5): one import order everywhere and no import cycles. The TypeScript resolver
    // follows the tsconfig path aliases (`@exchange/*`, the app's `@/`), so cycles through a library's door count too.
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: ['tsconfig.base.json', 'apps/*/tsconfig.json', 'libs/*/tsconfig.json', 'tools/*/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/order': [IMPORT_RULES, importOrder],
      'import-x/no-cycle': [IMPORT_RULES, { ignoreExternal: true }],
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
