#!/usr/bin/env node
// `npm run bench:server`: runs src/bench.ts through tsx (no build step).
import { register } from 'tsx/esm/api';

register();
const { bench } = await import('../src/bench.ts');
await bench();
process.exit(0);
