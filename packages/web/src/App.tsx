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
  type FormEvent,
  type ReactElement,
} from 'react';
import { Api } from '@dt/protocol/api';
import { LangContext, LANGS, initialLang, translator, useT, type Lang } from './i18n.ts';
import { AidKindContext } from './aid-kind.ts';
import type { GameKind } from '@dt/games/catalog';
import type { CardSession } from './cardgame/session.ts';
import { Dialog, SettingsForm } from './screens/Dialogs.tsx';
import { freshTips } from './tips.ts';
import { ahead, boardGameCode, cardGameCode } from './loaders.ts';
import { Home, type NewGame } from './screens/Home.tsx';
import { KindsReady } from './KindsReady.tsx';
import { NameField } from './screens/Options.tsx';
import { loadGame, newGameId, removeGame, savedGames, type SavedGame, type TipsState } from './saved.ts';
import type { Session } from './session.ts';
import { loadSettings, saveSettings, SettingsContext, type Settings } from './settings.ts';

// The home screen's code loads first; every other screen (the card game, online play, the
// replays, the missions, the board table itself), the rules aids and the engines load when
// they are opened (issue 38: the home's first load, 120 KB of JavaScript at most; the engines
// and zod come with a game's session, imported when a game starts or is opened).
const Aid = lazy(async () => ({ default: (await import('./screens/Aid.tsx')).Aid }));
const CardAid = lazy(async () => ({ default: (await import('./cardgame/CardAid.tsx')).CardAid }));
const Missions = lazy(async () => ({ default: (await import('./missions/Missions.tsx')).Missions }));
const Puzzles = lazy(async () => ({ default: (await import('./puzzles/Puzzles.tsx')).Puzzles }));
const SavedReplay = lazy(async () => ({ default: (await import('./screens/SavedReplay.tsx')).SavedReplay }));
const RemoteReplay = lazy(async () => ({
  default: (await import('./online/RemoteReplay.tsx')).RemoteReplay,
}));
const CardGame = lazy(async () => ({ default: (await import('./cardgame/CardGame.tsx')).CardGame }));
const CardReplay = lazy(async () => ({ default: (await import('./cardgame/CardReplay.tsx')).CardReplay }));
const Game = lazy(async () => ({ default: (await import('./screens/Game.tsx')).Game }));
const Lobby = lazy(async () => ({ default: (await import('./screens/Lobby.tsx')).Lobby }));
const MyGames = lazy(async () => ({ default: (await import('./screens/MyGames.tsx')).MyGames }));
const OnlineGame = lazy(async () => ({ default: (await import('./screens/OnlineGame.tsx')).OnlineGame }));
const InviteSummary = lazy(async () => ({
  default: (await import('./online/InviteSummary.tsx')).InviteSummary,
}));
const Replay = lazy(async () => ({ default: (await import('./screens/Replay.tsx')).Replay }));
const AnalysisBoard = lazy(async () => ({
  default: (await import('./analysis/AnalysisBoard.tsx')).AnalysisBoard,
}));

interface Local {
  id: string;
  session: Session;
  tips: [TipsState, TipsState];
}

