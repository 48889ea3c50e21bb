// @dt/server: the authoritative game server (see docs/protocol.md).
export { createServer, type DtServer, type ServerOptions } from './app.ts';
export { fromEnv } from './settings.ts';
export { main } from './main.ts';
