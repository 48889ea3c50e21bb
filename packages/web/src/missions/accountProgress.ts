// Mission stars on the account as well as on the device (issue 42 item 1). When this browser
// holds a session ('dt.session', set by the lobby), the device's stars are sent to the server,
// which keeps the best per mission from every device and answers the merged whole; the device
// then keeps the best of both. A guest's session (ACCOUNT_REQUIRED), no session, no network or
// a server that fails: the device's progress stays as it is and nothing is said, since the
// missions are played on the device and lose nothing by it.
import { Api, mergeMissionStars, MISSION_ID } from '@dt/protocol';
import { loadStars, saveStars, type Stars } from './progress.ts';

const SESSION_KEY = 'dt.session';

/** The subset of the HTTP client this needs (a fake one in tests). */
export type ProgressApi = Pick<Api, 'saveProgress'>;

function sessionApi(): ProgressApi | null {
  try {
    const token = localStorage.getItem(SESSION_KEY);
    return token ? new Api('', token) : null;
  } catch {
    return null;
  }
}

/** Only what the server accepts: its id format and 1-3 stars (the device's own list is checked on reading). */
const sendable = (s: Stars): Stars =>
  Object.fromEntries(Object.entries(s).filter(([id]) => id.length <= 48 && MISSION_ID.test(id))) as Stars;

/**
 * Sends the device's stars to the account and keeps the merged stars on the device: the
 * stars now on the device, or null when the account could not be reached or there is none.
 */
export async function syncStars(api: ProgressApi | null = sessionApi()): Promise<Stars | null> {
  if (!api) return null;
  const r = await api.saveProgress({ missions: sendable(loadStars()) });
  if (!r.ok) return null;
  const merged = mergeMissionStars(loadStars(), r.missions);
  for (const [id, n] of Object.entries(merged)) if (n === 1 || n === 2 || n === 3) saveStars(id, n);
  return loadStars();
}
