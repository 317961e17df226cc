import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Packages flow one way: contract <- client <- web; contract <- server. The server never
  // imports the client or the web app, and the contract imports nothing of ours.
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@fanverse/*'] }],
    },
  },
  {
    files: ['packages/client/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@fanverse/server', '@fanverse/web', 'react', 'react-*'] },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@fanverse/web', '@fanverse/client'] }],
    },
  },
  // Server and contract test files share one module graph per worker (vitest.config.ts,
  // `isolate: false`): a module mock would leak into the files after it. Inject instead.
  {
    files: ['apps/server/test/**/*.ts', 'tests/contract/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'vi',
          property: 'mock',
          message: 'Modules are shared between test files: inject the dependency.',
        },
        {
          object: 'vi',
          property: 'doMock',
          message: 'Modules are shared between test files: inject the dependency.',
        },
      ],
    },
  },
  // Web app layers: shared (components, lib, locales) -> features -> app. A feature never
  // imports another feature; shared code never reaches up into features or the app.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { boundaries, 'react-hooks': reactHooks },
    settings: {
      'boundaries/include': ['apps/web/src/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/web/src/app', partialMatch: false },
        { type: 'feature', pattern: 'apps/web/src/features/*', partialMatch: false, capture: ['feature'] },
        { type: 'shared', pattern: 'apps/web/src/{components,lib,locales}', partialMatch: false },
        // Last, so it only takes the files directly in src/ (main.tsx, type declarations).
        { type: 'entry', pattern: 'apps/web/src', partialMatch: false },
      ],
      // Relative imports are resolved by file extension; the TypeScript resolver is not installed.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              // An entry may also start a feature directly: the watch boot (src/watch-boot.ts)
              // plays the video before the app exists.
              from: { element: { type: 'entry' } },
              allow: { to: { element: { types: { anyOf: ['app', 'feature', 'shared', 'entry'] } } } },
            },
            {
              from: { element: { type: 'app' } },
              allow: { to: { element: { types: { anyOf: ['app', 'feature', 'shared'] } } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'shared' } } },
            },
            {
              // A feature may import its own files, never another feature's.
              from: { element: { type: 'feature' } },
              allow: {
                to: { element: { type: 'feature', captured: { feature: '{{from.captured.feature}}' } } },
              },
            },
            {
              from: { element: { type: 'shared' } },
              allow: { to: { element: { type: 'shared' } } },
            },
          ],
        },
      ],
      // The library's hook copies the i18n instance for every component that mounts: the app's
      // own does the same job without (lib/i18n/use-translation.ts).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-i18next',
              importNames: ['useTranslation', 'withTranslation', 'Translation'],
              message:
                'Use useTranslation from lib/i18n/use-translation (docs/first-view.md "Translations").',
            },
          ],
        },
      ],
    },
  },
);
