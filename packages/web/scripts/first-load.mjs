// The home screen's first load: the JavaScript index.html loads before anything is opened (its
// script and the modules it preloads), gzip-compressed as a server would send it. Run after
// `npm run build -w @dt/web`: `node packages/web/scripts/first-load.mjs` (issue 38's target:
// 120 KB or less).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
let total = 0;
for (const f of files) {
  const kb = gzipSync(readFileSync(join(dist, f)), { level: 9 }).length / 1024;
  total += kb;
  console.log(`${f.padEnd(40)} ${kb.toFixed(1)} KB gzip`);
}
console.log(`home screen JavaScript: ${total.toFixed(1)} KB gzip in ${files.length} files`);
