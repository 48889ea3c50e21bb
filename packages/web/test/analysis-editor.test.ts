// The position editor's core (issue 42 item 2): each edit pointed at changes only what it says,
// goes through the engine's notation and invariants and back, and an edit the rules forbid
// (two miniatures on a square, a character on a pit trap without a Rope, no AP left in the
// actions phase) is refused with the engine's sentence while the position stays as it was.
import { describe, expect, it } from 'vitest';
import {
  checkInvariants,
  Loc,
  makePosition,
  parsePosition,
  pieceIn,
  squareName,
  Terrain,
  type State,
} from '@dt/engine';
import {
  edit,
  pieceList,
  pointedPiece,
  scenarioStart,
  START_SCENARIOS,
  type Listed,
} from '../src/analysis/editor.ts';
import { freeOnOwnLine, freeSquares, standing, stateOf } from './editor-positions.ts';

/** The position with an object of the game put down on a free floor square (itself an edit). */
function looseObject(s: State): { state: State; object: string } {
  const object = pieceList(s).find((x) => !x.character && x.where !== 'discarded')!.code;
  const r = edit(s, { kind: 'place', piece: object, square: freeSquares(s, Terrain.Floor)[0]! });
  if (!r.ok) throw new Error(r.message);
  expect(where(r.state, object)).toBe(freeSquares(s, Terrain.Floor)[0]);
  return { state: r.state, object };
}

const where = (s: State, code: string) => pieceList(s).find((x) => x.code === code)?.where;

for (const scenario of ['standalone', 'classic'] as const)
  describe(`the position editor (${scenario})`, () => {
    const s = stateOf(scenario, 5);
    const before = makePosition(s);

    it('moves a piece to a free square, changing nothing else, and the notation reads back the same', () => {
      const code = standing(s, 0);
      const to = freeSquares(s, Terrain.Floor)[0]!;
      const r = edit(s, { kind: 'place', piece: code, square: to });
      expect(r.ok && where(r.state, code)).toBe(to);
      if (!r.ok) return;
      const back = parsePosition(r.text);
      expect(back.ok && makePosition(back.value)).toBe(r.text);
      // Only the piece's entry (and what it carries) differs from the position before.
      const changed = pieceList(r.state).filter((x) => where(s, x.code) !== x.where);
      expect(changed.map((x) => x.code)).toEqual(
        pieceList(s)
          .filter((x) => x.code === code || x.where === `>${code}`)
          .map((x) => x.code),
      );
      expect(makePosition(s)).toBe(before);
    });

    it('refuses two miniatures on one square (golden rule), naming both, and keeps the position', () => {
      const a = standing(s, 0);
      const b = standing(s, 1);
      const r = edit(s, { kind: 'place', piece: a, square: where(s, b)! });
      expect(r).toEqual({ ok: false, message: `${a} and ${b} lie on one square` });
      expect(makePosition(s)).toBe(before);
    });

    it('refuses a character on a pit trap without a Rope', () => {
      const pit = freeSquares(s, Terrain.Pit)[0];
      if (!pit) throw new Error('no free pit trap in a revealed room');
      const code = pieceList(s).find(
        (x) =>
          x.character &&
          /^[a-z]\d+$/.test(x.where) &&
          !/Th/.test(x.code) &&
          !s.wounded[pieceIn(s.set, x.code)!],
      )!.code;
      const r = edit(s, { kind: 'place', piece: code, square: pit });
      expect(!r.ok && r.message).toMatch(`${pit} is a pit trap holding`);
    });

    it('takes a character off the board: the other side gains the kill and the VP', () => {
      const code = standing(s, 1);
      const r = edit(s, { kind: 'remove', piece: code });
      if (!r.ok) throw new Error(r.message);
      expect(where(r.state, code)).toBe('eliminated');
      expect(r.state.loc[pieceIn(s.set, code)!]).toBe(Loc.Dead);
      expect(r.state.kills[0]).toBe(s.kills[0] + 1);
      expect(r.state.vp[0]).toBe(s.vp[0] + 1);
    });

    it('lets a character escape, scoring its escape VP', () => {
      const code = standing(s, 0);
      const r = edit(s, { kind: 'escape', piece: code });
      if (!r.ok) throw new Error(r.message);
      expect(where(r.state, code)).toBe('escaped');
      expect(r.state.vp[0]).toBeGreaterThan(s.vp[0]);
    });

    it('sets whose turn it is and the AP left, refusing an actions phase with no AP (turn rules)', () => {
      const side = edit(s, { kind: 'side', seat: s.active === 0 ? 1 : 0 });
      expect(side.ok && side.state.active).toBe(s.active === 0 ? 1 : 0);
      const ap = edit(s, { kind: 'ap', ap: 2 });
      expect(ap.ok && ap.state.ap).toBe(2);
      expect(ap.ok && ap.text).toMatch(/ap=2 /);
      expect(edit(s, { kind: 'ap', ap: 0 })).toEqual({ ok: false, message: 'actions phase with no AP left' });
      expect(edit(s, { kind: 'ap', ap: 12 })).toEqual({
        ok: false,
        message: 'AP left must be 0 to 9, not 12',
      });
    });

    it('wounds a character and refuses a wounded character carrying an object', () => {
      const code = standing(s, 0);
      const w = edit(s, { kind: 'wounded', piece: code, wounded: true });
      if (!w.ok) throw new Error(w.message);
      expect(w.state.wounded[pieceIn(s.set, code)!]).toBe(1);
      const { state, object } = looseObject(w.state);
      const c = edit(state, { kind: 'carry', piece: object, by: code });
      expect(!c.ok && c.message).toContain(`carried by ${code}, which is wounded`);
    });

    it('has a character pick up a loose object, which then travels with it', () => {
      const { state, object } = looseObject(s);
      const code = pieceList(state).find(
        (x) =>
          x.character &&
          /^[a-z]\d+$/.test(x.where) &&
          !pieceList(state).some((y) => y.where === `>${x.code}`) &&
          !state.wounded[pieceIn(s.set, x.code)!],
      )!.code;
      const c = edit(state, { kind: 'carry', piece: object, by: code });
      if (!c.ok) throw new Error(c.message);
      expect(where(c.state, object)).toBe(`>${code}`);
      const to = freeSquares(c.state, Terrain.Floor)[0]!;
      const m = edit(c.state, { kind: 'place', piece: code, square: to });
      expect(m.ok && m.state.loc[pieceIn(s.set, object)!]).toBe(m.ok && m.state.loc[pieceIn(s.set, code)!]);
    });

    it('refuses a character on the opposing starting line: it would have escaped on arrival', () => {
      const code = standing(s, 1);
      const line = Array.from(s.board.terrain).findIndex(
        (t, sq) => t === Terrain.Start && sq < 10 && !Array.from(s.loc).includes(sq),
      );
      const r = edit(s, { kind: 'place', piece: code, square: squareName(line) });
      expect(r).toEqual({
        ok: false,
        message: `${code} is on ${squareName(line)}, yellow's starting line, where blue's characters escape`,
      });
    });

    it('names an unknown piece or square', () => {
      expect(edit(s, { kind: 'place', piece: 'zz', square: 'a1' })).toEqual({
        ok: false,
        message: 'unknown piece zz',
      });
      expect(edit(s, { kind: 'place', piece: standing(s, 0), square: 'z99' })).toEqual({
        ok: false,
        message: 'no square z99',
      });
    });
  });

