// Screens: the menu, a game on this device, a replay, and online play (lobby, a game by its
// link, an invitation, a finished game's replay). Every screen lives in the address's hash, so
// a link can be shared and a reload or the Back button lands where it was: a game on this
// device is `#/play/<id>`, reloaded from its saved record. Leaving an unfinished game asks
// first. The language and the settings apply everywhere.
import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
  type ReactElement,
} from 'react';
import { Api } from '@dt/protocol/api';
import { LangContext, LANGS, initialLang, translator, useT, type Lang } from './i18n.ts';
import { AidKindContext } from './aid-kind.ts';
import { GAME_KINDS, type GameKind } from '@dt/games/catalog';
import { Dialog, SettingsForm } from './screens/Dialogs.tsx';
import { ahead, localGameCode } from './loaders.ts';
import type { AnySession, LocalGame, LocalStart } from './local-game.ts';
import type { LocalStarts } from './presenters/new-game.ts';
import { LOCAL_TABLES, type LocalTable } from './presenters/local-tables.tsx';
import { Home } from './screens/Home.tsx';
import { KindsReady } from './KindsReady.tsx';
import { NameField } from './screens/Options.tsx';
import type { Opened } from './screens/SavedReplay.tsx';
import { loadGame, removeGame, savedGame, savedGames, type SavedGame } from './saved.ts';
import { loadSettings, saveSettings, SettingsContext, type Settings } from './settings.ts';

// The home screen's code loads first; every other screen (a game's table of any kind, online
// play, the replays, the missions), the rules aids and the engines load when
// they are opened (issue 38: the home's first load, 120 KB of JavaScript at most; the engines
// and zod come with a game's session, imported when a game starts or is opened).
const Aid = lazy(async () => ({ default: (await import('./screens/Aid.tsx')).Aid }));
/** Each kind's player aid (presenters/local-tables.tsx), fetched when Rules is opened. */
const KIND_AIDS = new Map<GameKind, ComponentType>();
const Missions = lazy(async () => ({ default: (await import('./missions/Missions.tsx')).Missions }));
const Puzzles = lazy(async () => ({ default: (await import('./puzzles/Puzzles.tsx')).Puzzles }));
const SavedReplay = lazy(async () => ({ default: (await import('./screens/SavedReplay.tsx')).SavedReplay }));
const RemoteReplay = lazy(async () => ({
  default: (await import('./online/RemoteReplay.tsx')).RemoteReplay,
}));
const Lobby = lazy(async () => ({ default: (await import('./screens/Lobby.tsx')).Lobby }));
const MyGames = lazy(async () => ({ default: (await import('./screens/MyGames.tsx')).MyGames }));
const OnlineGame = lazy(async () => ({ default: (await import('./screens/OnlineGame.tsx')).OnlineGame }));
const InviteSummary = lazy(async () => ({
  default: (await import('./online/InviteSummary.tsx')).InviteSummary,
}));
const AnalysisBoard = lazy(async () => ({
  default: (await import('./analysis/AnalysisBoard.tsx')).AnalysisBoard,
}));

function KindAid({ kind }: { kind: GameKind }) {
  let Shown = KIND_AIDS.get(kind);
  if (!Shown) KIND_AIDS.set(kind, (Shown = lazy(async () => ({ default: await LOCAL_TABLES[kind].aid() }))));
  return <Shown />;
}

/** A game on this device and its kind's table (presenters/local-tables.tsx). */
interface Local {
  game: LocalGame;
  Table: LocalTable;
}

/** The address's screen; the card game's old address of a game, `#/cards/play/<id>`, is the one path's. */
function route(): string[] {
  const path = location.hash.replace(/^#\/?/, '').split('/').filter(Boolean);
  return path[0] === 'cards' && path[1] === 'play' && path[2] ? ['play', path[2]] : path;
}

function JoinInvite({ api, gameId, invite }: { api: Api; gameId: string; invite: string }) {
  const t = useT();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const join = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!api.session) {
      const g = await api.guest(name);
      if (!g.ok) return setError(g.error.message);
      api.session = g.token;
      localStorage.setItem('dt.session', g.token);
    }
    const r = await api.joinGame(gameId, { invite });
    if (!r.ok) return setError(r.error.message);
    (await import('./screens/Lobby.tsx')).seatToken.set(r.gameId, r.token);
    location.hash = `#/g/${r.gameId}`;
  };
  return (
    <main className="home">
      <form onSubmit={join} className="panel" aria-label={t('join')}>
        <InviteSummary api={api} gameId={gameId} invite={invite} />
        {!api.session && <NameField value={name} onChange={setName} />}
        <button className="primary" type="submit">
          {t('join')}
        </button>
        {error && (
          <p className="feedback" role="alert">
            {error}
          </p>
        )}
      </form>
    </main>
  );
}

