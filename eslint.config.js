import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import globals from 'globals';
import local from './tools/lint/no-cycle.js';
import tseslint from 'typescript-eslint';

// The layers of src (docs/architecture.md, "Layers"), lowest first: config, lib, hooks,
// components, features, app. A layer imports only those below it (decision 83); a feature reaches
// another only through that feature's named entries, `index.ts` (the visitor's side), `admin.ts`
// (the staff's side) and `published.ts` (what its published files are built from, decision 82).
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const layers = ['config', 'lib', 'hooks', 'components', 'features', 'app'];
const layerZones = layers.slice(0, -1).map((layer, index) => ({
  target: `./src/${layer}`,
  from: layers.slice(index + 1).map((above) => `./src/${above}`),
  message: `src/${layer} must not import a layer above it (${layers.slice(index + 1).join(', ')}): move what both need down.`,
}));
const entries = ['index.ts', 'admin.ts', 'published.ts'];
const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [
    `./${feature}`,
    ...features
      .filter((other) => other !== feature)
      .flatMap((other) => entries.map((entry) => `./${other}/${entry}`)),
  ],
  message:
    'Import another feature through its entry (index.ts for the site, admin.ts for staff, published.ts for its published files).',
}));

// Imports climb at most two folders; further away, `#src/*` (package.json's imports) says where.
const climbingPaths = {
  group: ['../../../*'],
  message:
    'Import through the #src/, #scripts/ or #tools/ alias instead of climbing three folders.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-emulator*',
      'dist-bench*',
      'coverage',
      'node_modules',
      '.emulator-data',
      'test-results',
      'playwright-report',
      // Broken on purpose: tools/lint/lint-rules.test.ts lints them to see the rules refuse them.
      'tools/lint/fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, local },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      // TypeScript sources, and the `#src/*` alias through tsconfig's paths.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          tsconfig: { configFile: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) },
        }),
      ],
    },
    rules: {
      // import-x's own no-cycle passes over type-only imports (decision 83).
      'local/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test-support/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layerZones,
            ...featureZones,
            {
              target: './src',
              from: './src/test-support',
              message: 'src/test-support is for tests only.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests may fake another feature's module, but keep to their layer too.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [climbingPaths] }] },
  },
  {
    // Only the data-access layer talks to the Firebase SDKs (see docs/architecture.md).
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/lib/firebase/**',
      'src/lib/data/**',
      'src/features/*/api/**',
      // A feature in parts (the money: receipts, import) has an api module per part.
      'src/features/*/*/api/**',
      'src/**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            climbingPaths,
            {
              group: ['firebase/*', '@firebase/*'],
              message:
                'Use the data-access layer (src/lib/data, src/lib/firebase or a feature api module).',
            },
          ],
        },
      ],
    },
  },
);
