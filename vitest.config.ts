// Two projects, both run by `npm test`: `fast` (the engine, the AI, components: in-process,
// seconds each) and `integration` (real PostgreSQL, Redis and Chromium, child processes,
// worker threads). The integration project's global setup makes sure its services are
// installed (packages/server/test/global-setup.ts). Timeouts are per test, set per project as
// ceilings for a busy CI machine (the AI's searches take 20 s and more when the cores are shared).
import { defineConfig } from 'vitest/config';

const INTEGRATION = [
  'packages/server/test/!(units).test.ts',
  'packages/web/test/e2e.test.ts',
  'packages/web/test/card-e2e.test.ts',
  'packages/web/test/classic-e2e.test.ts',
  'packages/web/test/classic-online.test.ts',
  'packages/web/test/online-kinds.test.ts',
  'packages/web/test/layout.test.ts',
  'packages/web/test/table.test.ts',
  'packages/web/test/online.test.ts',
  'packages/web/test/online-turns.test.ts',
  'packages/cli/test/main.test.ts',
  'packages/cli/test/selfplay.test.ts',
  'packages/cli/test/tune.test.ts',
  'packages/cli/test/tournament.test.ts',
  'packages/ai/test/pool.test.ts',
  'packages/protocol/test/client.test.ts',
  'packages/games/test/hosts.test.ts',
];

export default defineConfig({
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest-results.json' },
    projects: [
      {
        extends: true,
        test: {
          name: 'fast',
          include: ['packages/*/test/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', ...INTEGRATION],
          testTimeout: 90_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: INTEGRATION,
          globalSetup: ['packages/server/test/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