/** A saved game of any kind with its kind's table, its timers counting from now. */
async function resume(g: SavedGame): Promise<Local | string> {
  const kind = savedGame(g)?.kind;
  if (!kind) return 'not a record of a game this client plays';
  const [{ resumeLocal }, Table] = await localGameCode(kind);
  const r = resumeLocal(g);
  return r.ok ? { game: r.value, Table } : r.message;
}

export function App() {
  const [lang, setLang] = useState<Lang>(initialLang);
  const t = useMemo(() => translator(lang), [lang]);
  const [settings, setSettings] = useState<Settings>(loadSettings);
  const [path, setPath] = useState(route);
  const pathRef = useRef(path);
  pathRef.current = path;
  /** Where the player asked to go while a game on this device is unfinished. */
  const [leaving, setLeaving] = useState<string[] | null>(null);
  const [local, setLocal] = useState<Local | null>(null);
  const [file, setFile] = useState<Opened | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'settings' | 'rules' | null>(null);
  const [aidKind, setAidKind] = useState<GameKind | null>(null);
  const [, setSavedVersion] = useState(0);
  const api = useMemo(() => new Api('', localStorage.getItem('dt.session')), []);

  useEffect(() => {
    const onHash = () => {
      const next = route();
      const [where, id] = pathRef.current;
      const staying = next[0] === 'play' && next[1] === id;
      if (where === 'play' && id && !staying && loadGame(id)?.over === false) return setLeaving(next);
      setPath(next);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  const [where, id, extra] = path;
  // A game on this device opened by its address (a reload, a link, Continue): from its record.
  const playing = where === 'play' && id ? id : null;
  useEffect(() => {
    // Left: the game's session is forgotten here (it is saved), so coming back reads it again.
    if (!playing) return setLocal(null);
    if (local?.game.id === playing) return;
    const g = loadGame(playing);
    let left = false;
    const loaded = g ? resume(g).catch(() => t('notLoaded')) : Promise.resolve(t('gameNotFound'));
    void loaded.then((r) => {
      // Another address was opened while the engines loaded: that one is shown.
      if (left) return;
      if (typeof r === 'string') {
        setError(r);
        location.hash = '';
      } else setLocal(r);
    });
    return () => {
      left = true;
    };
  }, [playing]);

  /** A game's code that could not be fetched: said on the home, where Start can be pressed again. */
  const notLoaded = () => setError(t('notLoaded'));
  const start = async (kind: GameKind, g: LocalStart) => {
    const [{ startLocal }, Table] = await localGameCode(kind);
    const r = startLocal(kind, g);
    if (!r.ok) return setError(r.message);
    setError(null);
    setLocal({ game: r.value, Table });
    location.hash = `#/play/${r.value.id}`;
  };
  // Every kind starts the same way: its options, then its table (a kind's own start is the
  // module's newGame and its table's, both reached through the kind).
  const starts = Object.fromEntries(
    GAME_KINDS.map((k) => [k, (g: LocalStart) => void start(k, g).catch(notLoaded)]),
  ) as LocalStarts;
  const warm = Object.fromEntries(GAME_KINDS.map((k) => [k, ahead(() => localGameCode(k))])) as {
    readonly [K in GameKind]: () => void;
  };
  const rematch = (s: AnySession) =>
    void import('./local-game.ts').then(({ rematchOf }) => start(s.kind, rematchOf(s))).catch(notLoaded);
  const chooseLang = (l: Lang) => {
    setLang(l);
    localStorage.setItem('dt.lang', l);
    document.documentElement.lang = l;
  };
  const chooseSettings = (s: Settings) => {
    setSettings(s);
    saveSettings(s);
  };
  const home = () => (location.hash = '');

  let screen: ReactElement;
  if (where === 'online') screen = <Lobby api={api} onOpen={(g) => (location.hash = `#/g/${g}`)} />;
  else if (where === 'analysis') screen = <AnalysisBoard />;
  else if (where === 'my') screen = <MyGames api={api} />;
  else if (where === 'missions') screen = <Missions key={id ?? ''} id={id} play={extra === 'play'} />;
  else if (where === 'puzzle') screen = <Puzzles key={id ?? 'today'} number={id} />;
  else if (where === 'g' && id) screen = <OnlineGame key={id} api={api} gameId={id} />;
  else if (where === 'join' && id && extra) screen = <JoinInvite api={api} gameId={id} invite={extra} />;
  else if (where === 'replay' && id) screen = <RemoteReplay api={api} gameId={id} />;
  else if (playing && local?.game.id === playing)
    screen = <local.Table key={local.game.id} game={local.game} onExit={home} onRematch={rematch} />;
  else if (playing) screen = <p role="status">…</p>;
  else if (where === 'saved' && id)
    screen = <SavedReplay key={id} id={id} review={extra === 'review'} onExit={home} />;
  else if (where === 'file' && file) screen = <file.View session={file.session} onExit={home} />;
  else
    screen = (
      <>
        {error && (
          <p className="feedback" role="alert">
            {error}
          </p>
        )}
        <Home
          key={where === 'cards' ? 'cards' : 'home'}
          initialGame={where === 'cards' ? 'cardgame' : undefined}
          warm={warm}
          starts={starts}
          saved={savedGames()}
          onDelete={(gid) => {
            removeGame(gid);
            setSavedVersion((v) => v + 1);
          }}
          onLoad={(text) => void openRecord(text).catch(notLoaded)}
        />
      </>
    );

  /** A record from a file, of any kind, replayed in its kind's viewer (the engines load to read it). */
  async function openRecord(text: string) {
    const opened = await (await import('./screens/SavedReplay.tsx')).replayOf(text);
    if (typeof opened === 'string') return setError(t('badRecord', { message: opened }));
    setFile(opened);
    location.hash = '#/file';
  }

  return (
    <LangContext.Provider value={{ lang, t }}>
      <SettingsContext.Provider value={{ settings, set: chooseSettings }}>
        <AidKindContext.Provider value={setAidKind}>
          <div
            className={`app${playing || ['saved', 'file', 'replay', 'g', 'analysis'].includes(where ?? '') || (where === 'missions' && extra === 'play') || where === 'puzzle' ? ' in-game' : ''}`}
          >
            <header className="topbar">
              <span className="brand">{t('title')}</span>
              {path.length > 0 && <button onClick={home}>{t('menu')}</button>}
              <a className="online-link" href="#/online">
                {t('playOnline')}
              </a>
              <button onClick={() => setDialog('rules')}>{t('rules')}</button>
              <button onClick={() => setDialog('settings')}>{t('settings')}</button>
              <label className="row">
                <span className="label-text">{t('language')}</span>
                <select
                  value={lang}
                  onChange={(e) => chooseLang(e.target.value as Lang)}
                  name="lang"
                  aria-label={t('language')}
                >
                  {LANGS.map((l) => (
                    <option key={l} value={l}>
                      {l === 'en' ? 'English' : 'Français'}
                    </option>
                  ))}
                </select>
              </label>
            </header>
            <Suspense fallback={<p role="status">…</p>}>
              <KindsReady when={path.length > 0}>{screen}</KindsReady>
            </Suspense>
            {dialog === 'rules' && (
              <Dialog title={t('rules')} onClose={() => setDialog(null)}>
                <Suspense fallback={<p role="status">…</p>}>
                  {/* The aid of the kind on screen (a table, a replay, the home's form); else the board sets'. */}
                  {aidKind ? <KindAid kind={aidKind} /> : <Aid />}
                </Suspense>
              </Dialog>
            )}
            {dialog === 'settings' && (
              <Dialog title={t('settings')} onClose={() => setDialog(null)}>
                <SettingsForm />
              </Dialog>
            )}
            {leaving && (
              <Dialog title={t('leaveTitle')} onClose={() => stay()} testid="leave">
                <p>{t('leaveHelp')}</p>
                <div className="row">
                  <button className="primary" autoFocus onClick={() => stay()}>
                    {t('stay')}
                  </button>
                  <button
                    onClick={() => {
                      setPath(leaving);
                      setLeaving(null);
                    }}
                  >
                    {t('leave')}
                  </button>
                </div>
              </Dialog>
            )}
          </div>
        </AidKindContext.Provider>
      </SettingsContext.Provider>
    </LangContext.Provider>
  );

  function stay() {
    // The address goes back to the game without a new history entry.
    history.replaceState(null, '', `#/${path.join('/')}`);
    setLeaving(null);
  }
}
