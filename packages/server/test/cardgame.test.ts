// The card game online (issue 29): a game kind is one field of a game. A card game is
// created with its own options (bad ones refused with a clear error, nothing created),
// played through the same protocol, and every seat receives only what it may know: each
// frame's view, each legal list and the events are checked against the true states by
// changing every hidden thing (the other hand, face-down rooms and cards: @dt/cardgame
// `perturb`) and asserting that what the seat received is unchanged. The server's bot plays
// the card game at levels 0-2 and refuses higher ones. A timed card game sends its clock in
// every frame; a draw is offered, declined and accepted; a take-back is refused (it has none).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as cardgame from '@dt/cardgame';
import type { GameSummary, LegalReply, SeatReply, UpdateFrame, WireError } from '@dt/protocol';
import { api, localServer, ManualClock, newMatch, Watcher } from './helpers.ts';

let url = '';
localServer((l) => (url = l.url));

/** How long each decision takes in the timed game (a ManualClock moved by the test). */
const STEP_MS = 250;

type Seen = { seat: cardgame.SeatName; version: number; view: cardgame.View };

/** The states of a finished game at every version, from its downloaded record. */
function statesOf(record: string): cardgame.State[] {
  const r = cardgame.parseRecord(record);
  if (!r.ok) throw new Error(r.error.message);
  const g = cardgame.newGame(r.value.config, r.value.seed);
  if (!g.ok) throw new Error(g.error.message);
  const out = [g.value];
  for (const a of r.value.actions) {
    const n = cardgame.apply(out[out.length - 1]!, a);
    if (!n.ok) throw new Error(n.error.message);
    out.push(n.value.state);
  }
  return out;
}

/**
 * Each frame's view is the seat's view of the true state at its version, and stays so when
 * everything hidden from the seat changes (@dt/cardgame `perturb`). Returns at how many frames
 * the perturbation changed something (the check's teeth).
 */
function expectSecret(seen: Seen[], states: cardgame.State[]): number {
  let changed = 0;
  for (const f of seen) {
    const s = states[f.version]!;
    const seat = f.seat === 'yellow' ? 0 : 1;
    expect(f.view, `${f.seat} v${f.version}`).toEqual(cardgame.view(s, seat));
    const t = cardgame.perturb(s, seat);
    if (cardgame.makePosition(t) !== cardgame.makePosition(s)) changed++;
    expect(f.view, `${f.seat} v${f.version} with its hidden things changed`).toEqual(cardgame.view(t, seat));
  }
  return changed;
}

const viewOf = (u: UpdateFrame): cardgame.View => u.view as unknown as cardgame.View;
const sorted = (xs: unknown[]): string[] => xs.map((x) => JSON.stringify(x)).sort();

describe('creating a card game', () => {
  it('starts a card game with its scenario and options, and says its kind in the summary', async () => {
    const r = await api<SeatReply>(url, 'POST', '/api/games', {
      kind: 'cardgame',
      scenario: 'standard',
      selection: 'draft',
      secretObjects: true,
      seat: 'yellow',
    });
    expect(r.status).toBe(200);
    const s = await api<GameSummary>(url, 'GET', `/api/games/${r.body.gameId}`);
    expect(s.body).toMatchObject({ kind: 'cardgame', scenario: 'standard', status: 'open' });
    const prison = await api<SeatReply>(url, 'POST', '/api/games', { scenario: 'tutorial-1' });
    const p = await api<GameSummary>(url, 'GET', `/api/games/${prison.body.gameId}`);
    expect(p.body.kind).toBe('prison');
  });

  it('refuses bad card game options with a clear error and creates nothing', async () => {
    const before = (await api<{ games: unknown[] }>(url, 'GET', '/api/games?status=open&limit=100')).body
      .games.length;
    const bad: [Record<string, unknown>, number, string][] = [
      [{ kind: 'cardgame', scenario: 'standalone' }, 400, 'BAD_MESSAGE'], // a Prison scenario
      [{ kind: 'cardgame', scenario: 'tutorial-1', vpTarget: 3 }, 400, 'BAD_MESSAGE'], // a Prison option
      [{ kind: 'cardgame', scenario: 'standard', selection: 'auction' }, 400, 'BAD_MESSAGE'],
      [{ kind: 'chess', scenario: 'standard' }, 400, 'BAD_MESSAGE'],
      // No kind: the kind whose scenario it names, Classic, which has no handicap play.
      [
        { scenario: 'classic', handicap: { seat: 'blue', characters: 6, removeCombat: [] } },
        400,
        'BAD_MESSAGE',
      ],
      [{ kind: 'cardgame', scenario: 'tutorial-1', opponent: 'bot', botLevel: 3 }, 400, 'BAD_BOT_LEVEL'],
      [{ kind: 'cardgame', scenario: 'tutorial-1', moveHours: 24, timerSeconds: 60 }, 400, 'BAD_CONFIG'],
    ];
    for (const [body, status, code] of bad) {
      const r = await api<{ error: WireError }>(url, 'POST', '/api/games', body);
      expect([r.status, r.body.error.code], JSON.stringify(body)).toEqual([status, code]);
      expect(r.body.error.message.length).toBeGreaterThan(10);
    }
    const after = (await api<{ games: unknown[] }>(url, 'GET', '/api/games?status=open&limit=100')).body.games
      .length;
    expect(after).toBe(before);
  });
});

