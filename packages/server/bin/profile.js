#!/usr/bin/env node
// `node packages/server/bin/profile.js FILE.cpuprofile...`: where a server's busy time went, by
// group (what `npm run bench:server -- --cpu-prof DIR` writes). Each sample is charged to the
// first frame, from the running function outwards, whose source file names a group (a native
// JSON.stringify called by fanout.ts is frame encoding); bundled frames are traced back to
// their sources through the bundle's source map. Idle time is left out of the percentages.
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

if (process.argv.includes('--help') || process.argv.length < 3) {
  console.log('Usage: node packages/server/bin/profile.js FILE.cpuprofile... [--json] [--top N]');
  process.exit(process.argv.includes('--help') ? 0 : 1);
}

/** Groups in the order they are tried on each frame's source; the first match names the frame. */
const GROUPS = [
  ['engine view', /engine\/src\/rules\/view\.ts|games\/src\/.*view/],
  ['engine (apply, legality, notation)', /packages\/engine\/src\//],
  ['frame encoding (fanout, view-patch, ws-frame)', /server\/src\/(fanout|view-patch|ws-frame)\.ts/],
  [
    'network (socket.io, engine.io, ws, sockets)',
    /node_modules\/(ws|engine\.io|socket\.io)|node:net|stream_base_commons|node:internal\/streams|node:stream/,
  ],
  [
    'database (kysely, better-sqlite3, pg, store)',
    /node_modules\/(kysely|better-sqlite3|pg)|server\/src\/(store|db)\.ts/,
  ],
  ['message parsing (zod)', /node_modules\/zod|protocol\/src\//],
  ['HTTP (fastify)', /node_modules\/(fastify|find-my-way|light-my-request|@fastify)/],
  ['server (authority, live, games, patch)', /packages\/server\/(src|dist)\//],
  ['other game code', /packages\/(games|kernel|cardgame|ai)\/src\//],
  ['node internals', /^node:/],
];
const SPECIAL = {
  '(garbage collector)': 'garbage collection',
  '(program)': 'native (program)',
  '(idle)': 'idle',
  '(root)': 'native (program)',
};

const maps = new Map();
function mapOf(url) {
  if (!maps.has(url)) {
    let m = null;
    try {
      m = new SourceMap(JSON.parse(readFileSync(`${fileURLToPath(url)}.map`, 'utf8')));
    } catch {
      m = null;
    }
    maps.set(url, m);
  }
  return maps.get(url);
}

/** The source file a frame ran in (through the bundle's source map when there is one). */
function sourceOf(frame) {
  const { url, lineNumber, columnNumber } = frame;
  if (!url.startsWith('file:')) return url;
  const m = mapOf(url);
  const e = m?.findEntry(lineNumber, columnNumber);
  return e?.originalSource ? new URL(e.originalSource, url).pathname : url;
}

function groupOfFrame(frame) {
  if (SPECIAL[frame.functionName] && !frame.url) return SPECIAL[frame.functionName];
  const src = sourceOf(frame);
  for (const [name, re] of GROUPS) if (re.test(src)) return name;
  return null;
}

function groupsOf(file) {
  const p = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const group = new Map();
  const groupOfNode = (id) => {
    if (group.has(id)) return group.get(id);
    const own = groupOfFrame(byId.get(id).callFrame);
    const up = parent.get(id);
    const g = own ?? (up === undefined ? 'native (other)' : groupOfNode(up));
    group.set(id, g);
    return g;
  };
  const us = new Map();
  for (let i = 0; i < p.samples.length; i++) {
    const id = p.samples[i];
    const g = groupOfNode(id);
    us.set(g, (us.get(g) ?? 0) + (p.timeDeltas[i] ?? 0));
    const f = byId.get(id).callFrame;
    const name = `${g}: ${f.functionName || '(anonymous)'} ${sourceOf(f).split('/').slice(-2).join('/')}`;
    self.set(name, (self.get(name) ?? 0) + (p.timeDeltas[i] ?? 0));
  }
  return us;
}

/** Self time by function (with its group), for --top. */
const self = new Map();
const total = new Map();
for (const f of process.argv.slice(2).filter((a) => a.endsWith('.cpuprofile')))
  for (const [g, t] of groupsOf(f)) total.set(g, (total.get(g) ?? 0) + t);
const busy = [...total].filter(([g]) => g !== 'idle').reduce((a, [, t]) => a + t, 0);
const rows = [...total]
  .filter(([g]) => g !== 'idle')
  .sort((a, b) => b[1] - a[1])
  .map(([g, t]) => ({ group: g, ms: Math.round(t / 1000), percent: Math.round((1000 * t) / busy) / 10 }));
if (process.argv.includes('--json')) console.log(JSON.stringify({ busyMs: Math.round(busy / 1000), rows }));
else {
  console.log(`busy ${Math.round(busy / 1000)} ms (idle ${Math.round((total.get('idle') ?? 0) / 1000)} ms)`);
  for (const r of rows)
    console.log(`${String(r.percent).padStart(5)}%  ${String(r.ms).padStart(7)} ms  ${r.group}`);
}
const top = process.argv.indexOf('--top');
if (top >= 0) {
  console.log('self time by function:');
  const n = Number(process.argv[top + 1]) || 30;
  for (const [name, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, n))
    console.log(`${(Math.round((1000 * t) / busy) / 10).toFixed(1).padStart(5)}%  ${name}`);
}
