#!/usr/bin/env node
// `npm run build -w @dt/server` (part of `npm start`): the server and the bot pool's worker
// bundled by esbuild into dist/, so that a production start loads two plain JavaScript files
// instead of compiling the TypeScript sources through tsx at every start (seconds under
// load). Native and optional modules stay outside the bundle, loaded from node_modules.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

if (process.argv.includes('--help')) {
  console.log(
    'Usage: npm run build -w @dt/server   (writes packages/server/dist/server.js and pool-worker.js)',
  );
  process.exit(0);
}

const here = (p) => fileURLToPath(new URL(p, import.meta.url));

/** The pool finds its worker beside its own file once bundled (the sources keep theirs in ai/bin). */
const workerBeside = {
  name: 'worker-beside',
  setup(b) {
    b.onLoad({ filter: /[\\/]ai[\\/]src[\\/]pool\.ts$/ }, (args) => {
      const from = "new URL('../bin/pool-worker.js', import.meta.url)";
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes(from))
        throw new Error(`bin/build.js: ${args.path} no longer names its worker as ${from}`);
      return { contents: text.replace(from, "new URL('./pool-worker.js', import.meta.url)"), loader: 'ts' };
    });
  },
};

const started = Date.now();
await build({
  entryPoints: { server: here('../src/start.ts'), 'pool-worker': here('../../ai/src/pool-worker.ts') },
  outdir: here('../dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // CommonJS dependencies inside an ES module bundle still call require() for Node's own modules.
  banner: {
    js: "import { createRequire as __dtRequire } from 'node:module'; const require = __dtRequire(import.meta.url);",
  },
  external: ['better-sqlite3', 'pg-native', 'bufferutil', 'utf-8-validate'],
  plugins: [workerBeside],
  logLevel: 'warning',
});
console.log(`server built in ${Date.now() - started} ms: packages/server/dist/server.js`);