const route = (): string[] => location.hash.replace(/^#\/?/, '').split('/').filter(Boolean);

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

/** A saved game as a session, its timers counting from now (a resumed turn gets its full time). */
async function resume(g: SavedGame): Promise<Local | string> {
  const { sessionFromRecord } = await boardGameCode();
  const s = sessionFromRecord(g.record, g.players, Date.now());
  return s.ok ? { id: g.id, session: s.value, tips: g.tips } : s.error.message;
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
  const [file, setFile] = useState<Session | null>(null);
  const [cardFile, setCardFile] = useState<CardSession | null>(null);
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
  // The card table fills the window as the board does.
  const cardTable = where === 'cards' && id === 'play';
  useEffect(() => {
    // Left: the game's session is forgotten here (it is saved), so coming back reads it again.
    if (!playing) return setLocal(null);
    if (local?.id === playing) return;
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
  const start = async (g: NewGame) => {
    const { startSession, saveSession } = await boardGameCode();
    const s = startSession(g.config, g.seed, g.players);
    if (!s.ok) return setError(s.error.message);
    const tips = freshTips(g.guidance);
    const gameId = newGameId();
    saveSession(gameId, s.value, tips);
    setError(null);
    setLocal({ id: gameId, session: s.value, tips });
    location.hash = `#/play/${gameId}`;
  };
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
  if (where === 'cards' && id === 'play' && extra) screen = <CardGame key={extra} id={extra} />;
  else if (where === 'online') screen = <Lobby api={api} onOpen={(g) => (location.hash = `#/g/${g}`)} />;
  else if (where === 'analysis') screen = <AnalysisBoard />;
  else if (where === 'my') screen = <MyGames api={api} />;
  else if (where === 'missions') screen = <Missions key={id ?? ''} id={id} play={extra === 'play'} />;
  else if (where === 'puzzle') screen = <Puzzles key={id ?? 'today'} number={id} />;
  else if (where === 'g' && id) screen = <OnlineGame key={id} api={api} gameId={id} />;
  else if (where === 'join' && id && extra) screen = <JoinInvite api={api} gameId={id} invite={extra} />;
  else if (where === 'replay' && id) screen = <RemoteReplay api={api} gameId={id} />;
  else if (playing && local?.id === playing)
    screen = (
      <Game
        key={local.id}
        gameId={local.id}
        initial={local.session}
        guidance={false}
        tips={local.tips}
        onExit={home}
        onRematch={(s) =>
          void start({
            config: s.config,
            seed: s.seed + 1,
            players: [s.players[1], s.players[0]],
            guidance: false,
          })
        }
      />
    );
  else if (playing) screen = <p role="status">…</p>;
  else if (where === 'saved' && id)
    screen = <SavedReplay key={id} id={id} review={extra === 'review'} onExit={home} />;
  else if (where === 'file' && file) screen = <Replay session={file} onExit={home} />;
  else if (where === 'cardfile' && cardFile) screen = <CardReplay session={cardFile} onExit={home} />;
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
          warm={{
            prison: ahead(boardGameCode),
            classic: ahead(boardGameCode),
            cardgame: ahead(cardGameCode),
          }}
          starts={{
            prison: (g) => void start(g).catch(notLoaded),
            classic: (g) => void start(g).catch(notLoaded),
            cardgame: (g) =>
              void cardGameCode().then(({ startLocalCardGame }) => {
                const r = startLocalCardGame(g);
                if (!r.ok) return setError(r.message);
                location.hash = `#/cards/play/${r.id}`;
              }, notLoaded),
          }}
          saved={savedGames()}
          onDelete={(gid) => {
            removeGame(gid);
            setSavedVersion((v) => v + 1);
          }}
          onLoad={(text) => void openRecord(text).catch(notLoaded)}
        />
      </>
    );

  /** A record from a file, replayed in its kind's viewer (the engines load to read it). */
  async function openRecord(text: string) {
    const { sessionFromRecord } = await import('./session.ts');
    const s = sessionFromRecord(text);
    if (s.ok) {
      setFile(s.value);
      location.hash = '#/file';
      return;
    }
    // A card game's record replays in the card game's viewer.
    const c = (await import('./cardgame/session.ts')).sessionFromRecord(text);
    if (!c.ok) return setError(t('badRecord', { message: s.error.message }));
    setCardFile(c.value);
    location.hash = '#/cardfile';
  }

  return (
    <LangContext.Provider value={{ lang, t }}>
      <SettingsContext.Provider value={{ settings, set: chooseSettings }}>
        <AidKindContext.Provider value={setAidKind}>
          <div
            className={`app${playing || cardTable || ['saved', 'file', 'replay', 'g', 'analysis'].includes(where ?? '') || (where === 'missions' && extra === 'play') || where === 'puzzle' ? ' in-game' : ''}`}
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
                  {/* The card game's aid or the board sets' (which reads the set from the table): a
                      kind branch kept on purpose, as the two shells are (docs/games.md). */}
                  {where === 'cards' || where === 'cardfile' || aidKind === 'cardgame' ? (
                    <CardAid />
                  ) : (
                    <Aid />
                  )}
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
