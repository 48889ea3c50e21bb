#!/usr/bin/env node
// `npm run bench:server [-- --peer]`: runs src/bench.ts through tsx (no build step). The same
// entry runs the benchmark's other processes: `bench.js load <job>` and `bench.js peer`.
import { register } from 'tsx/esm/api';

const [role, arg] = process.argv.slice(2);
if (process.argv.includes('--help')) {
  console.log(`Usage: npm run bench:server -- [options]

Plays stand-alone games of random legal actions against our server (production build, built
first), on SQLite with one process and on PostgreSQL + Redis with two, from a separate load process.

  --games N           games played at once (default 500)
  --capacity-games N  games of the capacity rounds (default: --games)
  --seconds S         measured seconds of each run (default 20, after 5 of warm-up)
  --rounds N          capacity rounds (default 2), ours and the peer alternating
  --rate N            actions per second offered in the target run (default 2000)
  --peer              also boardgame.io 0.50.2 (in memory), side by side
  --only sqlite|postgres  one of the two setups
  --attack [v1,v2]    instead: each costly request within the production limits (none, legal,
                      legal-midgame, spectators, undo, bots, passwords; all by default) against
                      a victim game: the server's CPU, the victim's p50/p99, the attack's answers
  --help              this text`);
  process.exit(0);
}
register();
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