describe('a card game played online', () => {
  const seen: Seen[] = [];
  const legal: { seat: cardgame.SeatName; version: number; reply: LegalReply }[] = [];
  const events: Record<string, unknown>[] = [];
  let gameId = '';
  let record = '';
  let spectatorLast: UpdateFrame | null = null;
  let liveRecord: { status: number; code: string } | null = null;
  let errorReply: WireError | null = null;

  beforeAll(async () => {
    const m = await newMatch(url, { kind: 'cardgame', scenario: 'tutorial-1' });
    gameId = m.gameId;
    const w = { yellow: new Watcher(url), blue: new Watcher(url) };
    const spectator = new Watcher(url);
    const rng = new cardgame.Rng('online card game');
    try {
      for (const seat of ['yellow', 'blue'] as const) {
        w[seat].client.onUpdate((u) => {
          seen.push({ seat, version: u.version, view: structuredClone(viewOf(u)) });
          for (const e of u.events ?? []) events.push(e);
        });
        await w[seat].client.join(gameId, m.seats[seat]);
      }
      await spectator.client.join(gameId);
      for (let n = 0; n < 1500; n++) {
        const u = w.yellow.latest!;
        const v = viewOf(u);
        if (v.phase === 'over') break;
        const seat = v.toMove[0]!;
        await w[seat].waitFor(u.version);
        const l = await w[seat].client.legal(gameId);
        if (!l.ok) throw new Error(l.error.code);
        legal.push({ seat, version: l.version, reply: l });
        if (n === 5) {
          // The other seat acting out of turn gets a fixed sentence, never the engine's text.
          const other = seat === 'yellow' ? 'blue' : 'yellow';
          const r = await w[other].client.act(gameId, u.version, l.actions[0] as cardgame.Action);
          if (!r.ok) errorReply = r.error;
          const live = await api<{ error: WireError }>(
            url,
            'GET',
            `/api/games/${gameId}/record`,
            undefined,
            m.seats[seat],
          );
          liveRecord = { status: live.status, code: live.body.error.code };
        }
        // A long random game ends by resignation: the secrecy checks need versions, not a winner.
        const a =
          n === 1499
            ? ({ type: 'resign', seat } as const)
            : (rng.pick(l.actions as unknown as cardgame.Action[]) as cardgame.Action);
        const r = await w[seat].client.act(gameId, u.version, a);
        if (!r.ok) throw new Error(`${a.type} at ${u.version}: ${r.error.code}`);
        await Promise.all([w.yellow, w.blue, spectator].map((x) => x.waitFor(r.version)));
      }
      spectatorLast = spectator.latest;
      const rec = await api<string>(url, 'GET', `/api/games/${gameId}/record`, undefined, m.seats.yellow);
      expect(rec.status).toBe(200);
      record = rec.body;
    } finally {
      for (const x of [w.yellow, w.blue, spectator]) x.close();
    }
  });

  it('ends, and its record replays to the end the players saw', () => {
    const states = statesOf(record);
    expect(states.at(-1)!.phase).toBe('over');
    expect(viewOf(spectatorLast!).phase).toBe('over');
    expect(spectatorLast!.summary.kind).toBe('cardgame');
  });

  it('gives each seat exactly its view, unchanged when everything hidden from it changes (the other hand, face-down cards and rooms)', () => {
    const changed = expectSecret(seen, statesOf(record));
    expect(seen.length).toBeGreaterThan(20);
    // The check has teeth: at many versions something hidden from the seat did change.
    expect(changed).toBeGreaterThan(50);
  });

  it('gives each seat its own legal actions, unchanged when what it may not know changes', () => {
    const states = statesOf(record);
    for (const l of legal) {
      const seat = l.seat === 'yellow' ? 0 : 1;
      const t = cardgame.perturb(states[l.version]!, seat);
      expect(sorted(l.reply.actions), `${l.seat} v${l.version}`).toEqual(
        sorted(cardgame.legalActionsFor(t, seat)),
      );
    }
  });

  it('sends no event with hidden fields of another seat, and errors and the live record reveal nothing', () => {
    expect(events.length).toBeGreaterThan(0);
    for (const e of events) expect(e).not.toHaveProperty('hidden');
    expect(errorReply!.code).toMatch(/NOT_YOUR_TURN|UNAUTHORIZED/);
    expect(errorReply!.message).not.toMatch(/[yb][A-Z][a-z]/);
    expect(liveRecord).toEqual({ status: 409, code: 'NOT_FINISHED' });
  });
});

