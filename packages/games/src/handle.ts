// A kind's module as a host generic over kinds holds it, with the kind it answers for: its
// states opaque (handed back to the module that made them), its actions and views its kind's
// own. Whatever a host builds from one handle (a join reply, a legal list, a replay step, a
// bot request) carries a view or actions together with their kind, so it is that kind's
// message of the protocol's unions, and a client narrows it from the kind, without casts.
// Code that takes a `KindHandle<K>` for a type parameter K sees K's types throughout;
// called with any kind's handle, K is every kind and the result the union of their messages.
import type { BaseConfig, GameModule, Seat, Viewer } from './contract.ts';
import type { ActionOf, GameKind, ViewOf } from './kinds.ts';
import { GAMES } from './registry.ts';

/** Kind K's module with its states opaque: what a host that holds every kind's games calls. */
export type HostModule<K extends GameKind> = GameModule<
  BaseConfig,
  unknown,
  ActionOf<K>,
  ViewOf<K>,
  unknown,
  K
>;

export interface KindHandleOf<K extends GameKind> {
  readonly kind: K;
  readonly module: HostModule<K>;
}
/** The handle of one of the kinds K (every kind by default): its `kind` says which. */
export type KindHandle<K extends GameKind = GameKind> = { [P in K]: KindHandleOf<P> }[K];

export const kindHandle = <K extends GameKind>(kind: K): KindHandle<K> => ({ kind, module: GAMES[kind] });

/** A view with its kind: how every message that carries a view carries it. */
export type KindView<K extends GameKind = GameKind> = { [P in K]: { kind: P; view: ViewOf<P> } }[K];
/** Actions with their kind: how every message that carries actions carries them. */
export type KindActions<K extends GameKind = GameKind> = { [P in K]: { kind: P; actions: ActionOf<P>[] } }[K];

/** What `viewer` may know of a state of the handle's kind, with that kind. */
export const kindView = <K extends GameKind>(
  h: KindHandle<K>,
  state: unknown,
  viewer: Viewer,
): KindView<K> => ({
  kind: h.kind,
  view: h.module.view(state, viewer),
});

/** A seat's legal actions in a state of the handle's kind, with that kind. */
export const kindLegal = <K extends GameKind>(
  h: KindHandle<K>,
  state: unknown,
  seat: Seat,
): KindActions<K> => ({
  kind: h.kind,
  actions: h.module.legalActionsFor(state, seat),
});
