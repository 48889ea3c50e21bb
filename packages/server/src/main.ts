// `npm start`: one server process configured from the environment (settings.ts, README's
// table). Prints the address to open; on SIGTERM or SIGINT it drains (takes nothing new,
// finishes the commands in flight, sends its sockets to reconnect elsewhere) and exits.
import { createServer } from './app.ts';
import { fromEnv } from './settings.ts';

/** How long a drain may take before the process exits anyway. */
const DRAIN_MS = 10_000;

export const HELP = `Dungeon Twister game server.

Usage: npm start            (builds the web client and the server, then runs dist/server.js)
       node packages/server/dist/server.js
       node packages/server/bin/start.js   (the TypeScript sources through tsx, for development)

Settings come from the environment (README.md, "Running the server"):
  PORT, HOST                 where to listen (8080, 0.0.0.0)
  DATABASE_URL               sqlite:<file> or postgres://user@host/db (./data/dt.sqlite)
  REDIS_URL                  redis://host:port, for several processes on one PostgreSQL
  RATE_LIMIT                 messages per second per socket and per HTTP address (20)
  TRUST_PROXY, ALLOWED_ORIGINS, SOCKETS_PER_ADDRESS, SESSION_DAYS, ABANDON_MINUTES,
  IDLE_ABORT_HOURS, OPEN_GAME_HOURS, MAX_IDLE_TIMEOUTS, SNAPSHOT_EVERY, RESYNC_SECONDS,
  BOT_WORKERS, PASSWORD_CHECKS, CPU_SHARE_MS, ACCOUNTS_PER_ADDRESS, CHAT_RETENTION_DAYS,
  ACCESS_LOG                 see the README's table

Paths for operators: /api/live (liveness), /api/ready (readiness), /metrics (Prometheus).
SIGTERM drains the process (at most ${DRAIN_MS / 1000} s) and exits.
`;

export async function main(
  env: NodeJS.ProcessEnv = process.env,
  argv = process.argv.slice(2),
): Promise<void> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(HELP);
    return;
  }
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '0.0.0.0';
  const server = await createServer(fromEnv(env));
  const url = await server.listen(Number.isInteger(port) && port >= 0 ? port : 8080, host);
  const where = env.DATABASE_URL?.startsWith('postgres')
    ? 'PostgreSQL'
    : (env.DATABASE_URL ?? './data/dt.sqlite');
  console.log(
    `Dungeon Twister is running at ${url} (storage: ${where.replace(/\/\/[^@]*@/, '//')}${env.REDIS_URL ? ', Redis fan-out' : ''})`,
  );
  const stop = (signal: string): void => {
    console.log(`${signal}: draining`);
    // Idle keep-alive connections or a wedged dependency must not hold the exit.
    setTimeout(() => process.exit(0), DRAIN_MS + 3000).unref();
    void server
      .drain(DRAIN_MS)
      .catch((e: unknown) => console.log(`drain failed: ${e instanceof Error ? e.message : 'error'}`))
      .finally(() => {
        console.log('drained');
        process.exit(0);
      });
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}