describe('a draw, the turn clock and take-backs in a card game online', () => {
  const seen: Seen[] = [];
  const events: Record<string, unknown>[] = [];
  const out: Record<string, unknown> = {};
  // A server of its own on a ManualClock: each decision takes exactly STEP_MS, so the clock
  // each frame shows is exact.
  const clock = new ManualClock();
  let url = '';
  localServer((l) => (url = l.url), { clock });

  beforeAll(async () => {
    const m = await newMatch(url, { kind: 'cardgame', scenario: 'tutorial-1', timerSeconds: 60 });
    const id = m.gameId;
    const w = { yellow: new Watcher(url), blue: new Watcher(url) };
    const rng = new cardgame.Rng('draw and clock');
    const other = (seat: cardgame.SeatName) => (seat === 'yellow' ? 'blue' : 'yellow');
    const act = async (seat: cardgame.SeatName, a: cardgame.Action) => {
      const r = await w[seat].client.act(id, w[seat].latest!.version, a);
      if (r.ok) await Promise.all([w.yellow.waitFor(r.version), w.blue.waitFor(r.version)]);
      return r;
    };
    try {
      for (const seat of ['yellow', 'blue'] as const) {
        w[seat].client.onUpdate((u) => {
          seen.push({ seat, version: u.version, view: structuredClone(viewOf(u)) });
          for (const e of u.events ?? []) events.push(e);
        });
        await w[seat].client.join(id, m.seats[seat]);
      }
      // Random decisions until both seats have played a turn (a draw before that is an
      // aborted game), noting the time each frame's clock gives the seat to move.
      const left: { phase: string; turn: number; ms: number | null }[] = [];
      const randomly = async () => {
        const u = w.yellow.latest!;
        left.push({
          phase: viewOf(u).phase,
          turn: viewOf(u).turn,
          ms: u.summary.deadline === null ? null : u.summary.deadline - clock.now(),
        });
        await clock.advance(STEP_MS);
        const seat = viewOf(u).toMove[0]!;
        const l = await w[seat].client.legal(id);
        if (!l.ok) throw new Error(l.error.code);
        const r = await act(seat, rng.pick(l.actions as unknown as cardgame.Action[]));
        if (!r.ok) throw new Error(r.error.code);
        return seat;
      };
      for (let n = 0; n < 1000 && viewOf(w.yellow.latest!).turn < 3; n++) await randomly();
      out.left = left;
      // An action of the turn in progress, then its take-back: refused with a clear error,
      // nothing changed (the card game has none: docs/protocol.md, "Undo").
      let active = await randomly();
      while (!viewOf(w.yellow.latest!).toMove.includes(active)) active = await randomly();
      out.active = active;
      const before = w.yellow.latest!.version;
      out.undo = await w[active].client.undo(id, before, 1);
      out.versionAfterUndo = w.yellow.latest!.version - before;
      // The other seat offers a draw out of turn, cannot offer it twice, and the mover declines.
      out.offer = await act(other(active), { type: 'offer-draw', seat: other(active) });
      out.offered = [viewOf(w.yellow.latest!).drawOffer, viewOf(w.blue.latest!).drawOffer];
      out.twice = await act(other(active), { type: 'offer-draw', seat: other(active) });
      out.decline = await act(active, { type: 'decline-draw', seat: active });
      out.declined = [viewOf(w.yellow.latest!).drawOffer, viewOf(w.blue.latest!).drawOffer];
      // Offered again and accepted: the game ends drawn for both.
      await act(active, { type: 'offer-draw', seat: active });
      out.accept = await act(other(active), { type: 'accept-draw', seat: other(active) });
      out.ends = [w.yellow.latest!, w.blue.latest!].map((u) => [
        viewOf(u).winner,
        viewOf(u).endReason,
        u.summary.status,
      ]);
      const rec = await api<string>(url, 'GET', `/api/games/${id}/record`, undefined, m.seats.yellow);
      out.record = rec.body;
    } finally {
      for (const x of [w.yellow, w.blue]) x.close();
    }
  });

  it("sends the clock of a timed game in every frame: the turn timer (CN31), and one per set-up decision (the server's own)", () => {
    const left = out.left as { phase: string; turn: number; ms: number | null }[];
    expect(left.filter((x) => x.phase === 'select' || x.phase === 'starters').length).toBeGreaterThan(0);
    expect(left.map((x) => x.turn)).toEqual(expect.arrayContaining([0, 1, 2]));
    for (const x of left) {
      expect(x.ms, JSON.stringify(x)).not.toBeNull();
      expect(x.ms!).toBeLessThanOrEqual(60_000);
    }
    // A new turn's first frame: the whole minute; within a turn, the same deadline coming nearer.
    const starts = left.filter((x, i) => x.phase === 'actions' && left[i - 1]?.turn !== x.turn);
    expect(starts.length).toBeGreaterThanOrEqual(2);
    for (const x of starts) expect(x.ms).toBe(60_000);
    const inTurn = (x: { phase: string }): boolean => x.phase === 'actions' || x.phase === 'moving';
    const later = left.filter((x, i) => inTurn(x) && inTurn(left[i - 1]!) && left[i - 1]!.turn === x.turn);
    for (const x of later) expect(x.ms).toBe(left[left.indexOf(x) - 1]!.ms! - STEP_MS);
  });

  it('refuses a take-back with NOTHING_TO_UNDO and leaves the game as it was', () => {
    expect(out.undo).toMatchObject({ ok: false, error: { code: 'NOTHING_TO_UNDO' } });
    expect(out.versionAfterUndo).toBe(0);
  });

  it('lets a seat offer a draw out of turn, once, shows the offer to both, and the other declines or accepts it (CN30)', () => {
    expect(out.offer).toMatchObject({ ok: true });
    const offerer = out.active === 'yellow' ? 'blue' : 'yellow';
    expect(out.offered).toEqual([offerer, offerer]);
    expect(out.twice).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION' } });
    expect(out.decline).toMatchObject({ ok: true });
    expect(out.declined).toEqual([null, null]);
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['draw-offer', 'draw-declined']));
    expect(out.accept).toMatchObject({ ok: true });
    expect(out.ends).toEqual([
      ['draw', 'draw agreed', 'finished'],
      ['draw', 'draw agreed', 'finished'],
    ]);
  });

  it("keeps all of it secret: each seat's view unchanged when everything hidden from it changes", () => {
    const states = statesOf(out.record as string);
    expect(states.at(-1)!.phase).toBe('over');
    expectSecret(seen, states);
    for (const e of events) expect(e).not.toHaveProperty('hidden');
  });
});

