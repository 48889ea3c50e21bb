// Every game kind through every host entry, with nothing in the test that knows a kind: the
// server's authority (a game created by its kind, played over the socket against the server's
// bot, its frames and legal lists carrying the kind, the record read back as that kind's), the
// bots (a whole match of the kind's lowest level), and `dt` (selfplay, and play resigned at
// once). The web's local hosts (the page's sessions) are in web/test/local-hosts.test.ts.
import { join } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOTS } from '@dt/ai/bots';
import { runMatch } from '@dt/ai/players';
import { main } from '@dt/cli';
import { memoryIo } from '@dt/cli/io';
import { Api, type UpdateFrame } from '@dt/protocol';
import { GameClient } from '@dt/protocol/client';
import { createServer, type DtServer } from '@dt/server';
import { GAME_KINDS, GAMES, readRecord, type GameKind } from '../src/index.ts';

let server: DtServer;
let url = '';
let dir = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dt-hosts-'));
  server = await createServer({
    databaseUrl: `sqlite:${join(dir, 'dt.sqlite')}`,
    webRoot: null,
    log: () => undefined,
    rate: 1000,
    burst: 2000,
    scryptN: 2 ** 13,
  });
  url = await server.listen(0, '127.0.0.1');
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A game of `kind` against the server's L0 bot: a few of our legal actions, then a resignation. */
async function playOnServer(kind: GameKind): Promise<{ frames: UpdateFrame[]; record: string }> {
  const api = new Api(url);
  const defaults = GAMES[kind].parseConfig({});
  if (!defaults.ok) throw new Error(defaults.error.message);
  const made = await api.createGame({
    kind,
    ...defaults.value,
    opponent: 'bot',
    botLevel: BOTS[kind].levels[0],
    seat: 'yellow',
  });
  if (!made.ok) throw new Error(made.error.message);
  const client = new GameClient(url);
  const frames: UpdateFrame[] = [];
  client.onUpdate((u) => frames.push(u));
  try {
    const joined = await client.join(made.gameId, made.token);
    if (!joined.ok) throw new Error(joined.error.message);
    for (let i = 0; i < 6; i++) {
      const legal = await client.legal(made.gameId);
      if (!legal.ok || legal.actions.length === 0) break;
      expect(legal.kind).toBe(kind);
      const r = await client.act(made.gameId, legal.version, legal.actions[0]!);
      if (!r.ok && r.error.code !== 'STALE_VERSION') throw new Error(r.error.code);
    }
    const v = client.version(made.gameId);
    const resigned = await client.act(made.gameId, v, { type: 'resign', seat: 'yellow' });
    if (!resigned.ok) throw new Error(resigned.error.code);
    const record = await api.record(made.gameId, made.token);
    if (!record.ok) throw new Error(record.error.message);
    return { frames, record: record.text };
  } finally {
    client.close();
  }
}

describe.each(GAME_KINDS)('the %s kind through every host', (kind) => {
  it("the server's authority: created by its kind, played against its bot, recorded as its kind", async () => {
    const { frames, record } = await playOnServer(kind);
    expect(frames.length).toBeGreaterThan(0);
    for (const f of frames) expect(f.kind).toBe(kind);
    const read = readRecord(record);
    expect(read.ok && read.value.kind).toBe(kind);
  });

  it("the bots: a whole match of the kind's lowest level", () => {
    const level = BOTS[kind].levels[0]!;
    const config = GAMES[kind].parseConfig({ maxTurns: 3 });
    if (!config.ok) throw new Error(config.error.message);
    const r = runMatch({
      kind,
      config: config.value,
      seed: 'hosts/1',
      players: [{ level }, { level }],
      botSeed: 1,
    });
    expect([-1, 0, 1]).toContain(r.winner);
  });

  it('dt: selfplay with every check, and play resigned at once', async () => {
    const io = memoryIo();
    expect(await main(['selfplay', '--game', kind, '--games', '2', '--max-turns', '3', '--json'], io)).toBe(
      0,
    );
    const summary = JSON.parse(io.stdout.at(-1)!) as { errors: number; invariantViolations: number };
    expect([summary.errors, summary.invariantViolations]).toEqual([0, 0]);
    const played = memoryIo(['q']);
    expect(await main(['play', '--game', kind, '--seed', '3'], played)).toBe(0);
    expect(played.stdout.join('\n')).toContain(GAMES[kind].title.en);
  });
});
