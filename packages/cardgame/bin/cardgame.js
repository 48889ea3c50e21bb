#!/usr/bin/env node
// Runs the package's TypeScript runner through tsx, so a fresh clone needs no build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./run.ts');
process.exitCode = await main(process.argv.slice(2));
