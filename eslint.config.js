import tseslint from 'typescript-eslint';

export default tseslint.config(
  // .tsbuild: the type check's declarations (tsc -b), not sources.
  { ignores: ['**/node_modules/**', '**/dist/**', '.tsbuild/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Packages meet through their entries only (package.json `exports`): no package reaches
      // into another's src/ or test/; shared test helpers are a package's `test-support` entry.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(\\.\\./)[a-z-]+/(src|test|bin)(/|$)',
              message: 'Import another package through its entry (@dt/<name>), not its files.',
            },
            {
              regex: '^@dt/[a-z-]+/(src|test)(/|$)',
              message: 'Import another package through its entries (package.json exports), not its files.',
            },
          ],
        },
      ],
    },
  },
);
