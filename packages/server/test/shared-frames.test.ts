// Frames are made once per viewer of a version and written, as one WebSocket frame, to every
// socket of that viewer (ws-frame.ts): a seat open in two tabs and two spectators get the very
// same bytes as their twin, each viewer still only its own view (R5, R6), and the frame
// itself is the WebSocket text frame any client decodes.
import { describe, expect, it } from 'vitest';
import * as ws from 'ws';
import { Rng } from '@dt/engine';
import { textFrame } from '../src/ws-frame.ts';
import { api, auditFrames, localServer, newMatch, playRandomly, statesOf, Watcher } from './helpers.ts';

/** ws's own framing (its Sender is exported, though @types/ws does not declare it). */
const { Sender } = ws as unknown as { Sender: { frame(data: Buffer, options: object): Buffer[] } };

let url: string;
localServer((local) => ({ url } = local));

const updates = (w: Watcher): string[] =>
  w.frames.filter((f) => f.name === 'update').map((f) => JSON.stringify(f.payload));

describe('frames shared by the sockets of one viewer', () => {
  it('two tabs of a seat and two spectators each get the same frames as their twin, and only their own', async () => {
    const { gameId, seats } = await newMatch(url, { scenario: 'standalone' });
    const [yellow, yellow2, blue, watcher, watcher2] = [0, 1, 2, 3, 4].map(() => new Watcher(url));
    const everyone = [yellow!, yellow2!, blue!, watcher!, watcher2!];
    try {
      for (const [w, token] of [
        [yellow, seats.yellow],
        [yellow2, seats.yellow],
        [blue, seats.blue],
        [watcher, undefined],
        [watcher2, undefined],
      ] as const)
        expect((await w!.client.join(gameId, token)).ok).toBe(true);
      const played = await playRandomly(
        gameId,
        { yellow: yellow!, blue: blue! },
        everyone,
        new Rng('shared'),
        {
          maxActions: 40,
        },
      );
      expect(played).toBe(40);

      expect(updates(yellow!)).toHaveLength(played);
      // Every frame was laid over the view held: no client had to ask again.
      for (const w of everyone) expect(w.client.resyncs).toBe(0);
      // Moves send their changed pieces only, by index (docs/protocol.md viewItems), and every
      // view rebuilt from the patches is the view a fresh join gives.
      expect(yellow!.frames.some((f) => f.name === 'update' && 'viewItems' in (f.payload as object))).toBe(
        true,
      );
      for (const [w, token] of [
        [yellow, seats.yellow],
        [blue, seats.blue],
        [watcher2, undefined],
      ] as const) {
        const fresh = new Watcher(url);
        const r = await fresh.client.join(gameId, token);
        fresh.close();
        expect(r.ok && JSON.stringify(r.view)).toBe(JSON.stringify(w!.latest!.view));
      }
      expect(updates(yellow2!)).toEqual(updates(yellow!));
      expect(updates(watcher2!)).toEqual(updates(watcher!));
      // The seats' and the spectators' frames are their own: never one another's.
      for (const [a, b] of [
        [yellow, blue],
        [yellow, watcher],
        [blue, watcher],
      ] as const)
        updates(a!).forEach((f, i) => expect(f).not.toBe(updates(b!)[i]));

      // The game ends (yellow resigns); nothing in any frame named what its viewer may not know.
      const v = yellow!.latest!.version;
      expect((await yellow!.client.act(gameId, v, { type: 'resign', seat: 'yellow' })).ok).toBe(true);
      await Promise.all(everyone.map((w) => w.waitFor(v + 1)));
      const record = await api<string>(url, 'GET', `/api/games/${gameId}/record`);
      expect(record.status).toBe(200);
      const states = statesOf(record.body);
      for (const [w, viewer] of [
        [yellow, 0],
        [yellow2, 0],
        [blue, 1],
        [watcher, 'spectator'],
        [watcher2, 'spectator'],
      ] as const)
        expect(auditFrames(w!.frames, viewer, states)).toEqual([]);
      // The audit notices a leak: yellow's frames shown to blue name hidden pieces.
      expect(auditFrames(yellow2!.frames, 1, states).length).toBeGreaterThan(0);
    } finally {
      for (const w of everyone) w.close();
    }
  });

  it('a frame made once is the WebSocket text frame ws itself would write, at every length class', () => {
    for (const text of [
      '',
      'a',
      'x'.repeat(125),
      'é'.repeat(63),
      'y'.repeat(126),
      'z'.repeat(65535),
      'w'.repeat(70000),
    ]) {
      const ours = textFrame(text);
      const theirs = Buffer.concat(
        Sender.frame(Buffer.from(text), {
          fin: true,
          opcode: 1,
          mask: false,
          readOnly: false,
          rsv1: false,
        }),
      );
      expect(ours.equals(theirs), `${text.length} characters`).toBe(true);
    }
  });
});
