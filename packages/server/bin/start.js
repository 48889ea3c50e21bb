#!/usr/bin/env node
// Runs the TypeScript sources directly through tsx (like bin/dt.js), so a fresh clone needs no build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
await main();
