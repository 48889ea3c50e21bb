// Mission stars on the account (issue 42 item 1: "saved on the device and on the account when
// signed in"): the device sends its stars, keeps the best of its own and the account's, and
// keeps its own untouched when there is no account to reach (a guest, no network, an error).
import { describe, expect, it } from 'vitest';
import { wireError, type Progress } from '@dt/protocol';
import { syncStars, type ProgressApi } from '../src/missions/accountProgress.ts';
import { loadStars, saveStars } from '../src/missions/progress.ts';
import { useMemoryStorage } from './memory-storage.ts';

/** An account on a fake server: it merges like the real one (best per mission). */
function account(stars: Record<string, number>, fail?: 'ACCOUNT_REQUIRED' | 'INTERNAL') {
  const sent: Progress[] = [];
  const api: ProgressApi = {
    saveProgress: async (p) => {
      sent.push(p);
      if (fail) return { ok: false, error: wireError(fail) };
      for (const [id, n] of Object.entries(p.missions)) stars[id] = Math.max(stars[id] ?? 0, n);
      return { ok: true, missions: { ...stars } };
    },
  };
  return { api, sent, stars };
}

describe('mission stars on the account', () => {
  const store = useMemoryStorage();

  it('keeps the best stars of the device and of the account for every mission', async () => {
    saveStars('first-escape', 3);
    saveStars('wizard-flight', 1);
    const acc = account({ 'wizard-flight': 2, jump: 1 });
    const merged = { 'first-escape': 3, 'wizard-flight': 2, jump: 1 };
    expect(await syncStars(acc.api)).toEqual(merged);
    expect(loadStars()).toEqual(merged);
    expect(acc.sent).toEqual([{ missions: { 'first-escape': 3, 'wizard-flight': 1 } }]);
    expect(acc.stars).toEqual(merged);
  });

  it('stars earned on one device reach another through the account', async () => {
    const acc = account({});
    saveStars('first-escape', 2);
    await syncStars(acc.api);
    store.clear(); // another device, nothing on it yet
    expect(await syncStars(acc.api)).toEqual({ 'first-escape': 2 });
  });

  it('leaves the device as it was for a guest, a failed request or no session', async () => {
    saveStars('first-escape', 2);
    for (const fail of ['ACCOUNT_REQUIRED', 'INTERNAL'] as const) {
      expect(await syncStars(account({ jump: 3 }, fail).api)).toBeNull();
      expect(loadStars()).toEqual({ 'first-escape': 2 });
    }
    expect(await syncStars(null)).toBeNull();
    expect(await syncStars()).toBeNull(); // no 'dt.session' on this device
    expect(loadStars()).toEqual({ 'first-escape': 2 });
  });

  it('sends only ids the server accepts, so one odd entry cannot refuse them all', async () => {
    store.set('dt.missions', JSON.stringify({ version: 1, stars: { 'first-escape': 1, 'Odd Id': 3 } }));
    const acc = account({});
    await syncStars(acc.api);
    expect(acc.sent).toEqual([{ missions: { 'first-escape': 1 } }]);
  });
});
