// Set-up decisions of the card game's L1 and L2, by a valuation of the cards rather than by
// chance (L0 keeps chance). Before play there is no position to search: the rooms are face
// down and the opponent's choices secret, so a choice is valued from the view alone:
//   - a card's worth (cardWorth): a character's combat value and movement, its ability
//     (ABILITY), an object's use (OBJECT_WORTH);
//   - selection (mutual choice, full frontal, draft): the best card still free; in the draft
//     it is also the card the opponent loses;
//   - handicap: the characters of least worth leave the team;
//   - starters: the two of best worth, one below each room, so that both rooms of the first
//     row can be revealed and entered from the start;
//   - dealing: the best character still in hand goes to the free room nearest the opponent's
//     edge (the evaluation's progress: a room's cards stand where the room is), objects to
//     the free room nearest the own edge (the own characters reach them first); characters
//     are dealt before objects;
//   - facing: no valuation (null): while the room is face down its name and orientation are
//     unknown, every icon is as likely to face an open zone, and the bot draws one.
import {
  CHARACTER_DEFS,
  SCENARIO_DEFS,
  parsePieceCode,
  type Action,
  type ScenarioName,
  type View,
} from '@dt/cardgame';

const N_KINDS = CHARACTER_DEFS.length;

/** What an ability adds to a character's worth (by card code), beyond combat and movement. */
const ABILITY: Record<string, number> = {
  Gb: 4, // Goblin: 2 VP when it escapes
  Cl: 3, // Cleric: heals the wounded
  Tl: 3, // Troll: regenerates
  Wz: 3, // Wizard: flies, casts the scrolls
  Cb: 3, // Crossbowman: ranged combat
  Da: 2, // Dark angel: flies
  Ww: 2, // Wall-walker: walks through walls
  Gh: 2, // Ghost: passes enemies, undead
  Mk: 2, // Mechanork: turns rooms
  Sa: 2, // Samurai: a free attack
  Wm: 2, // Weapon master: sees the other card first
  Bk: 2, // Berserker: two Combat cards
  Pa: 2, // Paladin: carries two
  Tp: 2, // Telepath: announces a card
  Th: 1,
  Pp: 1,
  Tk: 1,
  Ge: 1,
  As: 1,
  Bs: 1,
  Co: 1,
  Ng: 1,
};

/** An object's worth (by object code). */
const OBJECT_WORTH: Record<string, number> = {
  Sw: 4,
  Ar: 4,
  Fb: 4,
  Tr: 4, // 1 VP when carried out
  Sp: 3,
  Bw: 3,
  Sh: 3,
  Ky: 2,
  Rp: 2,
  Si: 2,
};

/** A card's worth by code with or without colour ("yNg", "Ng", "Ky2"). */
export function cardWorth(code: string): number {
  const bare = /^[yb][A-Z]/.test(code) ? code.slice(1) : code;
  const c = CHARACTER_DEFS.find((d) => d.code === bare);
  if (c) return 2 * c.combat + 1.5 * c.move + (ABILITY[c.code] ?? 0);
  return OBJECT_WORTH[bare.replace(/2$/, '')] ?? 0;
}

const isCharacter = (code: string): boolean => {
  const p = parsePieceCode(code);
  return p !== undefined && p < 2 * N_KINDS;
};

/** The action of highest value (the first of equals). */
const best = (xs: readonly Action[], value: (a: Action) => number): Action => {
  let top = xs[0]!;
  let topValue = value(top);
  for (const x of xs.slice(1)) {
    const v = value(x);
    if (v > topValue) [top, topValue] = [x, v];
  }
  return top;
};

/** The set-up decision by valuation, or null outside set-up. */
export function setupDecision(v: View, legal: readonly Action[]): Action | null {
  const seat = v.viewer === 'yellow' ? 0 : 1;
  switch (v.phase) {
    case 'select':
      return best(legal, (a) => (a.type === 'select' ? cardWorth(a.card) : -Infinity));
    case 'handicap':
      return best(legal, (a) =>
        a.type === 'handicap' ? -a.remove.reduce((n, c) => n + cardWorth(c), 0) : -Infinity,
      );
    case 'starters':
      return best(legal, (a) =>
        a.type === 'starters'
          ? a.starters.reduce((n, x) => n + cardWorth(x.piece), 0) +
            (new Set(a.starters.map((x) => x.side)).size > 1 ? 0.5 : 0)
          : -Infinity,
      );
    case 'deal': {
      const rows = SCENARIO_DEFS[v.scenario as ScenarioName]?.capacity.length ?? 1;
      // Rows of rooms from the own edge (0) to the opponent's (rows - 1).
      const forward = (slot: number): number => (seat === 0 ? slot >> 1 : rows - 1 - (slot >> 1));
      return best(legal, (a) => {
        if (a.type !== 'deal') return -Infinity;
        const w = cardWorth(a.piece);
        return isCharacter(a.piece) ? 100 + w * 10 + forward(a.room) : w * 10 - forward(a.room);
      });
    }
    default:
      return null;
  }
}
