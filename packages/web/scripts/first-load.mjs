// The home screen's first load: every JavaScript file the home needs before it can be used,
// gzip-compressed (level 9) as a server would send it. Run after `npm run build -w @dt/web`:
// `node packages/web/scripts/first-load.mjs [--browser] [--json] [--max 120] [--dist DIR]`
// (issue 38's target: 120 KB or less; `--max` exits 1 above it).
//
// Two counts, so that neither can hide a file:
// - static: index.html's script and the modules it preloads (modulepreload), and every module
//   those import statically, followed to the end (a chunk imported but not preloaded counts);
// - browser (`--browser`): the built client served locally, the home opened in Chromium, and
//   every .js the page requested until the home's Start button shows and the network has been
//   idle for half a second (anything a screen imports on mount counts too).
// The figure is the larger of the two: the browser's count when it ran.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipKb, serveDist } from './serve-dist.mjs';

const args = process.argv.slice(2);
const opt = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const dist = resolve(opt('--dist') ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist'));

/** index.html's scripts and preloads, and their static imports, to the end. */
export function staticFiles(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const todo = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const seen = new Set();
  while (todo.length) {
    const f = todo.pop();
    if (seen.has(f)) continue;
    seen.add(f);
    const code = readFileSync(join(dist, f), 'utf8');
    // `import ... from"./x.js"`, `import"./x.js"`, `export ... from"./x.js"`; not `import("./x.js")`.
    for (const m of code.matchAll(
      /\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']\.\/([\w.-]+\.js)["']/g,
    ))
      todo.push(join(dirname(f), m[1]));
  }
  return [...seen];
}

/** Debian's Chromium, driven by playwright-core (no browser download), as the browser tests do. */
export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
}

/**
 * The .js files the home requests in Chromium before it is usable and the network is quiet,
 * in a browser of its own (an empty cache) of `browser` (one launched here when none is given).
 */
export async function browserFiles(dist, browser) {
  const server = await serveDist(dist);
  const own = browser ? null : await launchChromium();
  const context = await (browser ?? own).newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const files = new Set();
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.endsWith('.js')) files.add(path.slice(1));
    });
    await page.goto(server.url);
    await page.locator('form[aria-label="New game"] button[type=submit]').waitFor();
    await page.waitForLoadState('networkidle');
    return [...files];
  } finally {
    await context.close();
    await own?.close();
    await server.close();
  }
}

/** Each file's gzip size in KB, largest first. */
export const sized = (dist, files) =>
  files.map((f) => ({ file: f, kb: gzipKb(readFileSync(join(dist, f))) })).sort((a, b) => b.kb - a.kb);
export const totalKb = (list) => list.reduce((n, x) => n + x.kb, 0);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const counted = sized(dist, staticFiles(dist));
  const seen = args.includes('--browser') ? sized(dist, await browserFiles(dist)) : null;
  const figure = Math.max(totalKb(counted), seen ? totalKb(seen) : 0);
  const max = opt('--max') ? Number(opt('--max')) : null;
  if (args.includes('--json'))
    console.log(JSON.stringify({ kbGzip: +figure.toFixed(1), static: counted, browser: seen }, null, 1));
  else {
    for (const { file, kb } of seen ?? counted) console.log(`${file.padEnd(40)} ${kb.toFixed(1)} KB gzip`);
    console.log(`static: ${totalKb(counted).toFixed(1)} KB gzip in ${counted.length} files`);
    if (seen) console.log(`browser: ${totalKb(seen).toFixed(1)} KB gzip in ${seen.length} files`);
    console.log(`home screen JavaScript: ${figure.toFixed(1)} KB gzip`);
  }
  if (max !== null && figure > max) {
    console.error(`over the budget of ${max} KB`);
    process.exitCode = 1;
  }
}
