// The notations: positions (hidden parts included), actions and records, each read back
// as written; replaying a record gives the same game; bad text gets BAD_NOTATION.
import { describe, expect, it } from 'vitest';
import {
  Rng,
  apply,
  legalActions,
  makeAction,
  makePosition,
  makeRecord,
  parseAction,
  parsePosition,
  parseRecord,
  replay,
  type Action,
  type GameConfig,
} from '../src/index.ts';
import { board, game } from './helpers.ts';

/** A seeded random game's actions and the positions it passes. */
function randomGame(
  config: GameConfig,
  seed: string,
  limit: number,
): { actions: Action[]; positions: string[] } {
  let s = game(config, seed);
  const rng = new Rng(`${seed}/bots`);
  const actions: Action[] = [];
  const positions = [makePosition(s)];
  while (s.phase !== 'over' && actions.length < limit) {
    const a = rng.pick(legalActions(s));
    const r = apply(s, a);
    if (!r.ok) throw new Error(r.error.message);
    actions.push(a);
    s = r.value.state;
    positions.push(makePosition(s));
  }
  return { actions, positions };
}

const CONFIGS: GameConfig[] = [
  { scenario: 'tutorial-1' },
  { scenario: 'tutorial-3', secretObjects: true, timerSeconds: 120 },
  {
    scenario: 'standard',
    selection: 'draft',
    handicap: { seat: 'blue', stronger: 'good', weaker: 'newbie' },
  },
  { scenario: 'advanced', selection: 'frontal', maxTurns: 40 },
];

describe('position notation', () => {
  it('reads back every position of seeded games as written (makePosition / parsePosition)', () => {
    for (const config of CONFIGS) {
      for (const text of randomGame(config, `pos/${config.scenario}`, 400).positions) {
        const r = parsePosition(text);
        expect(r.ok, r.ok ? '' : r.error.message).toBe(true);
        if (r.ok) expect(makePosition(r.value)).toBe(text);
      }
    }
  });

  it('accepts a short form whose missing lines take game-like defaults', () => {
    const s = board('pieces yWa:b4 bNg:a8');
    expect(s.phase).toBe('actions');
    expect(s.wheel).toEqual([3, 0]);
    expect(makePosition(s)).toContain('hand yellow combat=0,1,2,2,3,3,4,5,6 jumps=3');
  });

  it('refuses malformed text and impossible positions with BAD_NOTATION, saying why', () => {
    const bad = (t: string): string => {
      const r = parsePosition(t);
      return r.ok ? 'ok' : `${r.error.code}: ${r.error.message}`;
    };
    expect(bad('hello')).toMatch(/^BAD_NOTATION: a position starts with/);
    expect(bad('DT-CardGame position 1\nscenario standard\nrooms blue-A/0*')).toMatch(/has 8 rooms/);
    expect(
      bad(
        'DT-CardGame position 1\nscenario tutorial-1\nrooms blue-A/0* blue-B/0* green-A/0* green-B/0*\npieces yWa:z9',
      ),
    ).toMatch(/bad place/);
    expect(
      bad(
        'DT-CardGame position 1\nscenario tutorial-1\nrooms blue-A/0* blue-B/0* green-A/0* green-B/0*\npieces yWa:a1 yNg:a1 yCl:a1 yMk:a1',
      ),
    ).toMatch(/4 yellow characters share one zone/);
    expect(bad(42 as unknown as string)).toMatch(/BAD_NOTATION/);
  });
});

describe('action notation', () => {
  it('reads back every action of seeded games as written (makeAction / parseAction)', () => {
    for (const config of CONFIGS) {
      for (const a of randomGame(config, `act/${config.scenario}`, 400).actions) {
        const text = makeAction(a);
        const r = parseAction(text);
        expect(r.ok, text).toBe(true);
        if (r.ok) expect(makeAction(r.value)).toBe(text);
      }
    }
  });

  it('writes each kind of action as documented', () => {
    const texts = [
      'select yellow Ng',
      'starters blue bNg@w,bCo@e',
      'deal yellow yKy2 3',
      'facing yellow yNg:t,yWa:g',
      'move yNg',
      'step Ywt',
      'step out',
      'take #12',
      'give yKy yMk',
      'stop',
      'jump yWa b3 jump',
      'jump yWa out 5',
      'combat yellow 2,5',
      'announce blue -',
      'levitate yTk yKy a1-b1-Yw -',
      'portcullis yBs s open',
    ];
    for (const t of texts) {
      const r = parseAction(t);
      expect(r.ok, t).toBe(true);
      if (r.ok) expect(makeAction(r.value)).toBe(t);
    }
  });

  it('refuses malformed actions with BAD_NOTATION', () => {
    for (const t of ['', 'fly yNg', 'move', 'step z9', 'combat green 1', 'jump yWa b3', 'take Naga']) {
      const r = parseAction(t);
      expect(r.ok ? 'ok' : r.error.code, t).toBe('BAD_NOTATION');
    }
  });
});

