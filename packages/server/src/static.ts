// The built web client, served at / (any other non-API path falls back to index.html, for
// client-side routes such as a game link). Text files are compressed once, ahead of the
// requests (brotli at its best quality, and gzip), next to the originals, and
// @fastify/static sends the variant the browser accepts; nothing is compressed per request.
// Vite puts content hashes in the names of everything under assets/, so those are cached
// for a year as immutable, while index.html is revalidated on every visit.
import { createReadStream, createWriteStream, existsSync, readdirSync, renameSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|wasm)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Serves `root` if it holds a built client; resolves once its compressed variants are written. */
export async function serveWebClient(app: FastifyInstance, root: string): Promise<() => Promise<void>> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader('cache-control', /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : 'no-cache');
    },
  });
  let done: Promise<void> | null = null;
  return () => (done ??= precompress(root));
}

function* files(dir: string): Generator<string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* files(p);
    else if (COMPRESSIBLE.test(e.name)) yield p;
  }
}

/** Writes `file.br` and `file.gz` beside each text file that lacks an up-to-date one (a new build). */
export async function precompress(root: string): Promise<void> {
  for (const file of [...files(root)]) {
    const mtime = statSync(file).mtimeMs;
    const size = statSync(file).size;
    if (size < 1024) continue;
    for (const [ext, make] of [
      [
        '.br',
        () =>
          createBrotliCompress({
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size },
          }),
      ],
      ['.gz', () => createGzip({ level: 9 })],
    ] as const) {
      const out = file + ext;
      if (existsSync(out) && statSync(out).mtimeMs >= mtime) continue;
      const part = `${out}.part`;
      await pipeline(createReadStream(file), make(), createWriteStream(part));
      renameSync(part, out); // never serve a half-written file
    }
  }
}
