// Mission progress on this device: the best stars of each mission, and the mission being played
// (its id and the actions since its start, so a reload brings it back). Versioned JSON in
// localStorage; anything damaged, foreign or of another version reads as nothing, never throws.
export const PROGRESS_KEY = 'dt.missions';
export const PLAYING_KEY = 'dt.missions.playing';
const VERSION = 1;

export type Stars = Record<string, 1 | 2 | 3>;

export interface Playing {
  id: string;
  /** The actions since the mission's start, in the action notation. */
  actions: string[];
}

function read(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused: the mission goes on, its stars unsaved.
  }
}

/** The best stars per mission; entries that are not 1, 2 or 3 are dropped. */
export function loadStars(): Stars {
  const x = read(PROGRESS_KEY) as { version?: unknown; stars?: unknown } | null;
  if (!x || x.version !== VERSION || typeof x.stars !== 'object' || x.stars === null) return {};
  const out: Stars = {};
  for (const [id, n] of Object.entries(x.stars as Record<string, unknown>))
    if (n === 1 || n === 2 || n === 3) out[id] = n;
  return out;
}

/** Records a result; a mission keeps its best. */
export function saveStars(id: string, stars: 1 | 2 | 3): Stars {
  const all = loadStars();
  if ((all[id] ?? 0) < stars) all[id] = stars;
  write(PROGRESS_KEY, { version: VERSION, stars: all });
  return all;
}

/** A mission is open when it is the first or the one before it has a star. */
export const isUnlocked = (ids: readonly string[], stars: Stars, id: string): boolean => {
  const i = ids.indexOf(id);
  return i === 0 || (i > 0 && stars[ids[i - 1]!] !== undefined);
};

export function loadPlaying(): Playing | null {
  const x = read(PLAYING_KEY) as { version?: unknown; id?: unknown; actions?: unknown } | null;
  if (!x || x.version !== VERSION || typeof x.id !== 'string' || !Array.isArray(x.actions)) return null;
  if (!x.actions.every((a) => typeof a === 'string')) return null;
  return { id: x.id, actions: x.actions as string[] };
}

export const savePlaying = (p: Playing): void => write(PLAYING_KEY, { version: VERSION, ...p });
export const clearPlaying = (): void => {
  try {
    localStorage.removeItem(PLAYING_KEY);
  } catch {
    // Nothing to do: a stale entry is checked against the mission when read.
  }
};
