// Why the engine refuses what a player pointed at (explain.ts): a reason from the seat's view
// and legal list, so a table that knows no rules can say why (rulebook p. 5-8, R18).
import { describe, expect, it } from 'vitest';
import { explain, legalActionsFor, view, type State } from '../src/index.ts';
import { position } from './helpers.ts';

// Room P (open floor) in every slot of tutorial 4, all face up but slot 2.
function at(pieces: string, extra = '', up = true): State {
  const rooms = up ? 'P/0* P/0* P/0* P/0* P/0* P/0*' : 'P/0* P/0* P/0 P/0* P/0* P/0*';
  return position(`
DT-Prison position 1
scenario tutorial-4
room P 39 cw
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
rooms ${rooms}
pieces ${pieces}
${extra}
`);
}

const why = (s: State, intent: Parameters<typeof explain>[2]) =>
  explain(view(s, 0), legalActionsFor(s, 0), intent)?.code ?? null;

describe('explain: the reason for a refusal', () => {
  it('says nothing about a legal intent', () => {
    const s = at('yWz:b1 bMk:h5');
    expect(why(s, { type: 'square', piece: 'yWz', square: 'b2' })).toBe(null);
    expect(why(s, { type: 'piece', piece: 'yWz' })).toBe(null);
  });

  it('a square out of reach, an opponent’s piece, an object, a piece lying wounded', () => {
    const s = at('yWz:b1 yMk*:c1 yFw:d1 bMk:h5');
    expect(why(s, { type: 'square', piece: 'yWz', square: 'j20' })).toBe('OUT_OF_REACH');
    expect(why(s, { type: 'piece', piece: 'bMk' })).toBe('NOT_YOURS');
    expect(why(s, { type: 'piece', piece: 'yFw' })).toBe('OBJECT');
    expect(why(s, { type: 'piece', piece: 'yMk' })).toBe('WOUNDED');
  });

  it('an enemy wounded this turn cannot be attacked again (R18); a friend never; a distant one not yet', () => {
    const s = at('yWz:b1 yMk:b3 bMk*:b2', 'marks wounded-now=bMk');
    expect(why(s, { type: 'target', piece: 'yWz', target: 'bMk' })).toBe('WOUNDED_THIS_TURN');
    expect(why(s, { type: 'target', piece: 'yWz', target: 'yMk' })).toBe('FRIEND');
    const far = at('yWz:b1 bMk:h5');
    expect(why(far, { type: 'target', piece: 'yWz', target: 'bMk' })).toBe('NOT_BESIDE');
  });

  it('a face-down room with no miniature beside it; and the opponent’s turn before anything', () => {
    const s = at('yWz:b1 bMk:h5', '', false);
    expect(why(s, { type: 'reveal', room: 2 })).toBe('NO_MINIATURE_BESIDE');
    const theirs = explain(view(s, 1), legalActionsFor(s, 1), { type: 'piece', piece: 'bMk' });
    expect(theirs?.code).toBe('NOT_YOUR_TURN');
  });
});
