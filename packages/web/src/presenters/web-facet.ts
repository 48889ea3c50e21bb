// A kind's web facet (its entry's `web`, @dt/games entry.ts): what the web shell needs of the kind
// beyond its module, found from the registry of kinds as the other layers' facets are. The first
// kinds' facets are the web's own (board.tsx, cardgame.tsx, online-tables.tsx); a kind in a
// package of its own loads its facet from its `./web` entry, before any screen shows
// (KindsReady.tsx). The web's tables by kind (PRESENTERS, ONLINE_TABLES, LOCAL_TABLES) are parts
// of it: a part of the kinds built in lives in its own module, so the home carries no table
// (issue 38's first load); a loaded kind's `./web` keeps its own tables lazy when heavy.
import { layerFacetTable, type BuiltInKinds, type GameKind } from '@dt/games/catalog';
import type { LocalKind, OnlineTable, WebPresenter } from './presenter.ts';

export interface WebFacet<K extends GameKind> {
  /** Its option fields, scenario names and take-backs (the home's and the lobby's). */
  presenter: WebPresenter<K>;
  /** Its table for a game on the server. */
  online: OnlineTable<K>;
  /** Its table, replay viewer and aid for a game on this device, each a loader of its code. */
  local: LocalKind;
}
export type WebPart = keyof WebFacet<GameKind>;
/** Every kind's part P of its web facet. */
export type WebParts<P extends WebPart> = { readonly [K in GameKind]: WebFacet<K>[P] };
/** The web's own part P of the kinds whose entry says their web facet is built in. */
export type OwnParts<P extends WebPart> = { readonly [K in BuiltInKinds<'web'>]: WebFacet<K>[P] };

/**
 * Every kind's part P of its web facet (the web's registries): the web's own for the kinds built
 * in, the loaded facet's for the others. A kind whose entry counts on a built-in facet the web
 * lacks, or loads a facet that is not its WebFacet, does not compile (layerFacetTable).
 */
export const webParts = <P extends WebPart>(part: P, own: OwnParts<P>): WebParts<P> =>
  layerFacetTable<'web', { readonly [K in GameKind]: WebFacet<K> }, P>('web', part, own);
