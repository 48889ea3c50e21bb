// Acknowledgements sent as JSON encoded beforehand: a legal-action list of a hundred KB is
// encoded once per version (legal-cache.ts), not once per request. socket.io hands a handler
// its acknowledgement as a function that encodes its arguments; the id it answers is kept on
// that function here, so that the same packet socket.io would write (`3<id>[<json>]`, an
// acknowledgement on the main namespace) is written directly to the socket's connection,
// as fanout.ts does for frames.
import type { Socket } from 'socket.io';

const ACK_ID = Symbol('ack id');

type AckMaker = { ack(id: number): (...args: unknown[]) => void };

/** Makes the acknowledgements of this socket's events carry the id they answer. */
export function keepAckIds(socket: Socket): void {
  const s = socket as unknown as AckMaker;
  const make = s.ack.bind(socket);
  s.ack = (id: number) => Object.assign(make(id), { [ACK_ID]: id });
}

/** Sends `json` (an array's single element) as the acknowledgement `ack`; false when it has no id. */
export function ackRaw(socket: Socket, ack: unknown, json: string): boolean {
  const id = typeof ack === 'function' && ACK_ID in ack ? ack[ACK_ID] : undefined;
  if (typeof id !== 'number') return false;
  if (socket.connected) socket.conn.write(`3${id}[${json}]`);
  return true;
}
