// A tiny static server for a built client (dist/), for the load measures (first-load.mjs,
// fast3g.mjs): files gzip-compressed (level 9) when the browser accepts it, as a production
// server would send them, so a throttled network carries the bytes a player's would.
// Addresses that are no file get index.html (the app routes in the hash).
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/** Gzip level 9 of a built file: what the first-load figure counts. */
export const gzipKb = (bytes) => gzipSync(bytes, { level: 9 }).length / 1024;

/** Serves `dist` on a free local port; `close()` stops it. */
export function serveDist(dist) {
  const cache = new Map();
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
    let file = join(dist, path);
    if (!file.startsWith(dist) || !statSync(file, { throwIfNoEntry: false })?.isFile())
      file = join(dist, 'index.html');
    if (!cache.has(file)) {
      const body = readFileSync(file);
      cache.set(file, { body, gz: gzipSync(body, { level: 9 }) });
    }
    const { body, gz } = cache.get(file);
    const zipped = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
      ...(zipped ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(zipped ? gz : body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}/`,
        close: () => new Promise((r) => server.close(r)),
      }),
    ),
  );
}
