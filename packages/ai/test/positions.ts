// Test positions of the stand-alone game built from room drawings (the engine's position notation).
import { parsePosition, type State } from '@dt/engine';

/** A room open on every side, its gear in the north-east corner. */
export const OPEN = `room P 40 cw
+ + + + + +
 . . . . @ 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +`;

/**
 * A stand-alone position with the test rooms `rooms` (drawings) laid out as `layout`, and
 * `more` lines of notation (the phase, the hands).
 */
export function standalone(
  rooms: string[],
  layout: string,
  pieces: string,
  portcullis = '-',
  more = '',
): State {
  const r = parsePosition(`DT-Prison position 1
scenario standalone
${rooms.join('\n')}
rooms ${layout}
portcullis ${portcullis}
pieces ${pieces}
${more}`);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
