// Two projects, both run by `npm test`: `fast` (the engine, the AI, components: in-process,
// seconds each) and `integration` (real PostgreSQL, Redis and Chromium, child processes,
// worker threads). The integration project's global setup makes sure its services are
// installed (packages/server/test/global-setup.ts).
//
// Files run two at a time (vitest's default is one fewer than the cores: one on this 2-core
// machine): the browser files mostly wait on Chromium and the server, so two at once fill
// both cores. Nothing in a test depends on the machine's speed (injected clocks, bots bounded by
// iterations, waits on the product's own signals), so the timeouts below only stop a hang: a
// working test stays far below them even beside a CPU burner.
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const INTEGRATION = [
  'packages/server/test/!(units).test.ts',
  'packages/web/test/e2e.test.ts',
  'packages/web/test/card-e2e.test.ts',
  'packages/web/test/card-table.test.ts',
  'packages/web/test/home.test.ts',
  'packages/web/test/first-load.test.ts',
  'packages/web/test/missions-browser.test.ts',
  'packages/web/test/missions-account.test.ts',
  'packages/web/test/classic-e2e.test.ts',
  'packages/web/test/classic-online.test.ts',
  'packages/web/test/online-kinds.test.ts',
  'packages/web/test/layout.test.ts',
  'packages/web/test/board-table.test.ts',
  'packages/web/test/board-fit.test.ts',
  'packages/web/test/board-art.test.ts',
  'packages/web/test/analysis.test.ts',
  'packages/web/test/editor.test.ts',
  'packages/web/test/table.test.ts',
  'packages/web/test/online.test.ts',
  'packages/web/test/online-turns.test.ts',
  'packages/web/test/online-table.test.ts',
  'packages/web/test/play-now.test.ts',
  'packages/web/test/card-pointing.test.ts',
  'packages/cli/test/main.test.ts',
  'packages/cli/test/selfplay.test.ts',
  'packages/cli/test/tune.test.ts',
  'packages/cli/test/tournament.test.ts',
  'packages/ai/test/pool.test.ts',
  'packages/protocol/test/client.test.ts',
  'packages/games/test/hosts.test.ts',
];

/**
 * The longest files, longest first (measured; `.vitest-results.json` gives each file's time).
 * On a fresh clone vitest has no timings of its own and would start by file size and project
 * name, leaving a 60-second browser file for the end while the other worker idles.
 */
const LONGEST_FIRST = [
  // Not long, but first: its freeze test hung twice as the last file of a full run, with the
  // other worker idle (cause not found: it passes alone and among the server's files).
  'server/test/faults.test.ts',
  'web/test/table.test.ts',
  'web/test/classic-e2e.test.ts',
  'web/test/layout.test.ts',
  'web/test/online.test.ts',
  'web/test/card-e2e.test.ts',
  'web/test/e2e.test.ts',
  'web/test/online-turns.test.ts',
  'web/test/classic-online.test.ts',
  'web/test/online-kinds.test.ts',
  'server/test/ratings.test.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = LONGEST_FIRST.findIndex((name) => f.moduleId.endsWith(name));
      return i < 0 ? LONGEST_FIRST.length : i;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

const HANG = 600_000;

export default defineConfig({
  test: {
    maxWorkers: 2,
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest-results.json' },
    sequence: { sequencer: LongestFirst },
    testTimeout: HANG,
    hookTimeout: HANG,
    expect: { poll: { timeout: 60_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'fast',
          include: ['packages/*/test/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', ...INTEGRATION],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: INTEGRATION,
          globalSetup: ['packages/server/test/global-setup.ts'],
        },
      },
    ],
  },
});
