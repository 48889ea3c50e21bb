// Test positions of the stand-alone game built from room drawings (the engine's position
// notation), with the engine tests' own fixtures.
import type { State } from '@dt/engine';
import { PLAIN_ROOM, position } from '@dt/engine/test-support';

/**
 * A stand-alone position with the test rooms `rooms` (drawings) laid out as `layout`, and
 * `more` lines of notation (the phase, the hands). Room "P", open on every side with its gear
 * in the north-east corner (the engine tests' PLAIN_ROOM), is always there.
 */
export function standalone(
  rooms: string[],
  layout: string,
  pieces: string,
  portcullis = '-',
  more = '',
): State {
  return position(`DT-Prison position 1
scenario standalone
${[PLAIN_ROOM, ...rooms].join('\n')}
rooms ${layout}
portcullis ${portcullis}
pieces ${pieces}
${more}`);
}
