// A localStorage kept in memory for the node tests of what the pages store on the device:
// emptied before every test of the describe block that uses it.
import { beforeEach } from 'vitest';

export function useMemoryStorage(): Map<string, string> {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    globalThis.localStorage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    } as Storage;
  });
  return store;
}