describe('pointing at a piece while another is chosen', () => {
  const piece = (code: string, where: string, character: boolean, wounded = false): Listed => ({
    code,
    where,
    seat: code[0] === 'y' ? 0 : 1,
    character,
    wounded,
  });
  const wizard = piece('yWz', 'c3', true);
  const rope = piece('yRp', 'd4', false);

  it('has the character pointed at pick up the object chosen', () => {
    expect(pointedPiece(rope, wizard)).toEqual({ kind: 'carry', piece: 'yRp', by: 'yWz' });
  });

  it('has the character pointed at carry a wounded character chosen', () => {
    expect(pointedPiece(piece('yCl', 'c4', true, true), wizard)).toEqual({
      kind: 'carry',
      piece: 'yCl',
      by: 'yWz',
    });
  });

  it('puts the character chosen onto the square of a loose object pointed at', () => {
    expect(pointedPiece(wizard, rope)).toEqual({ kind: 'place', piece: 'yWz', square: 'd4' });
  });

  it('edits nothing (the piece pointed at is chosen instead) between two standing characters, or with nothing chosen', () => {
    expect(pointedPiece(wizard, piece('bNg', 'e5', true))).toBeNull();
    expect(pointedPiece(undefined, wizard)).toBeNull();
    expect(pointedPiece(wizard, wizard)).toBeNull();
    expect(pointedPiece(wizard, piece('yKy', '>bNg', false))).toBeNull();
  });
});

describe("the editor's scenario starts", () => {
  for (const scenario of START_SCENARIOS)
    it(`starts ${scenario} at the first turn's actions, set-up made and sound`, () => {
      const s = scenarioStart(scenario);
      expect([s.config.scenario, s.phase, s.turn]).toEqual([scenario, 'actions', 1]);
      expect(checkInvariants(s)).toEqual([]);
      // And it can be edited at once: a character goes to a free square of its own starting
      // line (the rooms are all face down).
      const free = freeOnOwnLine(s, s.active);
      const r = edit(s, { kind: 'place', piece: standing(s, s.active), square: free });
      if (!r.ok) throw new Error(r.message);
      expect(where(r.state, standing(s, s.active))).toBe(free);
    });
});
