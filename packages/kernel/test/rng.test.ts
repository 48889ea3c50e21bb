// Both generators keep the streams the engines always drew from, so every stored record of
// either game replays as it was played (the values were taken from the engines' own classes
// before they moved here).
import { describe, expect, it } from 'vitest';
import { Sfc32, Xoshiro128, createRng } from '../src/index.ts';

const STREAMS: [number | string, string, string][] = [
  [1, '1828152527,3394835397,691', '1322085210,3448142222,768'],
  ['abc', '4010179712,2073380504,776', '3152507839,26132058,191'],
  ['', '4291253917,1101397687,352', '2988730470,1666900107,51'],
  [42.7, '1028872839,2516511472,93', '338893509,1209269466,524'],
  [-3, '187580882,3193753625,960', '2421995218,4040748504,360'],
];

describe('seeded generators', () => {
  it.each(STREAMS)('seed %j gives the board engine and the card game their old streams', (seed, sfc, xo) => {
    const a = createRng('sfc32', seed);
    const b = createRng('xoshiro128', seed);
    expect([a.next(), a.next(), a.int(1000)].join(',')).toBe(sfc);
    expect([b.next(), b.next(), b.int(1000)].join(',')).toBe(xo);
    expect(new Sfc32(seed).next()).toBe(Number(sfc.split(',')[0]));
    expect(new Xoshiro128(seed).next()).toBe(Number(xo.split(',')[0]));
  });

  it('picks and shuffles from the stream, and refuses to pick from nothing', () => {
    const r = createRng('xoshiro128', 'x');
    const xs = r.shuffle([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...xs].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(xs).toContain(r.pick(xs));
    expect(() => r.pick([])).toThrow(/empty/);
    for (let i = 0; i < 1000; i++) expect(r.int(7)).toBeLessThan(7);
  });
});
