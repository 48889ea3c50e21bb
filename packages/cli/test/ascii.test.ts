// The terminal board is drawn from a View alone: what a player sees on screen is exactly
// what the view holds, secrets excluded, and it fits a terminal.
import { describe, expect, it } from 'vitest';
import { PRISON_ROOMS, Rng, apply, newGame, view, type State, type View } from '@dt/engine';
import {
  eventText,
  pieceLabel,
  render,
  renderBoard,
  renderRooms,
  renderStacks,
  renderStatus,
  wrap,
} from '../src/ascii.ts';
import { typedAction } from '../src/random-game.ts';

function start(scenario: 'tutorial-1' | 'standalone' | 'tutorial-3', seed = 1): State {
  const g = newGame({ scenario }, seed);
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

/** Plays seeded random actions until `until` holds. */
function advance(s: State, until: (s: State) => boolean, seed = 'ascii'): State {
  const rng = new Rng(seed);
  for (let i = 0; i < 5000 && !until(s); i++) {
    const r = apply(s, typedAction(rng, s));
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  if (!until(s)) throw new Error('position not reached');
  return s;
}

const ROOM_NAMES = PRISON_ROOMS.map((r) => r.name);

describe('ascii board', () => {
  it('draws every row of the board between the two starting lines, within 80 columns', () => {
    for (const scenario of ['tutorial-1', 'standalone'] as const) {
      const v = view(start(scenario), 0);
      const lines = renderBoard(v).split('\n');
      expect(lines).toHaveLength(1 + 2 * v.height + 1);
      expect(lines[2]).toMatch(new RegExp(`^ *${v.height - 1}\\|.*blue start$`));
      expect(lines.at(-2)).toMatch(/^ *0\|.*yellow start$/);
      for (const l of renderBoard(v).split('\n')) expect(l.length).toBeLessThanOrEqual(80);
      for (const l of render(v, true)
        .split('\n')
        .filter((x) => !x.startsWith('Combat cards revealed')))
        expect(l.length).toBeLessThanOrEqual(80);
    }
  });

  it('shows face-down rooms as blocks with their token counts, never their names (R3)', () => {
    const s = advance(start('tutorial-1'), (x) => x.phase === 'card');
    const text = render(view(s, 1));
    for (const name of ROOM_NAMES) expect(text).not.toContain(name);
    expect(text).toMatch(/~#0~/);
    expect(renderRooms(view(s, 1))[0]).toMatch(
      /^room 0 \(south-west\): face-down, tokens yellow \d blue \d \(capacity 1\)$/,
    );
    // Starting dots and the characters on them, now revealed to both.
    expect(text).toMatch(/yMk|yNg/);
    expect(text).toMatch(/bMk|bNg/);
  });

  it('shows a revealed room: its name, gear and orientation, its pits, gears and walls', () => {
    const s = advance(start('tutorial-3'), (x) => x.revealed.some((r) => r === 1) && x.phase === 'card');
    const v = view(s, 0);
    const slot = v.rooms.findIndex((r) => r.revealed);
    const room = v.rooms[slot]!;
    expect(renderRooms(v)[slot]).toContain(`${room.name}, `);
    expect(renderRooms(v)[slot]).toMatch(
      /(green|violet) gear turning (clockwise|anticlockwise), its top faces/,
    );
    const board = renderBoard(v);
    expect(board).toMatch(/ {2}@ {2}|@[yb]/);
    expect(board).toMatch(/-----/);
  });

  it('hides the opponent’s starting characters during set-up (R5)', () => {
    let s = start('tutorial-1', 3);
    s = advance(s, (x) => x.phase === 'tokens');
    const text = render(view(s, 0));
    expect(text).toContain('b??');
    expect(text).not.toMatch(/bMk|bNg/);
    expect(text).toMatch(/behind the screens: .*yKy/);
  });

  it('marks shared squares with + and spells them out; wounded are drawn in lower case', () => {
    // A copy to move pieces about in: a view's pieces are frozen (engine view.ts).
    const v: View = structuredClone(
      view(
        advance(start('tutorial-1'), (x) => x.phase === 'card'),
        0,
      ),
    );
    const naga = v.pieces.find((p) => p.id === 'yNg')!;
    const key = v.pieces.find((p) => p.id === 'yKy')!;
    Object.assign(naga, { square: 'c5', state: 'miniature' });
    Object.assign(key, { square: 'c5', state: 'object', room: null, carriedBy: 'yNg' });
    expect(renderBoard(v)).toMatch(/ yNg\+/);
    expect(renderStacks(v)).toEqual(['c5: yNg, yKy carried by yNg']);
    naga.state = 'wounded';
    key.carriedBy = null;
    expect(renderStacks(v)).toEqual(['c5: yng (wounded), yKy']);
    expect(pieceLabel({ ...naga, id: '?3', seat: 'blue' })).toBe('b??');
  });

  it('shows only the viewer’s own hand, and the pending combat and result', () => {
    const v = view(
      advance(start('standalone'), (x) => x.phase === 'card'),
      0,
    );
    let status = renderStatus(v).join('\n');
    expect(status).toMatch(
      /yellow: Action 2 3 4 5 \(played -\) · Combat \+0 \+1 \+2 \+2 \+3 \+3 \+4 \+5 \+6 · Jump 3/,
    );
    expect(status).toMatch(/blue {2}: Action 4 cards \(played -\) · Combat 9 cards · Jump 3/);
    v.combat = {
      kind: 'close',
      attackers: ['yCo'],
      defenders: ['bTp'],
      strength: [5, 0],
      telepath: 'blue',
      announced: 5,
      forced: true,
      shown: null,
      chosen: [true, false],
      myCard: 2,
    };
    v.winner = 'blue';
    v.endReason = 'victory points';
    status = renderStatus(v).join('\n');
    expect(status).toContain('Combat (close): yCo attack bTp · blue Telepath announced +5 (must be played)');
    expect(status).toContain('chosen: yellow yes, blue no · your card +2');
    expect(status).toContain('Game over: blue wins (victory points)');
  });

  it('wraps long lists at 80 columns', () => {
    const words = Array.from({ length: 30 }, (_, i) => `w${i}`.padEnd(4, 'x'));
    const lines = wrap('escaped: ', words);
    expect(lines.length).toBeGreaterThan(1);
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(80);
    expect(lines.join(' ').replace(/ +/g, ' ')).toBe(`escaped: ${words.join(' ')}`);
  });

  it('writes events as short lines', () => {
    expect(eventText({ type: 'moved', piece: 'yNg', path: ['c0', 'c1', 'c2'] })).toBe(
      'moved yNg path c0-c1-c2',
    );
    expect(eventText({ type: 'card', seat: 'blue', value: 3 })).toBe('card blue value 3');
    expect(eventText({ type: 'token', seat: 'blue', room: 2 })).toBe('token blue room 2');
  });
});
