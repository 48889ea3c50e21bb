import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/test/**/*.test.{ts,tsx}'],
    testTimeout: 120_000,
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest-results.json' },
  },
});
