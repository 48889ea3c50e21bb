// The benchmark's peer: boardgame.io's own server (its `Server`, socket.io transport, games
// kept in memory) hosting our engine as a boardgame.io `Game`: setup is `newGame`, one move
// applies an action after the same checks our authority makes (the seat sends it, and
// decides now), and `playerView` is `view`. boardgame.io requires a JSON-serialisable G and
// our State holds typed arrays, so G is a handle (match key and version) to the State kept
// beside it in this process's memory: the peer pays nothing to convert states, only its own
// machinery. Run as its own process by `npm run bench:server -- --peer`.
import { randomBytes } from 'node:crypto';
import { ActivePlayers, INVALID_MOVE } from 'boardgame.io/core';
import type { Game } from 'boardgame.io';
import { Server } from 'boardgame.io/server';
import { actorOf, apply, newGame, toMove, view, type Action, type GameConfig, type State } from '@dt/engine';

const META = new Set(['resign', 'offer-draw', 'accept-draw', 'decline-draw']);

interface Handle {
  key: string;
  v: number;
  over: boolean;
}

/** The states behind the handles: the current version of each match and the one before (for its diffs). */
const states = new Map<string, State>();
const stateOf = (g: Handle): State => {
  const s = states.get(`${g.key}:${g.v}`);
  if (!s) throw new Error(`no state for ${g.key}:${g.v}`);
  return s;
};

export const DungeonTwister: Game<Handle, Record<string, unknown>, { config: GameConfig; seed: number }> = {
  name: 'dungeon-twister',
  setup: (_ctx, setupData) => {
    const key = randomBytes(8).toString('hex');
    if (!setupData) return { key, v: 0, over: false }; // a client's local copy: never played
    const g = newGame(setupData.config, setupData.seed);
    if (!g.ok) throw new Error(g.error.message);
    states.set(`${key}:0`, g.value);
    return { key, v: 0, over: false };
  },
  turn: { activePlayers: ActivePlayers.ALL },
  moves: {
    act: {
      move: ({ G, playerID }, action: Action) => {
        const s = stateOf(G);
        const seat = playerID === '0' ? 0 : playerID === '1' ? 1 : null;
        if (seat === null || action.type === 'timeout' || actorOf(s, action) !== seat) return INVALID_MOVE;
        if (!META.has(action.type) && !toMove(s).includes(seat)) return INVALID_MOVE;
        const r = apply(s, action);
        if (!r.ok) return INVALID_MOVE;
        const v = G.v + 1;
        states.set(`${G.key}:${v}`, r.value.state);
        states.delete(`${G.key}:${G.v - 1}`);
        return { key: G.key, v, over: r.value.state.phase === 'over' };
      },
      client: false,
    },
  },
  playerView: ({ G, playerID }) =>
    (states.has(`${G.key}:${G.v}`)
      ? view(stateOf(G), playerID === '0' ? 0 : playerID === '1' ? 1 : 'spectator')
      : G) as unknown as Handle,
  endIf: ({ G }) => (G.over ? { over: true } : undefined),
};

/**
 * Starts the peer; prints its game address and its lobby API's (a port of its own:
 * koa-socket-2 builds the game server's request handler before the lobby routes exist, so
 * on the game port they answer 404).
 */
export async function runPeer(apiPort: number): Promise<void> {
  const server = Server({ games: [DungeonTwister], origins: [/.*/] });
  const running = await server.run({ port: 0, lobbyConfig: { apiPort } });
  const a = running.appServer.address();
  console.log(
    `peer at http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0} api http://127.0.0.1:${apiPort}`,
  );
}
