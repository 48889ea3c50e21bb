// The wire protocol shared by the server and its clients (docs/protocol.md).
export * from './errors.ts';
export * from './schemas.ts';
export * from './messages.ts';
export * from './pairing.ts';
export * from './progress.ts';
export { Api } from './api.ts';
