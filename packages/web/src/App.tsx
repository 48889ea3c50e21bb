// Screens: the menu, a game on this device, a replay, and online play (lobby, a game by its
// link, an invitation, a finished game's replay). Online screens live in the address's hash
// so a link can be shared and reopened. The language applies everywhere.
import { useEffect, useMemo, useState, type FormEvent, type ReactElement } from 'react';
import { Api } from '@dt/protocol';
import { CardGame } from './cardgame/CardGame.tsx';
import { LangContext, LANGS, initialLang, translator, useT, type Lang } from './i18n.ts';
import { Game } from './screens/Game.tsx';
import { Home, type NewGame } from './screens/Home.tsx';
import { Lobby, seatToken } from './screens/Lobby.tsx';
import { OnlineGame } from './screens/OnlineGame.tsx';
import { NameField } from './screens/Options.tsx';
import { Replay } from './screens/Replay.tsx';
import { sessionFromRecord, startSession, type Session } from './session.ts';

type Local =
  | { name: 'home'; error?: string }
  | { name: 'game'; session: Session; guidance: boolean; id: number }
  | { name: 'replay'; session: Session };

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
    seatToken.set(r.gameId, r.token);
    location.hash = `#/g/${r.gameId}`;
  };
  return (
    <main className="home">
      <form onSubmit={join} className="panel" aria-label={t('join')}>
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

function RemoteReplay({ api, gameId }: { api: Api; gameId: string }) {
  const [state, setState] = useState<Session | string | null>(null);
  useEffect(() => {
    void api.record(gameId).then((r) => {
      if (!r.ok) return setState(r.error.message);
      const s = sessionFromRecord(r.text);
      setState(s.ok ? s.value : s.error.message);
    });
  }, [api, gameId]);
  if (state === null || typeof state === 'string') return <p role="status">{state ?? '…'}</p>;
  return <Replay session={state} onExit={() => (location.hash = '#/online')} />;
}

export function App() {
  const [lang, setLang] = useState<Lang>(initialLang);
  const t = useMemo(() => translator(lang), [lang]);
  const [local, setLocal] = useState<Local>({ name: 'home' });
  const [path, setPath] = useState(route);
  const api = useMemo(() => new Api('', localStorage.getItem('dt.session')), []);
  useEffect(() => {
    const onHash = () => setPath(route());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  const start = (g: NewGame) => {
    const s = startSession(g.config, g.seed, g.players);
    setLocal(
      s.ok
        ? { name: 'game', session: s.value, guidance: g.guidance, id: Date.now() }
        : { name: 'home', error: s.error.message },
    );
  };
  const chooseLang = (l: Lang) => {
    setLang(l);
    localStorage.setItem('dt.lang', l);
    document.documentElement.lang = l;
  };
  const home = () => {
    setLocal({ name: 'home' });
    location.hash = '';
  };

  let screen: ReactElement;
  const [where, id, extra] = path;
  if (where === 'cards') screen = <CardGame path={path.slice(1)} />;
  else if (where === 'online') screen = <Lobby api={api} onOpen={(g) => (location.hash = `#/g/${g}`)} />;
  else if (where === 'g' && id) screen = <OnlineGame key={id} api={api} gameId={id} />;
  else if (where === 'join' && id && extra) screen = <JoinInvite api={api} gameId={id} invite={extra} />;
  else if (where === 'replay' && id) screen = <RemoteReplay api={api} gameId={id} />;
  else if (local.name === 'game')
    screen = (
      <Game
        key={local.id}
        initial={local.session}
        guidance={local.guidance}
        onExit={home}
        onRematch={(s) =>
          start({
            config: s.config,
            seed: s.seed + 1,
            players: [s.players[1], s.players[0]],
            guidance: false,
          })
        }
      />
    );
  else if (local.name === 'replay') screen = <Replay session={local.session} onExit={home} />;
  else
    screen = (
      <>
        {local.error && (
          <p className="feedback" role="alert">
            {local.error}
          </p>
        )}
        <Home
          onStart={start}
          onLoad={(text) => {
            const s = sessionFromRecord(text);
            setLocal(
              s.ok
                ? { name: 'replay', session: s.value }
                : { name: 'home', error: t('badRecord', { message: s.error.message }) },
            );
          }}
        />
      </>
    );

  return (
    <LangContext.Provider value={{ lang, t }}>
      <div className="app">
        <header className="topbar">
          <span className="brand">{t('title')}</span>
          {(local.name !== 'home' || path.length > 0) && <button onClick={home}>{t('menu')}</button>}
          <a href="#/online">{t('playOnline')}</a>
          <label className="row">
            {t('language')}
            <select value={lang} onChange={(e) => chooseLang(e.target.value as Lang)} name="lang">
              {LANGS.map((l) => (
                <option key={l} value={l}>
                  {l === 'en' ? 'English' : 'Français'}
                </option>
              ))}
            </select>
          </label>
        </header>
        {screen}
      </div>
    </LangContext.Provider>
  );
}
