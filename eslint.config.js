import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The server's domains, lowest first (scripts/import-graph.mjs has the same list). */
const DOMAINS = ['tenancy', 'templates', 'network', 'access', 'insights'];
const WHY = 'docs/architecture.md, "The import rule"';

function serverDomainRules() {
  const restricted = (patterns) => ({
    '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
  });
  const platform = {
    files: ['server/platform/**/*.ts'],
    rules: restricted([
      {
        regex: `^(\\.\\./)+(${DOMAINS.join('|')}|graphql/(?!generated)|seed|composition)(/|$)`,
        message: `The platform floor imports no module, transport or composition: modules build on it, never the reverse (${WHY}).`,
        allowTypeImports: true,
      },
    ]),
  };
  const domains = DOMAINS.map((domain, i) => {
    const higher = DOMAINS.slice(i + 1);
    const lower = DOMAINS.slice(0, i);
    const patterns = [
      {
        // Another module's store, from anywhere in a module (its own store is ./store or ../store/…).
        regex: '^(\\.\\./)+[^./][^/]*/store(/|$)',
        message: `A module calls another module through its face (index.ts), never its store (${WHY}).`,
        allowTypeImports: true,
      },
    ];
    if (higher.length)
      patterns.push({
        regex: `^(\\.\\./)+(${higher.join('|')})/`,
        message: `${domain} may not import the higher domains ${higher.join(', ')}: let the higher module register a hook or contribute the field (${WHY}).`,
        allowTypeImports: true,
      });
    if (lower.length)
      patterns.push({
        regex: `^(\\.\\./)+(${lower.join('|')})/[^/]+/(?!table$|index$)`,
        message: `A lower domain is reached through a module's face (its folder, index.ts) or its table.ts only (${WHY}).`,
        allowTypeImports: true,
      });
    return { files: [`server/${domain}/**/*.ts`], rules: restricted(patterns) };
  });
  return [platform, ...domains];
}

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
  // The server's import rule (docs/architecture.md): the platform floor imports no module; a module
  // imports only its own domain, the faces (index.ts) and tables of lower domains, and the platform;
  // a service never reaches into another module's store. Type-only imports are free. The cycles
  // between modules are checked by scripts/import-graph.mjs (npm test).
  ...serverDomainRules(),
  // The portal's policy has no 'unsafe-eval'. Playwright evaluates a string predicate of
  // waitForFunction anew at every poll, and only the first poll runs inside DevTools' evaluation (which
  // may eval): every later one throws EvalError. A function is evaluated once, on that first poll.
  {
    files: ['tests/e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='waitForFunction'] > :matches(Literal, TemplateLiteral):first-child",
          message:
            "Pass waitForFunction a function, not a string: the portal's policy forbids eval after the first poll (docs/decisions.md D347).",
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
