// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Layer boundaries of the front end (docs/architecture.md): a remote talks to other remotes and to the
 * shell only through @portal/shared (event bus, session), never by import; @portal/shared is the layer
 * below them all and imports none of them (nor the API). Relative paths and package names both count.
 */
const otherApps = (message) => ({
  group: ['**/shell/**', '**/shell', '@portal/shell', '@portal/shell/**', '**/mfe-*/**', '**/mfe-*', '@portal/mfe-*', '@portal/mfe-*/**'],
  message,
});
const boundaryRule = (patterns) => ['error', { patterns }];
/** Node-side page code (the page server) never reaches a browser bundle. */
const noPageServer = {
  group: ['@portal/page-server', '@portal/page-server/**', '**/page-server/**'],
  message: '@portal/page-server is Node-side code (the API serves pages with it); browser code never imports it.',
};
/**
 * Inside @portal/shared's main entry, a module imports its siblings by path or from @portal/shared/core: the
 * entry importing itself by name goes through the federation share scope and waits on its own loading.
 */
const noSharedSelfImport = {
  name: '@portal/shared',
  message: "Inside @portal/shared's main entry, import a sibling by its path or from @portal/shared/core, not from @portal/shared itself.",
};

/**
 * Layers of the API (api/README.md, "How to add an API module"): routes -> service -> repository, each
 * importing only downwards (routes never reach past their service to a repository); infrastructure (plugins, auth, db, storage, ...) sits below every module and
 * imports none; a module uses another module's service or repository, never its routes. app.ts (the
 * composition root) and tests are exempt. In flat config the last matching block's options win, so the
 * repository and service blocks repeat the module rule.
 */
const apiInfrastructure = ['plugins', 'context', 'auth', 'db', 'storage', 'uploads', 'mail', 'jobs', 'reports', 'schemas', 'import', 'seed', 'security', 'test'];
const noModules = {
  group: ['**/modules/**', '**/modules'],
  message: 'Infrastructure (plugins, auth, db, storage, import, ...) sits below the API modules and imports none of them: move the shared code down (e.g. into src/auth/).',
};
const noOtherModuleRoutes = {
  group: ['../**/*.routes.js', '../**/*.routes'],
  message: "A module never imports another module's routes: use its service (or repository).",
};
const noRoutes = {
  group: ['**/*.routes.js', '**/*.routes'],
  message: 'Only app.ts imports a routes file: the routes are the top layer (HTTP only).',
};
const noHttp = {
  group: ['**/plugins/**', '**/plugins', 'fastify', '@fastify/*'],
  message:
    'Services and repositories know no HTTP: take a context (context/service-context.ts) and an input, throw a domain error from errors/domain-errors.ts (plugins/errors.ts maps it to a status).',
};
const noRepositories = {
  group: ['**/*.repository.js', '**/*.repository'],
  message: 'Routes call their service, never a repository: the service scopes the call to the actor and checks the rules.',
};
const noServices = {
  group: ['**/*.service.js', '**/*.service', '**/*.routes.js', '**/*.routes'],
  message: 'A repository holds SQL only and imports no service or routes file (the service calls the repository, not the other way round).',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'e2e/.portal/**', 'e2e/.variant/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
    },
  },
  {
    files: ['shell/**', 'mfe-*/**', 'shared/src/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['mfe-*/src/**/*.{ts,tsx,js}'],
    rules: {
      'no-restricted-imports': boundaryRule([
        otherApps('A remote imports no other remote and not the shell: talk through @portal/shared (event bus, session, data-sync).'),
        noPageServer,
      ]),
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx,js}'],
    rules: {
      'no-restricted-imports': boundaryRule([
        { group: ['**/mfe-*/**', '**/mfe-*', '@portal/mfe-*', '@portal/mfe-*/**'], message: 'The shell loads remotes at run time (remotes.json + Module Federation), never by import.' },
        noPageServer,
      ]),
    },
  },
  {
    files: ['shared/src/**/*.{ts,tsx,js}'],
    rules: {
      'no-restricted-imports': boundaryRule([
        otherApps('@portal/shared is the layer below the shell and the remotes: it imports none of them.'),
        { group: ['../../../api/**', '../../../../api/**', '../../../../../api/**', '@portal/api', '@portal/api/**'], message: '@portal/shared does not import the API; the API imports the contract from shared.' },
      ]),
    },
  },
  {
    // What reaches a browser (a test may read the page server's side of a contract).
    files: ['shared/src/**/*.{ts,tsx,js}'],
    ignores: ['shared/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': boundaryRule([
        otherApps('@portal/shared is the layer below the shell and the remotes: it imports none of them.'),
        { group: ['../../../api/**', '../../../../api/**', '../../../../../api/**', '@portal/api', '@portal/api/**'], message: '@portal/shared does not import the API; the API imports the contract from shared.' },
        noPageServer,
      ]),
    },
  },
  {
    // The main entry's own modules (the data table is an entry of its own, built on the main one).
    files: ['shared/src/**/*.{ts,tsx,js}'],
    ignores: ['shared/src/data-table/**', 'shared/src/dev-harness/**', 'shared/src/testing/**', 'shared/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [noSharedSelfImport],
          patterns: [
            otherApps('@portal/shared is the layer below the shell and the remotes: it imports none of them.'),
            { group: ['../../../api/**', '../../../../api/**', '../../../../../api/**', '@portal/api', '@portal/api/**'], message: '@portal/shared does not import the API; the API imports the contract from shared.' },
            noPageServer,
          ],
        },
      ],
    },
  },
  {
    files: apiInfrastructure.map((folder) => `api/src/${folder}/**/*.ts`),
    ignores: ['api/src/**/*.test.ts', 'api/src/**/*.test-data.ts'],
    rules: { 'no-restricted-imports': boundaryRule([noModules]) },
  },
  {
    files: ['api/src/modules/**/*.ts'],
    ignores: ['api/src/**/*.test.ts', 'api/src/**/*.test-data.ts'],
    rules: { 'no-restricted-imports': boundaryRule([noOtherModuleRoutes]) },
  },
  {
    files: ['api/src/modules/**/*.routes.ts'],
    rules: { 'no-restricted-imports': boundaryRule([noOtherModuleRoutes, noRepositories]) },
  },
  {
    files: ['api/src/modules/**/*.service.ts'],
    rules: { 'no-restricted-imports': boundaryRule([noOtherModuleRoutes, noRoutes, noHttp]) },
  },
  {
    files: ['api/src/modules/**/*.repository.ts'],
    rules: { 'no-restricted-imports': boundaryRule([noOtherModuleRoutes, noServices, noHttp]) },
  },
  {
    files: ['api/**', 'page-server/**', 'scripts/**', 'e2e/**', '**/*.mjs', '**/*.config.{js,ts,mjs}'],
    languageOptions: { globals: globals.node },
    // Command-line output is what these print.
    rules: { 'no-console': 'off' },
  },
);
