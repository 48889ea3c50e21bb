// The online lobby: who you are (a guest name or an account), creating a game (invite link,
// open to anyone, or against the server's computer), open and live games, ratings and your
// finished games. Seat tokens are kept in this browser so a game link always brings you back.
import { useCallback, useEffect, useState, type FormEvent, type ReactElement } from 'react';
import { topLevel } from '@dt/ai/bots';
import { GAME_KINDS, GAMES, gameModule, type GameKind } from '@dt/games';
import {
  MAX_MOVE_HOURS,
  type Api,
  type CreateGameBodyOf,
  type GameSummary,
  type LobbyReply,
  type SessionReply,
} from '@dt/protocol';
import { useLang, useT } from '../i18n.ts';
import { PRESENTERS } from '../presenters/registry.ts';
import { seatWord } from '../words.ts';
import { PlayNow } from '../online/PlayNow.tsx';
import { Check, LevelSelect, NameField, Radios, SeatSelect, type Level } from './Options.tsx';

export const seatToken = {
  get: (gameId: string): string | null => localStorage.getItem(`dt.seat.${gameId}`),
  set: (gameId: string, token: string): void => localStorage.setItem(`dt.seat.${gameId}`, token),
};
export const inviteOf = {
  get: (gameId: string): string | null => localStorage.getItem(`dt.invite.${gameId}`),
  set: (gameId: string, invite: string): void => localStorage.setItem(`dt.invite.${gameId}`, invite),
};

type User = SessionReply['user'];

