// The review's time in the browser (issue 42), not a test: `npx tsx packages/web/test/review-timing.ts
// <record.dtr>...` serves the built client (as the browser tests build it) from the real server,
// opens each record's review in Chromium and prints the wall time until the review is shown and
// the CPU time Chromium's processes spent meanwhile (read from /proc: the worker's search is
// most of it). Run the browser tests once before, so that the client is built.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const WEB = join(dirname(fileURLToPath(import.meta.url)), '..');
const TICK_MS = 10; // USER_HZ is 100 on Linux

/** CPU time (ms) of every process under `root` (not itself), but for the subtree of `skip`. */
function treeCpuMs(root: number, skip: number): number {
  const stats = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .flatMap((d) => {
      try {
        const f = readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]!.split(' ');
        return [{ pid: Number(d), ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) }];
      } catch {
        return [];
      }
    });
  const inTree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const s of stats)
      if (!inTree.has(s.pid) && inTree.has(s.ppid) && s.pid !== skip) {
        inTree.add(s.pid);
        grew = true;
      }
  }
  return stats
    .filter((s) => inTree.has(s.pid) && s.pid !== root)
    .reduce((sum, s) => sum + s.ticks * TICK_MS, 0);
}

async function main(files: string[]): Promise<void> {
  const data = mkdtempSync(join(tmpdir(), 'dt-timing-'));
  const server = spawn(process.execPath, [join(WEB, '..', 'server', 'dist', 'server.js')], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(data, 'dt.sqlite')}`,
      ACCESS_LOG: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve) => {
    let out = '';
    server.stdout!.on('data', (b: Buffer) => {
      out += b.toString();
      const m = /running at (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]!.replace(/\/?$/, '/'));
    });
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    for (const file of files) {
      const record = readFileSync(file, 'utf8');
      const game = {
        id: 'timed',
        record,
        players: [{ kind: 'human' }, { kind: 'human' }],
        tips: [
          { seen: [], off: true },
          { seen: [], off: true },
        ],
        updated: Date.now(),
        turn: 0,
        over: true,
      };
      const page = await browser.newPage();
      await page.addInitScript((g) => localStorage.setItem('dt.game.timed', g), JSON.stringify(game));
      await page.goto(`${url}#/saved/timed`);
      await page.locator('[data-testid=review-start]').waitFor();
      // Chromium's processes: everything this script started but the server.
      const chromiumCpu = () => treeCpuMs(process.pid, server.pid ?? -1);
      const cpu0 = chromiumCpu();
      const t0 = performance.now();
      await page.click('[data-testid=review-start]');
      await page.locator('[data-testid=review][data-state=done]').waitFor({ timeout: 600_000 });
      const wallMs = Math.round(performance.now() - t0);
      const cpuMs = chromiumCpu() - cpu0;
      const points = await page.locator('[data-testid=review-graph]').getAttribute('data-points');
      console.log(
        JSON.stringify({
          file,
          decisions: Number(points),
          wallMs,
          chromiumCpuMs: cpuMs,
          load: readFileSync('/proc/loadavg', 'utf8').trim(),
        }),
      );
      await page.close();
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    rmSync(data, { recursive: true, force: true });
  }
}

await main(process.argv.slice(2));
