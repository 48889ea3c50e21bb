// Progress kept on accounts (issue 42): each mission's best stars, one row per user. A device
// sends what it has and gets the merged whole back; the merge keeps, per mission, the most
// stars ever sent, so two devices saving at once never take stars from one another. The
// merge is read, merged and written in one transaction, the row locked on PostgreSQL (SQLite
// runs one transaction at a time), as ratings.ts does. The merged progress is bounded too:
// more missions than MAX_PROGRESS_ENTRIES is refused, and the row is left as it was.
import { MAX_PROGRESS_ENTRIES, MISSION_ID, mergeMissionStars, type Progress } from '@dt/protocol';
import type { Db, Dialect } from './db.ts';

const KEY = 'missions';

/** What a stored value says, keeping only well-formed entries (a damaged row reads as less, never throws). */
function parseStored(text: string | undefined): Record<string, number> {
  let x: unknown;
  try {
    x = JSON.parse(text ?? '{}');
  } catch {
    return {};
  }
  const out: Record<string, number> = {};
  if (typeof x !== 'object' || x === null) return out;
  for (const [id, n] of Object.entries(x))
    if (MISSION_ID.test(id) && (n === 1 || n === 2 || n === 3)) out[id] = n;
  return out;
}

export class ProgressStore {
  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
  ) {}

  async get(userId: string): Promise<Progress> {
    const row = await this.db
      .selectFrom('progress')
      .select('value')
      .where('user_id', '=', userId)
      .where('key', '=', KEY)
      .executeTakeFirst();
    return { missions: parseStored(row?.value) };
  }

  /** Merges `p` into the user's progress: the merged progress, or null (nothing written) when it would be too big. */
  merge(userId: string, p: Progress, now: number): Promise<Progress | null> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('progress')
        .values({ user_id: userId, key: KEY, value: '{}', updated_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
        .execute();
      let q = trx.selectFrom('progress').select('value').where('user_id', '=', userId).where('key', '=', KEY);
      if (this.dialect === 'postgres') q = q.forUpdate();
      const row = await q.executeTakeFirstOrThrow();
      const missions = mergeMissionStars(parseStored(row.value), p.missions);
      if (Object.keys(missions).length > MAX_PROGRESS_ENTRIES) return null;
      await trx
        .updateTable('progress')
        .set({ value: JSON.stringify(missions), updated_at: now })
        .where('user_id', '=', userId)
        .where('key', '=', KEY)
        .execute();
      return { missions };
    });
  }
}
