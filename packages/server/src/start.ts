// The production entry (bundled to dist/server.js by bin/build.js): start from the environment.
import { main } from './main.ts';

await main();
