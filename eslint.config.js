// @ts-check
const fs = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const importX = require('eslint-plugin-import-x');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');

const APPS = ['shell', 'mfe-journals', 'mfe-books', 'mfe-news', 'mfe-commerce'];
const { surfaces } = require('./shared/build/shared-surfaces.json');

/**
 * Shared singletons shared narrowed to a facade (shared/build/shared-surfaces.json): in the
 * apps' browser code an import of any other name would be undefined at run time.
 */
function sharedSurfaceImports() {
  return surfaces.flatMap((surface) =>
    surface.packages.map((name) => ({
      name,
      allowImportNames: surface.exports,
      allowTypeImports: true,
      message: `The portal shares only these names of ${name}: add one to shared/build/shared-surfaces.json first.`,
    })),
  );
}

/**
 * Imports flow one way: @portal/shared <- features <- app (STYLE.md 3). Shared never imports an
 * app; no app imports another app's source; a feature never imports another feature.
 */
function boundaryZones() {
  const zones = [
    {
      target: './shared',
      from: [...APPS.map((app) => `./${app}`), './api'],
      message: '@portal/shared must not import an app.',
    },
  ];
  for (const app of APPS) {
    zones.push({
      target: `./${app}`,
      from: [...APPS.filter((other) => other !== app).map((other) => `./${other}`), './api/src'],
      message: "An app never imports another app's source.",
    });
    zones.push({
      target: `./${app}/src/features`,
      from: `./${app}/src/app`,
      message: 'Features do not import the app layer.',
    });
    const featuresDir = path.join(__dirname, app, 'src/features');
    const features = fs.existsSync(featuresDir) ? fs.readdirSync(featuresDir) : [];
    for (const feature of features) {
      zones.push({
        target: `./${app}/src/features/${feature}`,
        from: `./${app}/src/features`,
        except: [`./${feature}`],
        message: 'A feature does not import another feature.',
      });
    }
  }
  return zones;
}

module.exports = tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.deploy/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      'import-x/resolver': {
        typescript: { project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true },
        node: true,
      },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones() }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-duplicates': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['{shell,mfe-*,shared}/src/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**', 'shared/src/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: sharedSurfaceImports(),
          // The contract's schemas are TypeBox values: browser code takes only types from it, and
          // its plain values from the TypeBox-free constants module.
          patterns: [
            {
              regex: '^(@portal/shared/|(\\.\\.?/)+)contract(/(?!constants$).*)?$',
              allowTypeImports: true,
              message:
                'Browser code imports only types from the contract; take its values from @portal/shared/contract/constants (or ../contract/constants), which holds no TypeBox.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/scripts/**', 'api/src/server.ts', 'api/src/db/cli.ts', 'api/bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
