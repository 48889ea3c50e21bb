// Card games on this device, kept in localStorage after every action so a reload, a closed
// tab or the Back button loses nothing: each game is its record (config, seed, actions) and
// its players; continuing replays the record through the engine.
import { SCENARIOS, type ScenarioName } from '@dt/cardgame';
import { recordOf, sessionFromRecord, type CardSession, type Player } from './session.ts';

export interface SavedCardGame {
  id: string;
  record: string;
  players: [Player, Player];
  scenario: ScenarioName;
  turn: number;
  savedAt: number;
}

const KEY = 'dt.cardgame.saved';

function isPlayer(x: unknown): x is Player {
  const p = x as Player | null;
  return !!p && (p.kind === 'human' || (p.kind === 'bot' && Number.isInteger(p.level)));
}

function isSaved(x: unknown): x is SavedCardGame {
  const g = x as SavedCardGame | null;
  return (
    !!g &&
    typeof g.id === 'string' &&
    typeof g.record === 'string' &&
    Array.isArray(g.players) &&
    g.players.length === 2 &&
    g.players.every(isPlayer) &&
    (SCENARIOS as readonly string[]).includes(g.scenario)
  );
}

/** Saved games, newest first; an unreadable store counts as empty and is never thrown at. */
export function savedCardGames(storage: Storage = localStorage): SavedCardGame[] {
  try {
    const list: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    return Array.isArray(list) ? list.filter(isSaved).sort((a, b) => b.savedAt - a.savedAt) : [];
  } catch {
    return [];
  }
}

function write(list: SavedCardGame[], storage: Storage): void {
  storage.setItem(KEY, JSON.stringify(list));
}

/** Saves a game under `id`; a finished game is forgotten instead. */
export function saveCardGame(id: string, s: CardSession, storage: Storage = localStorage): void {
  const rest = savedCardGames(storage).filter((g) => g.id !== id);
  if (s.state.phase === 'over') return write(rest, storage);
  const g: SavedCardGame = {
    id,
    record: recordOf(s),
    players: s.players,
    scenario: s.config.scenario,
    turn: s.state.turn,
    savedAt: Date.now(),
  };
  write([g, ...rest], storage);
}

export function forgetCardGame(id: string, storage: Storage = localStorage): void {
  write(
    savedCardGames(storage).filter((g) => g.id !== id),
    storage,
  );
}

export function loadCardGame(id: string, storage: Storage = localStorage): CardSession | string {
  const g = savedCardGames(storage).find((x) => x.id === id);
  if (!g) return `no saved card game ${id}`;
  const s = sessionFromRecord(g.record, g.players);
  return s.ok ? s.value : s.error.message;
}

export const newCardGameId = (): string =>
  `c${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
