// `npm start`: one server process configured from the environment (settings.ts, README's
// table). Prints the address to open, and closes cleanly on a signal.
import { createServer } from './app.ts';
import { fromEnv } from './settings.ts';

export async function main(env: NodeJS.ProcessEnv = process.env): Promise<void> {
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
  const stop = (): void => {
    setTimeout(() => process.exit(0), 3000).unref(); // idle keep-alive connections must not hold us
    void server.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
