// Types of serve-dist.mjs, for the tests that serve a production build (first-load.test.ts).
export function gzipKb(bytes: Uint8Array): number;
export function serveDist(dist: string): Promise<{ url: string; close: () => Promise<void> }>;
