// A server's WebSocket text frame made once and written to many sockets. Engine.io takes a
// frame encoded beforehand (its `wsPreEncodedFrame` packet option, what socket.io's own
// broadcasts use) and hands it to each WebSocket as it is, instead of encoding the packet
// and framing it again for every socket: a game's frame goes to every socket of its room
// (a seat open in two tabs, the spectators) for the cost of one. Sockets on HTTP long-polling
// ignore the option and get the packet's text.
import type { Socket } from 'socket.io';

type EngineSocket = Socket['conn'];

/** RFC 6455 §5.2: FIN set, opcode 1 (text), unmasked (frames from a server never are). */
const FIN_TEXT = 0x81;

/** The whole frame of `text` in one buffer: its header (2, 4 or 10 bytes) then the UTF-8 text. */
export function textFrame(text: string): Buffer {
  const n = Buffer.byteLength(text);
  const head = n < 126 ? 2 : n < 65536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(head + n);
  frame[0] = FIN_TEXT;
  if (n < 126) frame[1] = n;
  else if (n < 65536) {
    frame[1] = 126;
    frame.writeUInt16BE(n, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(n), 2);
  }
  frame.write(text, head);
  return frame;
}

/**
 * Writes one socket.io packet (its encoded text, e.g. `2["update",{...}]`) to each of these
 * engine.io connections, its WebSocket frame made at most once ("4" is engine.io's message type).
 */
export function writeToAll(conns: Iterable<EngineSocket>, packet: string): void {
  let frame: Buffer[] | null = null;
  for (const conn of conns) {
    frame ??= [textFrame(`4${packet}`)];
    // `wsPreEncodedFrame` is not in engine.io's declared options, though its transport reads it.
    conn.write(packet, { wsPreEncodedFrame: frame } as { compress?: boolean });
  }
}
