import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'data',
      'node_modules',
      'src/generated',
      'server/graphql/generated',
      'server/platform/db/migrations',
      'test-results',
      '.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Layers import downward only (DESIGN.md): shell and providers never import a resource module
  // (registries hold descriptors, passed in by the composition root); the server imports nothing of
  // the web app but its pure domain rules.
  {
    files: [
      'src/shell/**/*.{ts,tsx}',
      'src/providers/**/*.{ts,tsx}',
      'src/components/**/*.{ts,tsx}',
      'src/domain/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+resources(/|$)',
              message:
                'src/shell, src/providers, src/components and src/domain must not import resource modules (DESIGN.md: layers import downward).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(shell|providers|components|resources|i18n)(/|$)|^react|^@mui|^react-admin',
              message: 'src/domain is pure TypeScript shared with the server: no React, no portal layers.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+src/(?!domain/)',
              message: 'The server imports only src/domain from the web app (DESIGN.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
