// The levels a menu offers (levels.ts, plain data for pages that load no bot) are the levels the
// bots' registry plays, for every kind.
import { describe, expect, it } from 'vitest';
import { GAME_KINDS } from '@dt/games';
import { BOTS } from '../src/bots.ts';
import { botLevels } from '../src/levels.ts';

describe('bot levels', () => {
  it("are each kind's bots' own levels", () => {
    for (const k of GAME_KINDS) expect(botLevels(k)).toEqual(BOTS[k].levels);
  });
});
