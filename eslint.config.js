// @ts-check
const fs = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const importX = require('eslint-plugin-import-x');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');

// The apps' folders, from the one definition of the portal's apps.
const apps = require('./shared/src/remotes/remotes.json');
const APPS = Object.values(apps.apps).map((app) => app.folder);
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
 * The packages under shared/, lowest first (STYLE.md 18): a package imports only types from the
 * ones after it. The apps' browser code takes no value from the contract but its constants,
 * validation rules and the HTML the API may answer (its schemas are TypeBox values), and nothing
 * from the test utilities or the build helper.
 */
const CONTRACT_VALUES = {
  regex: '^(@portal/contract|(\\.\\.?/)+contract)(/(?!constants$|validation$|api-html$).*)?$',
  allowTypeImports: true,
  message:
    'Browser code imports only types from the contract; take its values from @portal/contract/constants, @portal/contract/validation or @portal/contract/api-html, which hold no TypeBox.',
};
const higher = (packages, why) => ({
  group: packages.flatMap((name) => [name, `${name}/*`]),
  allowTypeImports: true,
  message: why,
});
const NOT_IN_BROWSER_CODE = higher(
  ['@portal/testing', '@portal/build'],
  'The test utilities and the build helper are for tests and builds, not for code a reader runs.',
);

/** The import rule of browser code, with the packages `code` may not take values from. */
function browserImports(...more) {
  return {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      { paths: sharedSurfaceImports(), patterns: [CONTRACT_VALUES, NOT_IN_BROWSER_CODE, ...more] },
    ],
  };
}

/** The folders directly inside `dir`, or none when it does not exist. */
function subfolders(dir) {
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
}

/**
 * Imports flow one way: @portal/shared <- features <- widgets <- app (STYLE.md 3 and 14). Shared
 * never imports an app; no app imports another app's source; a feature never imports another
 * feature nor a widget; a widget never imports another widget nor the app layer.
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
    for (const feature of subfolders(path.join(__dirname, app, 'src/features'))) {
      zones.push({
        target: `./${app}/src/features/${feature}`,
        from: `./${app}/src/features`,
        except: [`./${feature}`],
        message: 'A feature does not import another feature.',
      });
    }
    // Widgets are what the shell composes on its pages: above the features, below the app.
    zones.push({
      target: `./${app}/src/features`,
      from: `./${app}/src/widgets`,
      message: 'Features never import widgets.',
    });
    zones.push({
      target: `./${app}/src/widgets`,
      from: `./${app}/src/app`,
      message: 'Widgets do not import the app layer.',
    });
    for (const widget of subfolders(path.join(__dirname, app, 'src/widgets'))) {
      zones.push({
        target: `./${app}/src/widgets/${widget}`,
        from: `./${app}/src/widgets`,
        except: [`./${widget}`],
        message: 'A widget does not import another widget.',
      });
    }
  }
  return zones;
}

/**
 * The first segments of the site's page addresses (shared/pages/src/pages.ts; its lint-rule test
 * checks that every page of the table is among them). A string or template literal starting with
 * one (`'/mine'`, `` `/JDetail/${id}` ``) is a page address written outside the table.
 */
const PAGE_ROOTS = [
  ...['home', 'login', 'register', 'privacy', '404'],
  ...['journals', 'JDetail', 'JFirstDetail', 'online', 'journalabbr', 'search'],
  ...['books', 'BDetail', 'ChapterDetail'],
  ...['newsHome', 'news', 'newsDetail', 'info', 'ordering', 'faqDetail', 'contact'],
  ...['shoppingCart', 'paid', 'mine'],
  'staff',
];
// esquery reads a regular expression up to its first `/`, so the slash is written `\x2F`.
const PAGE_PATH = `/^\\x2F(?:${PAGE_ROOTS.join('|')})(?:[\\x2F?#]|$)/`;
// API paths (`apiGet('/search/suggest')`, a route's `app.get('/contact')`) are not page paths.
const API_CALL =
  'CallExpression[callee.name=/^api[A-Z]/], CallExpression[callee.property.name=/^(get|post|put|patch|delete|head|route)$/]';
const PAGE_PATH_MESSAGE =
  "A page's address comes from @portal/pages (PAGES.x.path or PAGES.x.href(...)), not a literal.";

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
        typescript: {
          project: ['*/tsconfig.json', 'shared/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        },
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
    files: ['{shell,mfe-*,shared}/src/**/*.{ts,tsx}', 'shared/{reading,parts}/src/**/*.{ts,tsx}'],
    // The shell's page renderer is built for the server only, which shares these packages whole.
    ignores: ['**/__tests__/**', 'shell/src/server/{renderer,whole-page,streamed-page}.tsx'],
    rules: browserImports(),
  },
  {
    // The run-time singleton is below the packages the sections bundle.
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**'],
    rules: browserImports(
      higher(
        ['@portal/reading', '@portal/parts'],
        '@portal/shared is below what the sections bundle: it imports only their types.',
      ),
    ),
  },
  {
    files: ['shared/reading/src/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**'],
    rules: browserImports(
      higher(['@portal/parts'], 'The reading parts and the page parts are packages of their own.'),
    ),
  },
  {
    files: ['shared/parts/src/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**'],
    rules: browserImports(
      higher(
        ['@portal/reading'],
        'The page parts and the reading parts are packages of their own.',
      ),
    ),
  },
  {
    // The TeX renderer runs in the API and in pages alike, and depends on none of the site.
    files: ['shared/tex/src/**/*.ts'],
    ignores: ['**/__tests__/**'],
    rules: browserImports(
      higher(
        [
          '@portal/shared',
          '@portal/contract',
          '@portal/reading',
          '@portal/parts',
          '@portal/testing',
          '@portal/build',
        ],
        'The TeX renderer is a package of its own, below the API and the pages that use it.',
      ),
    ),
  },
  {
    // The contract is the lowest package: the API and every front end build on it.
    files: ['shared/contract/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            higher(
              [
                '@portal/shared',
                '@portal/reading',
                '@portal/parts',
                '@portal/testing',
                '@portal/build',
              ],
              'The contract is the lowest package: it imports only types from the others.',
            ),
          ],
        },
      ],
    },
  },
  {
    // The site's server loads the live shell's renderer at run time (server-render.ts), so a
    // release of the shell brings its own: it takes only their contract's types from the shell.
    files: ['delivery/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@portal/shell', '@portal/shell/*'],
              allowTypeImports: true,
              message:
                "The site's server imports only types from the shell (@portal/shell/server-contract): its code is the live shell's, loaded at run time.",
            },
          ],
        },
      ],
    },
  },
  {
    // One table of the site's pages (STYLE.md 17): no page address written anywhere else. Tests
    // and the e2e flows visit and assert addresses as a reader sees them, so they are exempt.
    files: ['**/*.{ts,tsx}'],
    ignores: ['shared/pages/src/*.ts', '**/__tests__/**', '**/*.test.{ts,tsx}', 'e2e/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `Literal[value=${PAGE_PATH}]:not(:matches(${API_CALL}) > Literal)`,
          message: PAGE_PATH_MESSAGE,
        },
        {
          selector: `TemplateLiteral:not(:matches(${API_CALL}) > TemplateLiteral) > TemplateElement:first-child[value.raw=${PAGE_PATH}]`,
          message: PAGE_PATH_MESSAGE,
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
    files: [
      '**/scripts/**',
      'api/src/server.ts',
      'api/src/db/cli.ts',
      'api/bench/**',
      'e2e/**',
      'delivery/**',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