function Identity({ api, user, onUser }: { api: Api; user: User | null; onUser: (u: User | null) => void }) {
  const t = useT();
  const [name, setName] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signed = (r: Awaited<ReturnType<Api['guest']>>) => {
    if (!r.ok) return setError(r.error.message);
    api.session = r.token;
    localStorage.setItem('dt.session', r.token);
    setError(null);
    onUser(r.user);
  };
  if (user)
    return (
      <section className="panel row" aria-label={t('playingAs', { name: user.name })}>
        <span data-testid="me">
          {t('playingAs', { name: user.name })}
          {user.guest ? ` (${t('guestNote')})` : user.rating !== null ? ` · ${Math.round(user.rating)}` : ''}
        </span>
        <button
          onClick={() => {
            localStorage.removeItem('dt.session');
            api.session = null;
            onUser(null);
          }}
        >
          {t('logout')}
        </button>
      </section>
    );
  return (
    <section className="panel">
      <form
        className="row"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          void api.guest(name).then(signed);
        }}
      >
        <NameField value={name} onChange={setName} />
        <button className="primary" type="submit">
          {t('playAsGuest')}
        </button>
      </form>
      <form className="row" onSubmit={(e: FormEvent) => e.preventDefault()}>
        <label>
          {t('username')}
          <input
            name="username"
            value={username}
            onChange={(e) => setUsername(e.target.value.toLowerCase())}
            autoComplete="username"
          />
        </label>
        <label>
          {t('password')}
          <input
            name="password"
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
          />
        </label>
        <button onClick={() => void api.login(username, password).then(signed)}>{t('login')}</button>
        <button onClick={() => void api.register(username, password).then(signed)}>{t('register')}</button>
      </form>
      {error && (
        <p className="feedback" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

/** A game's name and scenario as lists show them. */
export function GameName({ g }: { g: Pick<GameSummary, 'kind' | 'scenario'> }) {
  const lang = useLang();
  const scenario = PRESENTERS[g.kind].scenarioName(g.scenario, lang);
  return (
    <span data-kind={g.kind}>
      {GAMES[g.kind].title[lang]}
      {scenario ? ` · ${scenario}` : ''}
    </span>
  );
}

/** Every kind's option fields, each kind's hook called every time in the same order. */
const useKindOptions = () => GAME_KINDS.map((k) => PRESENTERS[k].useOptions());

function Players({ g }: { g: GameSummary }) {
  const t = useT();
  const who = (p: GameSummary['players']['yellow']) =>
    p ? `${p.name}${p.rating !== null ? ` (${Math.round(p.rating)})` : ''}` : '…';
  return (
    <span>
      <GameName g={g} /> — {who(g.players.yellow)} {t('vs')} {who(g.players.blue)}
    </span>
  );
}

export function Lobby({ api, onOpen }: { api: Api; onOpen: (gameId: string) => void }) {
  const t = useT();
  const lang = useLang();
  const [user, setUser] = useState<User | null>(null);
  const [lobby, setLobby] = useState<LobbyReply | null>(null);
  const [mine, setMine] = useState<GameSummary[]>([]);
  const [error, setError] = useState<string | null>(null);
  const kindOptions = useKindOptions();
  const [game, setGame] = useState<GameKind>(GAME_KINDS[0]);
  const [options, optionFields] = kindOptions[GAME_KINDS.indexOf(game)]!;
  // Rated games are each kind's full game: its ladder says which (the contract's `ladder`).
  const fullGame = gameModule(game).ladder(options) !== null;
  // The lobby's first page of ratings is the first kind's ladder; the others are asked for.
  const [pool, setPool] = useState<GameKind>(GAME_KINDS[0]);
  const [board, setBoard] = useState<LobbyReply['ratings'] | null>(null);
  const [opponent, setOpponent] = useState<'human' | 'bot'>('human');
  const [level, setLevel] = useState<Level>(1);
  const [seat, setSeat] = useState<'random' | 'yellow' | 'blue'>('random');
  const [isPublic, setPublic] = useState(true);
  const [rated, setRated] = useState(false);
  const [turnBased, setTurnBased] = useState(false);
  const [moveTime, setMoveTime] = useState(1);
  const [moveUnit, setMoveUnit] = useState<'hours' | 'days'>('days');

  const refresh = useCallback(() => {
    void api.lobby().then((r) => r.ok && setLobby(r));
    if (api.session) void api.finishedGames().then((r) => r.ok && setMine(r.games));
  }, [api]);
  useEffect(() => {
    if (api.session)
      void api.me().then((r) => (r.ok ? setUser(r.user) : localStorage.removeItem('dt.session')));
    refresh();
    const id = setInterval(refresh, 4000);
    return () => clearInterval(id);
  }, [api, refresh]);

  const create = (e: FormEvent) => {
    e.preventDefault();
    const body: CreateGameBodyOf<GameKind> = {
      kind: game,
      ...options,
      // A turn-based game's clock is the time per decision: no turn timer on top of it.
      timerSeconds: turnBased ? null : (options.timerSeconds ?? null),
      moveHours: turnBased ? Math.min(MAX_MOVE_HOURS, moveTime * (moveUnit === 'days' ? 24 : 1)) : null,
      seat,
      opponent,
      botLevel: Math.min(level, topLevel(game)),
      public: isPublic,
      rated: rated && fullGame && !!user && !user.guest,
    };
    void api.createGame(body).then((r) => {
      if (!r.ok) return setError(r.error.message);
      seatToken.set(r.gameId, r.token);
      if (r.invite) inviteOf.set(r.gameId, r.invite);
      onOpen(r.gameId);
    });
  };
  const join = (g: GameSummary) =>
    void api.joinGame(g.id).then((r) => {
      if (!r.ok) return setError(r.error.message);
      seatToken.set(r.gameId, r.token);
      onOpen(r.gameId);
    });

  const list = (games: GameSummary[] | undefined, button: (g: GameSummary) => ReactElement) =>
    games && games.length ? (
      <ul className="games">
        {games.map((g) => (
          <li key={g.id} className="row" data-game={g.id}>
            <Players g={g} /> {button(g)}
          </li>
        ))}
      </ul>
    ) : (
      <p>{t('noGames')}</p>
    );

  return (
    <main className="home lobby">
      <h1>{t('lobby')}</h1>
      {user && (
        <p>
          <a href="#/my" data-testid="my-games-link">
            {t('online.myGames')}
          </a>
        </p>
      )}
      <Identity api={api} user={user} onUser={(u) => (setUser(u), refresh())} />
      {error && (
        <p className="feedback" role="alert">
          {error}
        </p>
      )}
      {user && (
        <form onSubmit={create} aria-label={t('createOnline')}>
          <h2>{t('createOnline')}</h2>
          <label>
            {t('online.game')}
            <select name="game" value={game} onChange={(e) => setGame(e.target.value as GameKind)}>
              {GAME_KINDS.map((g) => (
                <option key={g} value={g}>
                  {GAMES[g].title[lang]}
                </option>
              ))}
            </select>
          </label>
          {optionFields}
          {fullGame && !user.guest && (
            <Check name="rated" checked={rated} onChange={setRated} label={t('rated')} />
          )}
          <PlayNow
            api={api}
            game={() => ({ kind: game, ...options, rated: rated && fullGame && !user.guest })}
            botLevel={Math.min(level, topLevel(game))}
            onPaired={(gameId, token) => (seatToken.set(gameId, token), onOpen(gameId))}
            onError={setError}
          />
          <h3>{t('online.orCreate')}</h3>
          <Radios
            name="online-opponent"
            legend={t('opponent')}
            value={opponent}
            options={[
              { value: 'human', label: t('opponentFriend') },
              { value: 'bot', label: t('opponentServerBot') },
            ]}
            onChange={setOpponent}
          />
          {opponent === 'bot' && <LevelSelect level={level} onChange={setLevel} max={topLevel(game)} />}
          <SeatSelect
            name="online-seat"
            label={t('yourSeat')}
            first={['random', t('random')]}
            value={seat}
            onChange={setSeat}
          />
          <Check
            name="turn-based"
            checked={turnBased}
            onChange={setTurnBased}
            label={t('online.turnBased')}
          />
          {turnBased && (
            <label className="row">
              {t('online.moveTime')}
              <input
                name="move-time"
                type="number"
                min={1}
                max={moveUnit === 'days' ? 30 : 720}
                value={moveTime}
                onChange={(e) => setMoveTime(Math.max(1, Math.floor(Number(e.target.value) || 1)))}
              />
              <select
                name="move-unit"
                value={moveUnit}
                onChange={(e) => setMoveUnit(e.target.value as 'hours' | 'days')}
                aria-label={t('online.moveTime')}
              >
                <option value="hours">{t('online.hours')}</option>
                <option value="days">{t('online.days')}</option>
              </select>
            </label>
          )}
          <Check name="public" checked={isPublic} onChange={setPublic} label={t('publicGame')} />
          <button className="primary" type="submit">
            {t('create')}
          </button>
        </form>
      )}
      <section className="panel">
        <h2>{t('openGames')}</h2>
        {list(lobby?.open, (g) =>
          user ? (
            <button onClick={() => join(g)} data-join={g.id}>
              {t('join')}
            </button>
          ) : (
            <span />
          ),
        )}
        <h2>{t('liveGames')}</h2>
        {list(lobby?.live, (g) => (
          <button onClick={() => onOpen(g.id)} data-watch={g.id}>
            {seatToken.get(g.id) ? t('join') : t('watch')}
          </button>
        ))}
        {user && (
          <>
            <h2>{t('myGames')}</h2>
            {list(mine, (g) => (
              <a href={`#/replay/${g.id}`} data-replay={g.id}>
                {t('replay')}
                {g.winner
                  ? ` · ${g.winner === 'draw' ? t('draw') : t('wins', { seat: seatWord(g.winner, lang) })}`
                  : ''}
              </a>
            ))}
          </>
        )}
        <h2>{t('ratings')}</h2>
        <label>
          {t('online.ladder')}
          <select
            name="ladder"
            value={pool}
            onChange={(e) => {
              const p = e.target.value as GameKind;
              setPool(p);
              void api.ratings(undefined, 20, p).then((r) => r.ok && setBoard(r.ratings));
            }}
          >
            {GAME_KINDS.map((g) => (
              <option key={g} value={g}>
                {GAMES[g].title[lang]}
              </option>
            ))}
          </select>
        </label>
        {(pool === GAME_KINDS[0] ? lobby?.ratings : board)?.length ? (
          <ol data-testid="ladder">
            {(pool === GAME_KINDS[0] ? lobby!.ratings : board!).map((r) => (
              <li key={r.username}>
                {r.name} ({r.username}): {Math.round(r.rating)} · {r.games}
              </li>
            ))}
          </ol>
        ) : (
          <p>{t('noGames')}</p>
        )}
      </section>
    </main>
  );
}
