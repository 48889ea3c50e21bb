// The online lobby: who you are (a guest name or an account), creating a game (invite link,
// open to anyone, or against the server's computer), open and live games, ratings and your
// finished games. Seat tokens are kept in this browser so a game link always brings you back.
import { useCallback, useEffect, useState, type FormEvent, type ReactElement } from 'react';
import { SCENARIOS as CARD_SCENARIOS, SELECTIONS, type ScenarioName, type SelectionMode } from '@dt/cardgame';
import {
  MAX_MOVE_HOURS,
  type Api,
  type CreateGameBody,
  type GameSummary,
  type LobbyReply,
  type SessionReply,
} from '@dt/protocol';
import { useCT } from '../cardgame/strings.ts';
import { TimerField } from '../cardgame/TimerField.tsx';
import { useLang, useT, type Key } from '../i18n.ts';
import { seatWord } from '../words.ts';
import {
  Check,
  LevelSelect,
  NameField,
  Radios,
  SeatSelect,
  useClassicOptions,
  useGameOptions,
  type Level,
} from './Options.tsx';

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

/** The games offered online: Prison, its 2004 Classic set (a Prison scenario), the card game. */
export type OnlineGameChoice = 'prison' | 'classic' | 'cardgame';
export const gameOf = (g: Pick<GameSummary, 'kind' | 'scenario'>): OnlineGameChoice =>
  g.kind === 'cardgame' ? 'cardgame' : g.scenario === 'classic' ? 'classic' : 'prison';

/** A game's name and scenario as lists show them. */
export function GameName({ g }: { g: Pick<GameSummary, 'kind' | 'scenario'> }) {
  const t = useT();
  const ct = useCT();
  const game = gameOf(g);
  const scenario =
    game === 'cardgame'
      ? ct(`scenario.${g.scenario}` as 'scenario.standard')
      : game === 'classic'
        ? ''
        : t(`scenario.${g.scenario}` as Key);
  return (
    <span data-kind={game}>
      {t(`online.game.${game}`)}
      {scenario ? ` · ${scenario}` : ''}
    </span>
  );
}

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

/** The card game's own options: scenario, team selection (full games), secret objects, turn timer. */
function useCardOptions(): [
  { scenario: ScenarioName; selection: SelectionMode; secretObjects: boolean; timerSeconds: number | null },
  ReactElement,
] {
  const ct = useCT();
  const [scenario, setScenario] = useState<ScenarioName>('tutorial-1');
  const [selection, setSelection] = useState<SelectionMode>('mutual');
  const [secretObjects, setSecret] = useState(false);
  const [timer, setTimer] = useState(0);
  const full = scenario === 'standard' || scenario === 'advanced';
  const fields = (
    <>
      <label>
        {ct('scenario')}
        <select
          name="card-scenario"
          value={scenario}
          onChange={(e) => setScenario(e.target.value as ScenarioName)}
        >
          {CARD_SCENARIOS.map((s) => (
            <option key={s} value={s}>
              {ct(`scenario.${s}` as 'scenario.standard')}
            </option>
          ))}
        </select>
      </label>
      <TimerField name="card-timer" value={timer} onChange={setTimer} />
      {full && (
        <>
          <label>
            {ct('selection')}
            <select
              name="card-selection"
              value={selection}
              onChange={(e) => setSelection(e.target.value as SelectionMode)}
            >
              {SELECTIONS.map((s) => (
                <option key={s} value={s}>
                  {ct(`selection.${s}` as 'selection.mutual')}
                </option>
              ))}
            </select>
          </label>
          <Check
            name="secret-objects"
            checked={secretObjects}
            onChange={setSecret}
            label={ct('secretObjects')}
          />
        </>
      )}
    </>
  );
  // The server takes 10 s at least (protocol schema); 0 means no timer.
  const timerSeconds = timer > 0 ? Math.max(10, timer) : null;
  return [{ scenario, selection, secretObjects: full && secretObjects, timerSeconds }, fields];
}

export function Lobby({ api, onOpen }: { api: Api; onOpen: (gameId: string) => void }) {
  const t = useT();
  const lang = useLang();
  const [user, setUser] = useState<User | null>(null);
  const [lobby, setLobby] = useState<LobbyReply | null>(null);
  const [mine, setMine] = useState<GameSummary[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [config, optionFields] = useGameOptions();
  const [cardConfig, cardFields] = useCardOptions();
  const [classicConfig, classicFields] = useClassicOptions();
  const [game, setGame] = useState<OnlineGameChoice>('prison');
  // Rated games are each game's full game (Prison stand-alone, Classic, the card game's standard).
  const fullGame =
    game === 'classic' ||
    (game === 'prison' ? config.scenario === 'standalone' : cardConfig.scenario === 'standard');
  const [pool, setPool] = useState<OnlineGameChoice>('prison');
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
    const common = {
      timerSeconds: turnBased
        ? null
        : game === 'prison'
          ? (config.timerSeconds ?? null)
          : game === 'classic'
            ? (classicConfig.timerSeconds ?? null)
            : cardConfig.timerSeconds,
      moveHours: turnBased ? Math.min(MAX_MOVE_HOURS, moveTime * (moveUnit === 'days' ? 24 : 1)) : null,
      seat,
      opponent,
      botLevel: game === 'cardgame' ? Math.min(level, 2) : level,
      public: isPublic,
      rated: rated && fullGame && !!user && !user.guest,
    };
    const body: CreateGameBody =
      game === 'cardgame'
        ? {
            kind: 'cardgame',
            scenario: cardConfig.scenario,
            ...(cardConfig.scenario === 'standard' || cardConfig.scenario === 'advanced'
              ? { selection: cardConfig.selection, secretObjects: cardConfig.secretObjects }
              : {}),
            ...common,
          }
        : game === 'classic'
          ? { scenario: 'classic', vpTarget: classicConfig.vpTarget, ...common }
          : {
              scenario: config.scenario,
              vpTarget: config.vpTarget,
              handicap: config.handicap ?? null,
              ...common,
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
            <select name="game" value={game} onChange={(e) => setGame(e.target.value as OnlineGameChoice)}>
              {(['prison', 'classic', 'cardgame'] as const).map((g) => (
                <option key={g} value={g}>
                  {t(`online.game.${g}`)}
                </option>
              ))}
            </select>
          </label>
          {game === 'prison' && optionFields}
          {game === 'classic' && classicFields}
          {game === 'cardgame' && cardFields}
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
          {opponent === 'bot' && (
            <LevelSelect level={level} onChange={setLevel} max={game === 'cardgame' ? 2 : 4} />
          )}
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
          {fullGame && !user.guest && (
            <Check name="rated" checked={rated} onChange={setRated} label={t('rated')} />
          )}
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
              const p = e.target.value as OnlineGameChoice;
              setPool(p);
              void api.ratings(undefined, 20, p).then((r) => r.ok && setBoard(r.ratings));
            }}
          >
            {(['prison', 'classic', 'cardgame'] as const).map((g) => (
              <option key={g} value={g}>
                {t(`online.game.${g}`)}
              </option>
            ))}
          </select>
        </label>
        {(pool === 'prison' ? lobby?.ratings : board)?.length ? (
          <ol data-testid="ladder">
            {(pool === 'prison' ? lobby!.ratings : board!).map((r) => (
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
