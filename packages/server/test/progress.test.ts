// Mission progress on accounts (issue 42 item 1: stars "saved on the device and on the
// account when signed in"): a round trip, two devices merging to the best stars per mission
// (also when they save at the same moment), bad bodies refused with nothing changed, no
// session or a guest's refused, and one account never seeing another's. On SQLite and on
// PostgreSQL (where the merge holds the row's lock).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionReply, WireError } from '@dt/protocol';
import { MAX_PROGRESS_ENTRIES, type Progress } from '@dt/protocol';
import { api, createDatabase, register, startLocal, startPostgres, type Service } from './helpers.ts';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

type Answer = { status: number; body: Progress & { error?: WireError } };
const get = (url: string, token?: string): Promise<Answer> =>
  api(url, 'GET', '/api/me/progress', undefined, token);
const put = (url: string, body: unknown, token?: string): Promise<Answer> =>
  api(url, 'PUT', '/api/me/progress', body, token);

let n = 0;
const fresh = (url: string): Promise<string> => register(url, `player${++n}`);

function suite(name: string, start: () => Promise<string>): void {
  describe(`progress on accounts (${name})`, () => {
    let url = '';
    beforeAll(async () => {
      url = await start();
    });

    it('keeps what a device sends and gives it back, without the missions of no stars', async () => {
      const t = await fresh(url);
      expect((await get(url, t)).body).toEqual({ missions: {} });
      const r = await put(url, { missions: { 'first-escape': 3, 'wizard-flight': 1, jump: 0 } }, t);
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ missions: { 'first-escape': 3, 'wizard-flight': 1 } });
      expect((await get(url, t)).body).toEqual(r.body);
    });

    it('merges two devices to the best stars per mission, so neither loses any', async () => {
      const t = await fresh(url);
      await put(url, { missions: { 'first-escape': 3, 'wizard-flight': 1 } }, t);
      const other = await put(url, { missions: { 'first-escape': 1, 'wizard-flight': 2, jump: 1 } }, t);
      const best = { 'first-escape': 3, 'wizard-flight': 2, jump: 1 };
      expect(other.body).toEqual({ missions: best });
      expect((await get(url, t)).body).toEqual({ missions: best });
    });

    it('loses no stars when many devices save at the same moment', async () => {
      const t = await fresh(url);
      // Device d passed mission m-d (3 stars) and the shared first mission with (d % 3) + 1:
      // a merge that read before another's write and wrote after it would lose a mission.
      const devices = Array.from({ length: 24 }, (_, d) => d);
      const answers = await Promise.all(
        devices.map((d) => put(url, { missions: { [`m-${d}`]: 3, 'first-escape': (d % 3) + 1 } }, t)),
      );
      expect(answers.map((a) => a.status)).toEqual(devices.map(() => 200));
      const all = { 'first-escape': 3, ...Object.fromEntries(devices.map((d) => [`m-${d}`, 3])) };
      expect((await get(url, t)).body).toEqual({ missions: all });
    });

    it('refuses bad bodies with BAD_MESSAGE and changes nothing', async () => {
      const t = await fresh(url);
      const kept = { missions: { 'first-escape': 2 } };
      await put(url, kept, t);
      const tooMany = Object.fromEntries(
        Array.from({ length: MAX_PROGRESS_ENTRIES + 1 }, (_, i) => [`m-${i}`, 1]),
      );
      const bad: unknown[] = [
        { missions: { 'first-escape': 4 } },
        { missions: { 'first-escape': -1 } },
        { missions: { 'first-escape': 1.5 } },
        { missions: { 'first-escape': '3' } },
        { missions: { 'Bad Id': 1 } },
        { missions: { __proto__x: 1 } },
        { missions: { ['x'.repeat(49)]: 1 } },
        { missions: tooMany },
        { missions: { jump: 3 }, extra: 1 },
        { stars: { jump: 3 } },
        'not json',
      ];
      for (const body of bad) {
        const r = await put(url, body, t);
        expect(r.status, JSON.stringify(body)).toBe(400);
        expect(r.body.error?.code).toBe('BAD_MESSAGE');
      }
      expect((await get(url, t)).body).toEqual(kept);
    });

    it('refuses a merge that would hold more missions than allowed, and changes nothing', async () => {
      const t = await fresh(url);
      const half = (from: number) =>
        Object.fromEntries(
          Array.from({ length: MAX_PROGRESS_ENTRIES / 2 + 1 }, (_, i) => [`m-${from + i}`, 1]),
        );
      const first = { missions: half(0) };
      expect((await put(url, first, t)).status).toBe(200);
      const r = await put(url, { missions: half(1000) }, t);
      expect(r.body.error?.code).toBe('BAD_MESSAGE');
      expect((await get(url, t)).body).toEqual(first);
    });

    it('answers UNAUTHORIZED without a live session, and ACCOUNT_REQUIRED to a guest', async () => {
      for (const token of [undefined, 'not-a-token']) {
        expect((await get(url, token)).status).toBe(401);
        expect((await put(url, { missions: { jump: 1 } }, token)).body.error?.code).toBe('UNAUTHORIZED');
      }
      const g = await api<SessionReply>(url, 'POST', '/api/guest', { name: 'Visitor' });
      const gr = await put(url, { missions: { jump: 1 } }, g.body.token);
      expect(gr.status).toBe(403);
      expect(gr.body.error?.code).toBe('ACCOUNT_REQUIRED');
      expect((await get(url, g.body.token)).body.error?.code).toBe('ACCOUNT_REQUIRED');
    });

    it("never shows one account another's progress", async () => {
      const [a, b] = [await fresh(url), await fresh(url)];
      await put(url, { missions: { 'first-escape': 3 } }, a);
      await put(url, { missions: { jump: 1 } }, b);
      expect((await get(url, a)).body).toEqual({ missions: { 'first-escape': 3 } });
      expect((await get(url, b)).body).toEqual({ missions: { jump: 1 } });
    });
  });
}

suite('SQLite', async () => {
  const s = await startLocal();
  cleanups.push(() => s.server.close());
  return s.url;
});

suite('PostgreSQL', async () => {
  const pg: Service = await startPostgres();
  cleanups.push(() => pg.stop());
  const s = await startLocal({ databaseUrl: await createDatabase(pg.url) });
  cleanups.push(() => s.server.close());
  return s.url;
});
