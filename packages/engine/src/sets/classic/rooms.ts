// The eight rooms of the 2004 "Classic" set (CLASSIC-DATA.md section 3.2), four twin pairs
// 1-4. Drawn in this engine's frame from the data's machine-readable block: the data's row r
// and column c (c1 toward the first player's line) are this drawing's column r - 1 (west to
// east) and row c - 1 (south to north), a quarter turn that keeps clockwise clockwise, so a
// BGA orientation is this engine's orientation. Names follow the scans (CLASSIC-DATA.md):
// 1A = 1D, 1B = 1G, 2A = 2D, 2B = 2G, 3A = 3D, 3B = 3G, 4A = 4G, 4B = 4D (D clockwise).
// test/classic-rooms.test.ts checks every square and side against the block.
import { parseRoom, type RoomDef } from '../../core/roomdef.ts';

/** Gear arrow colours per pair (CLASSIC-DATA.md 3.2). */
export const CLASSIC_GEAR_COLOURS: Record<number, string> = { 1: 'yellow', 2: 'blue', 3: 'green', 4: 'red' };

export const CLASSIC_ROOMS: readonly RoomDef[] = [
  parseRoom('1A', 1, true, [
    '+ +-+ + +-+',
    ' O . . .|.|',
    '+ +-+-+ + +',
    ' .|. . .|. ',
    '+ + + + + +',
    ' .|. @ . . ',
    '+ + + + + +',
    ' .|. . .|. ',
    '+ +#+-+-+ +',
    '|. . . . .|',
    '+-+ + + +-+',
  ]),
  parseRoom('1B', 1, false, [
    '+ + + + + +',
    ' . . . . . ',
    '+-+-+#+-+-+',
    ' .|. . . @ ',
    '+-+ + + + +',
    ' O . . . O ',
    '+-+ + + + +',
    ' .|. . .|. ',
    '+-+-+#+-+-+',
    ' . . . . . ',
    '+ + + + + +',
  ]),
  parseRoom('2A', 2, true, [
    '+ +-+-+ +-+',
    ' .|O . . .|',
    '+ + +-+-+ +',
    '|.|. . . .|',
    '+ +-+-+#+ +',
    '|. . . .|.|',
    '+-+ + + + +',
    ' .|@|.|.|. ',
    '+ +-+ + +-+',
    '|. . O|. . ',
    '+-+-+ + +-+',
  ]),
  parseRoom('2B', 2, false, [
    '+ + + + + +',
    ' .|. . .|. ',
    '+-+ +#+ +-+',
    '|. .|.|. .|',
    '+ +-+ +-+ +',
    ' . O @ O . ',
    '+ +-+ +-+ +',
    '|. .|.|. . ',
    '+-+ +#+ +-+',
    ' .|. . .|O ',
    '+ + +-+ + +',
  ]),
  parseRoom('3A', 3, true, [
    '+ + +-+ + +',
    ' . O . . . ',
    '+ + +-+-+#+',
    '|.|. @ . .|',
    '+ + +-+-+ +',
    ' .|.|. .#. ',
    '+ + + + +-+',
    ' .|O . .|. ',
    '+-+ + +-+ +',
    ' . . .#. .|',
    '+ +-+-+ + +',
  ]),
  parseRoom('3B', 3, false, [
    '+ + +-+ + +',
    ' . .|. . O ',
    '+ +-+ +#+ +',
    '|.|@ .|.|. ',
    '+ + + + + +',
    ' .#. .|. .|',
    '+-+-+ +-+ +',
    ' . . O|. . ',
    '+ +-+-+ +-+',
    ' . . . .|. ',
    '+-+ + +-+ +',
  ]),
  parseRoom('4A', 4, false, [
    '+-+ +-+ +-+',
    '|. .|. . .|',
    '+ +-+ +-+ +',
    ' .|. .|@|. ',
    '+-+ +-+ +-+',
    ' . O|. . . ',
    '+-+ + +-+-+',
    ' .|.|. .#. ',
    '+ + +-+-+ +',
    '|.|. . . .|',
    '+ +-+-+ +-+',
  ]),
  parseRoom('4B', 4, true, [
    '+ +-+ +-+-+',
    '|. .|. . . ',
    '+-+ +-+-+ +',
    ' .|.|@|.#.|',
    '+ + + + + +',
    '|. . .|.|.|',
    '+-+-+ + +-+',
    '|. . .|. . ',
    '+ +-+-+ + +',
    ' O . . . .|',
    '+-+-+ +-+-+',
  ]),
];

/** BGA's room type ids 1..8 (1D 1G 2D 2G 3D 3G 4D 4G) as the names above. */
export const BGA_ROOM_NAMES: readonly string[] = ['1A', '1B', '2A', '2B', '3A', '3B', '4B', '4A'];
