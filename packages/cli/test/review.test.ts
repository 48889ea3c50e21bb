// dt review (issue 42): a finished game's review as JSON from its record, through the same core
// as the browser's; a bad file gets one clear line and exit code 1, nothing on stdout.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeRecord } from '@dt/engine';
import { main } from '../src/main.ts';
import { botGame } from '../src/review-check.ts';
import type { Io } from '../src/io.ts';

function captured(): Io & { outs: string[]; errs: string[] } {
  const outs: string[] = [];
  const errs: string[] = [];
  return {
    outs,
    errs,
    tty: false,
    out: (t) => outs.push(t),
    err: (t) => errs.push(t),
    ask: async () => null,
    close: () => {},
  };
}

const dir = mkdtempSync(join(tmpdir(), 'dt-review-'));
const file = join(dir, 'game.dtr');
writeFileSync(file, makeRecord(botGame('standalone', 3, 3)));

describe('dt review', () => {
  it('prints the graph and the marked decisions as JSON, in the action notation', async () => {
    const io = captured();
    expect(await main(['review', file, '--iterations', '8', '--threshold', '5'], io)).toBe(0);
    const out = JSON.parse(io.outs.join('\n')) as {
      decisions: number;
      graph: { step: number; yellow: number }[];
      marked: { seat: string; played: string; best: string; drop: number }[];
    };
    expect(out.graph).toHaveLength(out.decisions);
    for (const m of out.marked) {
      expect(['yellow', 'blue']).toContain(m.seat);
      expect(m.drop).toBeGreaterThanOrEqual(0.05);
      expect(m.best).not.toBe(m.played);
    }
  });

  it('refuses a file that is not a record, with one line and exit code 1', async () => {
    const bad = join(dir, 'bad.dtr');
    writeFileSync(bad, 'hello');
    const io = captured();
    expect(await main(['review', bad], io)).toBe(1);
    expect(io.outs).toEqual([]);
    expect(io.errs).toHaveLength(1);
    expect(io.errs[0]).toMatch(/^dt review: .*bad\.dtr: /);
  });
});
