// Original artwork for the 2004 "Classic" set, in the style of art.tsx (a 100×100 grid,
// `currentColor` strokes): emblems for the characters and objects Prison does not have (the
// Cleric, Mekanork, Wizard, Rope and Fireball Wand keep Prison's), and the rooms' pair colours
// and floor tints (CLASSIC-DATA.md 3.2). The pair's number stays on each gear, so the colour is
// never the only way to tell a pair.
import { boardKindOf, type BoardKind } from '../board-kinds.ts';
import type { ReactElement } from 'react';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;
const solid = { fill: 'currentColor' } as const;

/** Emblems by piece code (without the seat letter) of the Classic pieces Prison lacks. */
export const CLASSIC_EMBLEMS: Record<string, ReactElement> = {
  // Goblin: a head with long pointed ears and slanted eyes.
  Gb: (
    <g>
      <path
        d="M50 32 Q 70 32 70 56 Q 70 78 50 78 Q 30 78 30 56 Q 30 32 50 32 Z M 36 50 L 46 54 L 38 57 Z M 64 50 L 54 54 L 62 57 Z"
        {...solid}
        fillRule="evenodd"
      />
      <path d="M35 48 L 10 30 L 34 60 Z M 65 48 L 90 30 L 66 60 Z" {...solid} />
    </g>
  ),
  // Thief: a domino mask.
  Th: (
    <path
      d="M14 44 Q 30 30 50 42 Q 70 30 86 44 Q 84 64 66 64 Q 56 64 50 56 Q 44 64 34 64 Q 16 64 14 44 Z M 26 47 Q 34 42 42 49 Q 34 56 26 47 Z M 58 49 Q 66 42 74 47 Q 66 56 58 49 Z"
      {...solid}
      fillRule="evenodd"
    />
  ),
  // Warrior: a great helm, its visor cut in a T.
  Wr: (
    <path
      d="M26 78 V 42 Q 26 16 50 16 Q 74 16 74 42 V 78 Z M 32 42 H 68 V 50 H 54 V 68 H 46 V 50 H 32 Z"
      {...solid}
      fillRule="evenodd"
    />
  ),
  // Troll: a club.
  Tr: (
    <g>
      <path d="M26 82 L 52 46" {...stroke} strokeWidth={10} />
      <path d="M44 44 Q 46 16 70 16 Q 86 22 80 40 Q 70 58 52 56 Z" {...solid} />
      <circle cx={68} cy={30} r={4} fill="#f4ede1" />
    </g>
  ),
  // Wall-Walker: an arrow through a brick wall.
  Ww: (
    <g>
      <path d="M44 16 H 60 V 84 H 44 Z M 44 33 H 60 M 44 50 H 60 M 44 67 H 60" {...stroke} strokeWidth={5} />
      <path d="M12 50 H 80" {...stroke} />
      <path d="M72 38 L 88 50 L 72 62" {...stroke} />
    </g>
  ),
  // Armor: a breastplate.
  Ar: (
    <path
      d="M30 18 L 42 24 Q 50 28 58 24 L 70 18 L 84 30 L 76 44 V 78 Q 50 88 24 78 V 44 L 16 30 Z M 50 34 V 76"
      {...stroke}
      strokeWidth={6}
    />
  ),
  // Sword: blade, cross-guard and pommel.
  Sw: (
    <g>
      <path d="M50 12 L 57 22 V 62 H 43 V 22 Z" {...solid} />
      <path d="M30 64 H 70 M 50 64 V 80" {...stroke} />
      <circle cx={50} cy={86} r={5} {...solid} />
    </g>
  ),
  // Speed Potion: a flask with a lightning bolt.
  Po: (
    <g>
      <path
        d="M42 14 H 58 M 44 14 V 36 Q 22 46 24 64 Q 28 86 50 86 Q 72 86 76 64 Q 78 46 56 36 V 14"
        {...stroke}
        strokeWidth={6}
      />
      <path d="M54 44 L 40 64 H 52 L 46 80 L 62 58 H 50 Z" {...solid} />
    </g>
  ),
  // Treasure: a chest with its lock.
  Ts: (
    <g>
      <path d="M18 44 Q 18 24 50 24 Q 82 24 82 44 Z" {...solid} />
      <rect x={18} y={48} width={64} height={32} rx={4} {...solid} />
      <rect x={44} y={40} width={12} height={16} rx={2} fill="#f4ede1" />
    </g>
  ),
};

/** Each pair's colour (its gears' arrows in the 2004 set): 1 yellow, 2 blue, 3 green, 4 red. */
export const PAIR_COLOURS: Record<number, string> = {
  1: '#e2c044',
  2: '#3d6fd1',
  3: '#3f9a5a',
  4: '#c8453b',
};

/**
 * Each pair's floor art: 1 green, 2 orange, 3 teal, 4 grey (CLASSIC-DATA.md 3.2), pale, as
 * they multiply the stone under them (board.css): the stone's grain stays and pits stay black.
 */
export const FLOOR_TINTS: Record<number, string> = {
  1: '#bcdcaa',
  2: '#f3c6a4',
  3: '#a6d8d2',
  4: '#c4c4c4',
};

/** How the board draws a set's rooms: the 2004 set pairs its rooms by floor tint and gear colour. */
export const PAIRED_ROOMS: { readonly [K in BoardKind]: boolean } = { prison: false, classic: true };

/** Whether a view's rooms are drawn with their pairs (its set's). */
export const pairedRooms = (scenario: string): boolean => PAIRED_ROOMS[boardKindOf(scenario)];
