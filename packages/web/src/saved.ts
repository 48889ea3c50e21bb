// Games on this device, of every kind, are saved as they are played, so a reload, a closed tab
// or the Back button loses nothing: each game is its record (configuration, seed and actions,
// R24; the record names its kind) with who plays each seat and the guidance each person has
// dismissed, in localStorage. The home lists them all, unfinished and finished.
import { recordHeading, type GameKind } from '@dt/games/catalog';
import type { Player } from './game-session.ts';

/** Guidance of one person: the tips dismissed, or all of them. */
export interface TipsState {
  seen: string[];
  off: boolean;
}

export interface SavedGame {
  id: string;
  record: string;
  players: [Player, Player];
  tips: [TipsState, TipsState];
  /** Time of the last action (ms since 1970). */
  updated: number;
  turn: number;
  over: boolean;
}

const PREFIX = 'dt.game.';
/** Finished games kept for replay, newest first; older ones are forgotten. */
const KEEP_FINISHED = 10;

const isPlayer = (p: unknown): p is Player => {
  const x = p as Player;
  return (
    !!x &&
    (x.kind === 'human' || (x.kind === 'bot' && [0, 1, 2, 3, 4].includes((x as { level: number }).level)))
  );
};
const isTips = (t: unknown): t is TipsState => {
  const x = t as TipsState;
  return (
    !!x && Array.isArray(x.seen) && x.seen.every((s) => typeof s === 'string') && typeof x.off === 'boolean'
  );
};

/**
 * A saved game from storage; null for anything damaged or foreign (never throws). Its record is
 * checked as far as its heading (kind and scenario): the engines read the rest when it is opened.
 */
function read(id: string): SavedGame | null {
  try {
    const g = JSON.parse(localStorage.getItem(PREFIX + id) ?? 'null') as SavedGame | null;
    if (!g || g.id !== id || typeof g.record !== 'string' || !recordHeading(g.record)) return null;
    if (!Array.isArray(g.players) || g.players.length !== 2 || !g.players.every(isPlayer)) return null;
    if (!Array.isArray(g.tips) || g.tips.length !== 2 || !g.tips.every(isTips)) return null;
    if (typeof g.updated !== 'number' || typeof g.turn !== 'number' || typeof g.over !== 'boolean')
      return null;
    return g;
  } catch {
    return null;
  }
}

export function loadGame(id: string): SavedGame | null {
  adoptCardStore();
  return read(id);
}

export function savedGames(): SavedGame[] {
  adoptCardStore();
  const out: SavedGame[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    const g = read(key.slice(PREFIX.length));
    if (g) out.push(g);
  }
  return out.sort((a, b) => b.updated - a.updated);
}

export function saveGame(g: SavedGame): void {
  try {
    localStorage.setItem(PREFIX + g.id, JSON.stringify(g));
  } catch {
    // Storage full or refused: the game goes on, unsaved (the record can still be downloaded).
    return;
  }
  if (g.over)
    for (const old of savedGames()
      .filter((x) => x.over)
      .slice(KEEP_FINISHED))
      removeGame(old.id);
}

export const removeGame = (id: string): void => localStorage.removeItem(PREFIX + id);

export const newGameId = (): string => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/**
 * A saved game's kind and scenario, from its record's first lines (null for a record no kind
 * claims). The engines are not loaded for a list of games: a record damaged further down is
 * listed, and refused with its reason when it is opened.
 */
export const savedGame = (g: SavedGame): { kind: GameKind; scenario: string } | null =>
  recordHeading(g.record);

/** Where a saved game of any kind is played on: the one address of a game on this device. */
export const playPath = (g: SavedGame): string => `#/play/${g.id}`;

/** The card game kept its unfinished games in a list of its own before it shared this store. */
const OLD_CARD_KEY = 'dt.cardgame.saved';

/** Moves the card game's old list into this store, once (its games keep their ids). */
function adoptCardStore(): void {
  try {
    const old: unknown = JSON.parse(localStorage.getItem(OLD_CARD_KEY) ?? 'null');
    if (old === null) return;
    localStorage.removeItem(OLD_CARD_KEY);
    if (!Array.isArray(old)) return;
    for (const x of old as {
      id?: unknown;
      record?: unknown;
      players?: unknown;
      turn?: unknown;
      savedAt?: unknown;
    }[]) {
      if (typeof x?.id !== 'string' || typeof x.record !== 'string' || read(x.id)) continue;
      const tips = { seen: [], off: false };
      const g = { id: x.id, record: x.record, players: x.players, tips: [tips, tips], over: false };
      const when = typeof x.savedAt === 'number' ? x.savedAt : Date.now();
      localStorage.setItem(PREFIX + x.id, JSON.stringify({ ...g, updated: when, turn: Number(x.turn) || 0 }));
    }
  } catch {
    // An unreadable old list is dropped, never thrown at.
  }
}
