#!/usr/bin/env node
// `npm run bench:server [-- --peer]`: runs src/bench.ts through tsx (no build step). The same
// entry runs the benchmark's other processes: `bench.js load <job>` and `bench.js peer`.
import { register } from 'tsx/esm/api';

register();
const [role, arg] = process.argv.slice(2);
if (role === 'load') {
  const { runLoad } = await import('../src/bench-load.ts');
  console.log(JSON.stringify(await runLoad(JSON.parse(arg))));
  process.exit(0);
} else if (role === 'peer') {
  const { runPeer } = await import('../src/bench-peer.ts');
  await runPeer(Number(arg));
} else {
  const { bench } = await import('../src/bench.ts');
  await bench(process.argv.slice(2));
  process.exit(0);
}
