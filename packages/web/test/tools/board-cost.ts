// What drawing the board costs Chromium, for two builds of the client side by side (before and
// after a change to the board's art), alternating runs so the machine's load falls on both
// alike. Each run opens the same saved Prison game (8 rooms, most face up) at 1280×800 and reads
// Chromium's own CPU counters (DevTools Performance.getMetrics): the page's work up to the board
// on screen, then the work of 10 repaints of the whole board (the window resized back and forth).
//   npx tsx packages/web/test/tools/board-cost.ts <before dist> <after dist> [runs]
// Both builds made by `vite build` (production React): the browser tests' build is React's
// development build, several times slower, and not comparable.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { Edge, view, type State } from '@dt/engine';
import { randomGame } from '../positions.ts';

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };

/** Serves a built client (dist/) on a free port: the game on this device needs no server. */
function serve(dist: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const path = join(dist, decodeURIComponent(new URL(req.url!, 'http://x').pathname));
    const file = existsSync(path) && statSync(path).isFile() ? path : join(dist, 'index.html');
    res.setHeader('content-type', TYPES[extname(file)] ?? 'application/octet-stream');
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const a = server.address();
      resolve({ server, url: `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}/` });
    }),
  );
}

const GAME = randomGame('cost', 'standalone', 11, (s: State) => {
  if (s.phase !== 'actions') return false;
  const v = view(s, 'spectator');
  return v.rooms.filter((r) => r.revealed).length >= 7 && v.edges.includes(Edge.Raised);
});

type Metrics = Record<string, number>;

/** One run: CPU seconds (TaskDuration, ScriptDuration, LayoutDuration...) to the board, then for 10 repaints. */
async function run(
  browser: Browser,
  url: string,
): Promise<{ open: Metrics; repaint: Metrics; nodes: number }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = async (): Promise<Metrics> =>
    Object.fromEntries(
      (await cdp.send('Performance.getMetrics')).metrics.map((m: { name: string; value: number }) => [
        m.name,
        m.value,
      ]),
    );
  await page.addInitScript(
    (g) => {
      localStorage.setItem(
        'dt.settings',
        JSON.stringify({ paceMs: 0, confirmEnd: true, coordinates: false }),
      );
      localStorage.setItem(`dt.game.${g.id}`, g.text);
    },
    { id: GAME.id, text: JSON.stringify(GAME) },
  );
  await page.goto(`${url}#/play/${GAME.id}`);
  await page.click('[data-testid=handoff] button');
  await page.locator('svg.board [data-piece]').first().waitFor();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const open = await metrics();
  const nodes = await page.evaluate(() => document.querySelectorAll('svg.board *').length);
  for (let i = 0; i < 10; i++) {
    await page.setViewportSize({ width: i % 2 ? 1280 : 1200, height: 800 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  }
  const after = await metrics();
  await page.close();
  const repaint = Object.fromEntries(Object.keys(after).map((k) => [k, after[k]! - open[k]!]));
  return { open, repaint, nodes };
}

const KEYS = ['TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration'];
const ms = (m: Metrics) =>
  KEYS.map((k) => `${k.replace('Duration', '')} ${(m[k]! * 1000).toFixed(0)}`).join(', ');

const [before, after] = [process.argv[2], process.argv[3]];
if (!before || !after) throw new Error('usage: board-cost.ts <before dist> <after dist> [runs]');
const RUNS = Number(process.argv[4] ?? 5);
const servers = await Promise.all([serve(before), serve(after)]);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const sums = [0, 1].map(() => ({ open: 0, repaint: 0 }));
for (let i = 0; i < RUNS; i++)
  for (const b of [0, 1]) {
    const r = await run(browser, servers[b]!.url);
    sums[b]!.open += r.open.TaskDuration!;
    sums[b]!.repaint += r.repaint.TaskDuration!;
    console.log(
      `${b ? 'after ' : 'before'} run ${i + 1}: ${r.nodes} board nodes; to the board: ${ms(r.open)} ms; 10 repaints: ${ms(r.repaint)} ms`,
    );
  }
for (const b of [0, 1])
  console.log(
    `${b ? 'after ' : 'before'} mean CPU: to the board ${((sums[b]!.open / RUNS) * 1000).toFixed(0)} ms, 10 repaints ${((sums[b]!.repaint / RUNS) * 1000).toFixed(0)} ms`,
  );
await browser.close();
for (const s of servers) s.server.close();
