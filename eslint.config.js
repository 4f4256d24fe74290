// @ts-check
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

/** Features must not import each other (CONVENTIONS §10): one zone per feature. */
const features = (() => {
  try {
    return readdirSync('src/client/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin, 'react-hooks': reactHooks, 'check-file': checkFile },
    // Relative imports are what the boundaries below are about; the node resolver with TS extensions finds them.
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
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
          ],
        },
      ],
      'check-file/filename-naming-convention': [
        'error',
        { 'src/**/*.{ts,tsx,css}': 'KEBAB_CASE', 'tests/**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