describe('records', () => {
  it('replay a game exactly from its configuration, seed and actions', () => {
    for (const config of CONFIGS) {
      const g = randomGame(config, `rec/${config.scenario}`, 600);
      const text = makeRecord({ config, seed: `rec/${config.scenario}`, actions: g.actions });
      const rec = parseRecord(text);
      expect(rec.ok).toBe(true);
      if (!rec.ok) continue;
      expect(makeRecord(rec.value)).toBe(text);
      const end = replay(rec.value);
      expect(end.ok).toBe(true);
      if (end.ok) expect(makePosition(end.value)).toBe(g.positions[g.positions.length - 1]);
    }
  });

  it('name the first action that cannot be replayed, and refuse a broken record', () => {
    const text = 'DT-CardGame record 1\nconfig {"scenario":"tutorial-1"}\nseed 1\nend\n';
    const rec = parseRecord(text);
    expect(rec.ok).toBe(true);
    if (!rec.ok) return;
    const r = replay(rec.value);
    expect(r.ok ? '' : `${r.error.code} ${r.error.message}`).toMatch(/^WRONG_PHASE action 1 \(end\)/);
    expect(parseRecord('DT-Prison record 1').ok).toBe(false);
    expect(parseRecord('DT-CardGame record 1\nconfig {nope}\nseed 1').ok).toBe(false);
  });
});

/** A text mangled the way a hand-edited fixture or a bad upload is: a line lost or doubled, words swapped or replaced, characters cut. */
function mangle(text: string, rng: Rng): string {
  const lines = text.split('\n');
  const l = rng.int(lines.length);
  const words = lines[l]!.split(' ');
  const w = rng.int(words.length);
  const TOKENS = [
    '-',
    '',
    'NaN',
    '999',
    '-3',
    '@9',
    '#0',
    'yZz',
    'a99',
    'Ywq',
    '*',
    '>yNg',
    'x=y',
    'yes=no',
    '🙂',
  ];
  switch (rng.int(6)) {
    case 0:
      lines.splice(l, 1);
      break;
    case 1:
      lines.splice(l, 0, lines[l]!);
      break;
    case 2:
      [words[w], words[0]] = [words[0]!, words[w]!];
      lines[l] = words.join(' ');
      break;
    case 3:
      words[w] = rng.pick(TOKENS);
      lines[l] = words.join(' ');
      break;
    case 4: {
      const at = rng.int(lines[l]!.length + 1);
      lines[l] = lines[l]!.slice(0, at) + lines[l]!.slice(at + 1 + rng.int(4));
      break;
    }
    default:
      words[w] = `${words[w]}${rng.pick(TOKENS)}`;
      lines[l] = words.join(' ');
  }
  return lines.join('\n');
}

describe('mangled text (fuzzed)', () => {
  const clear = (message: string): void => {
    expect(message.length).toBeGreaterThan(8);
    expect(message).not.toMatch(/undefined|\[object/);
  };

  it('a position is read back as written, or refused with BAD_NOTATION and a sentence; nothing throws', () => {
    const rng = new Rng('mangled positions');
    const texts = CONFIGS.flatMap((c) =>
      randomGame(c, `mangle/${c.scenario}`, 150).positions.filter((_, i) => i % 15 === 0),
    );
    let refused = 0;
    for (let i = 0; i < 1500; i++) {
      const text = mangle(rng.pick(texts), rng);
      const r = parsePosition(text);
      if (r.ok) {
        expect(parsePosition(makePosition(r.value)).ok).toBe(true);
        continue;
      }
      refused++;
      expect(r.error.code).toBe('BAD_NOTATION');
      clear(r.error.message);
    }
    expect(refused).toBeGreaterThan(300);
  });

  it('an action is read back as written, or refused with BAD_NOTATION and its usage; nothing throws', () => {
    const rng = new Rng('mangled actions');
    const texts = CONFIGS.flatMap((c) => randomGame(c, `mangle/${c.scenario}`, 300).actions.map(makeAction));
    let refused = 0;
    for (let i = 0; i < 3000; i++) {
      const text = mangle(rng.pick(texts), rng).replace(/\n/g, ' ');
      const r = parseAction(text);
      if (r.ok) {
        const again = parseAction(makeAction(r.value));
        expect(again.ok && makeAction(again.value)).toBe(makeAction(r.value));
        continue;
      }
      refused++;
      expect(r.error.code).toBe('BAD_NOTATION');
      clear(r.error.message);
    }
    expect(refused).toBeGreaterThan(500);
  });
});
