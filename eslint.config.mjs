import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/server-dist/**', '**/node_modules/**', 'var/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Nest reads constructor types at run time; the parser must know, or type-only imports get suggested.
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { emitDecoratorMetadata: true, experimentalDecorators: true },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
      'no-restricted-properties': [
        'error',
        { object: 'describe', property: 'skip' },
        { object: 'it', property: 'skip' },
        { object: 'it', property: 'only' },
        { object: 'describe', property: 'only' },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['frontends/**/*.{ts,tsx}', 'libs/web-kit/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // A service never imports another service; frontends never import services.
    files: ['services/**/*.ts', 'frontends/**/*.{ts,tsx}', 'gateway/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@ela/catalog', '@ela/auth', '@ela/gateway', '**/services/**'],
              message: 'Go through @ela/contracts.',
            },
            // It carries a second copy of the router into the bundle; render RouterProvider from react-router.
            { group: ['react-router/dom'], message: 'Use RouterProvider from react-router.' },
          ],
        },
      ],
    },
  },
  {
    // Every test file loads the stack's helpers again: the kit's index would bring NestJS and TypeORM.
    files: ['libs/stack/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@ela/service-kit',
              message: 'Import from @ela/service-kit/clients (add what is missing there).',
            },
          ],
        },
      ],
    },
  },
);
