// What a host may know of every kind without loading its rules engine or zod: its name, its
// scenarios, the choices its option fields offer, the levels of its bots and how to tell its
// records apart. These are the registry's entries (kinds.ts), plain data and the loaders of the
// kinds' facets, which this entry (`@dt/games/catalog`) never calls: a page that only lists
// games (the web's home screen, whose first load is held to 120 KB, issue 38) imports this
// alone. Nothing here may import an engine, zod or the modules' registry (registry.ts).
import { GAME_KINDS, KINDS, type GameKind } from './kinds.ts';

export { GAME_KINDS, isGameKind, KINDS } from './kinds.ts';
export { BUILT_IN } from './entry.ts';
// The web's presenters are found from the registry on the home too (its option fields).
export { layerFacetTable } from './facet-table.ts';
export type { BuiltInKinds, LoadedFacetsOf } from './facet-types.ts';
export type { ConfigOf, GameKind, OptionsOf } from './kinds.ts';
export type { Words } from './contract.ts';
// The codes of every kind's expected failures (the kernel's, shared by both engines), for a
// client that words an error without the engines.
export { ERROR_CODES as GAME_ERROR_CODES } from '@dt/kernel';

/** Every kind as menus and lists know it: its registry entry. */
export const CATALOG = KINDS;
export type Catalog = typeof CATALOG;

/**
 * The kind and scenario a record names in its first two lines (header, config), without reading
 * its actions: a list of saved games shows them before any engine is loaded. Null for text no
 * kind would claim; a record this accepts may still be refused by its kind's module, which reads
 * every line (`readRecord`), when the game is opened.
 */
export function recordHeading(text: string): { kind: GameKind; scenario: string } | null {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '' && !l.startsWith('#'));
  const config = /^config (.*)$/.exec(lines[1] ?? '');
  if (!config) return null;
  let scenario: unknown;
  try {
    scenario = (JSON.parse(config[1]!) as { scenario?: unknown } | null)?.scenario;
  } catch {
    return null;
  }
  const kind = GAME_KINDS.find(
    (k) =>
      CATALOG[k].recordHeader === lines[0]?.trim() &&
      (CATALOG[k].scenarios as readonly unknown[]).includes(scenario),
  );
  return kind ? { kind, scenario: scenario as string } : null;
}
