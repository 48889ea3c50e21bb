// Paired games between two bots, each in a process of its own (cpu-bot.mjs) on its own CPU clock,
// possibly from two checkouts (the code before a change in a second worktree): strength at equal
// thinking time. The referee is this checkout's engine; each bot sees its seat's view and legal
// actions only. Game g of a run: set-up `${SEED}/${g}`, played twice, A yellow then A blue.
// env: A_ROOT, B_ROOT (checkout roots; default this one), A, B (JSON decide options for each:
// { level, ms?, iterations?, search? }), KIND (standalone | classic), SEED, FROM, PAIRS, OUT
// (a JSON line per game is appended), MAX_TURNS (80).
// Run: npx tsx packages/ai/tools/equal-cpu-match.ts
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { classicModule, prisonModule } from '@dt/games';

const here = fileURLToPath(new URL('.', import.meta.url));
const thisRoot = fileURLToPath(new URL('../../..', import.meta.url));

class Bot {
  private readonly waiting: ((line: string) => void)[] = [];
  private readonly p: ChildProcess;
  constructor(root: string) {
    this.p = spawn('node', [`${here}cpu-bot.mjs`, root], { stdio: ['pipe', 'pipe', 'inherit'] });
    createInterface({ input: this.p.stdout! }).on('line', (l) => this.waiting.shift()!(l));
  }
  ask(q: unknown): Promise<{ i: number; cpuMs: number }> {
    return new Promise((res) => {
      this.waiting.push((l) => res(JSON.parse(l)));
      this.p.stdin!.write(JSON.stringify(q) + '\n');
    });
  }
  close(): void {
    this.p.stdin!.end();
  }
}

const env = process.env;
const kind = env.KIND ?? 'standalone';
const m = (kind === 'classic' ? classicModule : prisonModule) as typeof prisonModule;
const config = { scenario: kind, maxTurns: Number(env.MAX_TURNS ?? 80) } as Parameters<typeof m.newGame>[0];
const opts = [JSON.parse(env.A ?? '{"level":4,"ms":25}'), JSON.parse(env.B ?? '{"level":4,"ms":25}')];
const bots = [new Bot(env.A_ROOT ?? thisRoot), new Bot(env.B_ROOT ?? thisRoot)];
const from = Number(env.FROM ?? 0);
const pairs = Number(env.PAIRS ?? 1);

async function game(g: number, aSeat: 0 | 1): Promise<void> {
  const r = m.newGame(config, `${env.SEED ?? 'eq'}/${g}`);
  if (!r.ok) throw new Error(r.error.message);
  let s = r.value;
  let n = 0;
  const cpu = [0, 0];
  while (!m.outcome(s).over) {
    const chosen = [];
    for (const seat of m.toMove(s)) {
      const legal = m.legalActionsFor(s, seat);
      const who = seat === aSeat ? 0 : 1;
      let i = 0;
      if (legal.length > 1) {
        const ans = await bots[who]!.ask({ ...opts[who], view: m.view(s, seat), legal, seed: g * 7919 + n });
        if (ans.i < 0) throw new Error('a bot answered an action not in the list');
        i = ans.i;
        cpu[who]! += ans.cpuMs;
      }
      n++;
      chosen.push(legal[i]!);
    }
    for (const a of chosen) {
      const x = m.apply(s, a);
      if (!x.ok) throw new Error(x.error.message);
      s = x.value.state;
    }
  }
  const o = m.outcome(s);
  const aPoints = o.winner === -1 || o.winner == null ? 0.5 : o.winner === aSeat ? 1 : 0;
  const row = {
    kind,
    game: g,
    aSeat,
    winner: o.winner,
    reason: o.endReason,
    turns: o.turn,
    vp: o.vp,
    aPoints,
  };
  appendFileSync(
    env.OUT!,
    JSON.stringify({ ...row, cpuA: Math.round(cpu[0]!), cpuB: Math.round(cpu[1]!), decisions: n }) + '\n',
  );
}

for (let g = from; g < from + pairs; g++) for (const aSeat of [0, 1] as const) await game(g, aSeat);
bots.forEach((b) => b.close());