describe("the server's bot in a card game", () => {
  let gameId = '';
  let w: Watcher;
  afterAll(() => w?.close());

  for (const level of [0, 1, 2]) {
    it(`plays its seat at level ${level}`, async () => {
      const r = await api<SeatReply>(url, 'POST', '/api/games', {
        kind: 'cardgame',
        scenario: 'tutorial-1',
        seat: 'yellow',
        opponent: 'bot',
        botLevel: level,
      });
      expect(r.status).toBe(200);
      gameId = r.body.gameId;
      w = new Watcher(url);
      await w.client.join(gameId, r.body.token);
      const rng = new cardgame.Rng(`bot ${level}`);
      let botMoves = 0;
      for (let n = 0; n < 300 && botMoves < 6; n++) {
        const u = w.latest!;
        const v = viewOf(u);
        if (v.phase === 'over') break;
        if (!v.toMove.includes('yellow')) {
          // The bot must answer: wait for the next version, made by the bot.
          await w.waitFor(u.version + 1);
          botMoves++;
          continue;
        }
        const l = await w.client.legal(gameId);
        if (!l.ok || l.actions.length === 0) throw new Error('no legal action');
        const a = await w.client.act(gameId, u.version, rng.pick(l.actions as unknown as cardgame.Action[]));
        if (!a.ok && a.error.code !== 'STALE_VERSION') throw new Error(a.error.code);
        await w.waitFor(u.version + 1);
      }
      expect(botMoves).toBeGreaterThan(0);
      const s = await api<GameSummary>(url, 'GET', `/api/games/${gameId}`);
      expect(s.body.players.blue).toMatchObject({ bot: true });
      w.close();
    });
  }
});
