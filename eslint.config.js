// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import checkFile from 'eslint-plugin-check-file';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

/** Features must not import each other: one zone per feature. */
const features = (() => {
  try {
    return readdirSync('src/client/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

/**
 * The server's domains (src/server/services/<domain>) and the domains each may import; the order is
 * the dependency order, so the graph stays acyclic. Publishing is the top: only routes, jobs and the
 * container reach it. A domain that needs something of a higher one gets it handed in by the
 * container (e.g. the profile's video list, a function built over publishing's video-queries).
 */
const serverDomains = {
  common: [],
  events: ['common'],
  accounts: ['common', 'events'],
  users: ['accounts', 'common', 'events'],
  catalog: ['accounts', 'common', 'events'],
  creation: ['accounts', 'catalog', 'common', 'events'],
  publishing: ['accounts', 'catalog', 'creation', 'common', 'events'],
};
const domainZones = Object.entries(serverDomains).map(([domain, allowed]) => ({
  target: `./src/server/services/${domain}`,
  from: './src/server/services',
  except: [`./${domain}`, ...allowed.map((other) => `./${other}`)],
  message: `services/${domain} may import only ${allowed.length ? allowed.map((other) => `services/${other}`).join(', ') : 'no other domain'} (eslint.config.js, serverDomains).`,
}));
const importPatterns = [
  { regex: '^(\\.\\./){3,}', message: 'Name another area of src by its alias (@client/…, @server/…, @shared/…).' },
  { regex: '^(\\.\\./)+src/', message: 'Tests import src through the @client/…, @server/… and @shared/… aliases.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin, 'react-hooks': reactHooks, 'check-file': checkFile },
    // The TypeScript resolver reads tsconfig.json's paths, so the boundaries below hold for aliased
    // imports too; the import rules resolve (and may parse) the imported files, which needs the parser named here.
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' }, node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/shared',
              from: ['./src/client', './src/server'],
              message: 'src/shared is the pure contract: it imports neither side.',
            },
            { target: './src/client', from: './src/server', message: 'The client never imports server code.' },
            { target: './src/server', from: './src/client', message: 'The server never imports client code.' },
            ...features.map((feature) => ({
              target: `./src/client/features/${feature}`,
              from: './src/client/features',
              except: [`./${feature}`],
              message: 'Features do not import each other; share through components/, lib/ or src/shared.',
            })),
            {
              target: ['./src/client/components', './src/client/lib'],
              from: './src/client/features',
              message: 'Shared client code must not depend on features or the app shell.',
            },
            {
              // The screen paths (app/paths.ts) are the one thing of the shell everything may link to.
              target: ['./src/client/components', './src/client/lib'],
              from: './src/client/app',
              except: ['./paths.ts'],
              message: 'Shared client code must not depend on features or the app shell.',
            },
            {
              target: './src/client/offline',
              from: './src/client/features',
              message: 'The offline queue serves every feature; it knows none of them.',
            },
            {
              target: ['./src/server/platforms', './src/server/media', './src/server/storage', './src/server/uploads'],
              from: ['./src/server/services', './src/server/jobs', './src/server/routes', './src/server/plugins'],
              message: 'Adapters sit below the use cases: they must not import services, jobs, routes or plugins.',
            },
            {
              target: './src/server/services',
              from: ['./src/server/routes', './src/server/plugins', './src/server/jobs', './src/server/http'],
              message:
                'Services hold the use cases; they reach jobs through ports (RenderScheduler, PublishScheduler), never routes or plugins.',
            },
            ...domainZones,
            {
              target: ['./src/server/plugins', './src/server/http', './src/server/uploads', './src/server/db', './src/server/cli'],
              from: './src/server/services/publishing',
              message: 'Publishing is reached only by routes, jobs and the container.',
            },
            {
              target: ['./src/server/plugins', './src/server/http'],
              from: './src/server/routes',
              message: 'Plugins and the HTTP helpers sit below the routes: the route helper and the result page live in http/.',
            },
          ],
        },
      ],
      // Import circles are found by tests/unit/import-cycles.test.ts (type-only imports counted, in under a second).
      // One order for every file's imports: Node's own, packages, our aliases, then relative paths.
      'import/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          pathGroups: [{ pattern: '@{shared,server,client}/**', group: 'internal' }],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'never',
        },
      ],
      // Another area of src is named by its alias (@client/…, @server/…, @shared/…), not by climbing folders.
      'no-restricted-imports': ['error', { patterns: importPatterns }],
      'check-file/filename-naming-convention': [
        'error',
        { 'src/**/*.{ts,tsx,css}': 'KEBAB_CASE', 'tests/**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // The browser's code takes messages by area (@shared/messages/<area>), so a screen's JavaScript
    // carries only the messages it shows, not the whole catalogue the server uses.
    files: ['src/client/**/*.{ts,tsx}', 'src/shared/**/*.ts', 'sw/**/*.ts'],
    ignores: ['src/shared/messages/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...importPatterns,
            {
              regex: '^(@shared/messages|(\\.\\./)+messages)(/index)?(\\.ts)?$',
              message: 'Import the area you need (@shared/messages/<area>): the whole catalogue is for the server and the tests.',
            },
          ],
        },
      ],
    },
  },
  {
    // A form is sent by its button only: the shared Form keeps Enter in a text field from sending it.
    // The sign-in form is the one plain form (Enter signs in).
    files: ['src/client/**/*.tsx'],
    ignores: ['src/client/components/ui/form.tsx', 'src/client/features/auth/components/login-form.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='form']",
          message: 'Use Form (or FormLayout) from components/ui: Enter in a text field must not send the form.',
        },
      ],
    },
  },
  {
    // The unit and integration files of a worker share their modules (isolate: false), and a module
    // mock leaks into the files that run after it: pass a seam or spy on an object, restored after the file.
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'vi',
          property: 'mock',
          message: 'A module mock leaks into the next files of the worker: spy on an object or pass a seam.',
        },
        {
          object: 'vi',
          property: 'doMock',
          message: 'A module mock leaks into the next files of the worker: spy on an object or pass a seam.',
        },
      ],
    },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  // Layout is Prettier's (npm run format); ESLint's own layout rules stand down.
  prettier,
);
