// A player's progress kept on the account (issue 42: mission stars "saved on the device and
// on the account when signed in"). The body names each mission by id and its best stars;
// the server keeps, per mission, the most stars any device ever sent, so two devices never
// take stars from one another. Bounded: ids of a known shape, 0-3 stars, at most
// MAX_PROGRESS_ENTRIES missions (also in what is stored after a merge).
import { z } from 'zod';

/** The most missions one account's progress holds (20 missions today; room for more). */
export const MAX_PROGRESS_ENTRIES = 100;

/** A mission's id, as in the web client's mission list: lower-case words joined by hyphens. */
export const MISSION_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const missionId = z.string().max(48).regex(MISSION_ID);

/** Stars per mission id; 0 is accepted and stores nothing (a mission not passed yet). */
export const MissionStarsSchema = z
  .record(missionId, z.number().int().min(0).max(3))
  .refine((r) => Object.keys(r).length <= MAX_PROGRESS_ENTRIES);

export const ProgressSchema = z.strictObject({ missions: MissionStarsSchema });

/** The body of `PUT /api/me/progress` and the answer of both progress routes. */
export type Progress = z.infer<typeof ProgressSchema>;

/** Per mission, the better of two progresses (missions with 0 stars are left out). */
export function mergeMissionStars(
  a: Readonly<Record<string, number>>,
  b: Readonly<Record<string, number>>,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [id, n] of [...Object.entries(a), ...Object.entries(b)])
    if (n > 0 && n > (Object.hasOwn(out, id) ? out[id]! : 0)) out[id] = n;
  return out;
}
