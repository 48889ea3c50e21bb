// Screens: the menu, a game on this device, a replay. The language applies everywhere.
import { useMemo, useState } from 'react';
import { LangContext, LANGS, initialLang, translator, type Lang } from './i18n.ts';
import { Game } from './screens/Game.tsx';
import { Home, type NewGame } from './screens/Home.tsx';
import { Replay } from './screens/Replay.tsx';
import { sessionFromRecord, startSession, type Session } from './session.ts';

type Screen =
  | { name: 'home'; error?: string }
  | { name: 'game'; session: Session; guidance: boolean; id: number }
  | { name: 'replay'; session: Session };

export function App() {
  const [lang, setLang] = useState<Lang>(initialLang);
  const t = useMemo(() => translator(lang), [lang]);
  const [screen, setScreen] = useState<Screen>({ name: 'home' });
  const start = (g: NewGame) => {
    const s = startSession(g.config, g.seed, g.players);
    setScreen(
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
  return (
    <LangContext.Provider value={{ lang, t }}>
      <div className="app">
        <header className="topbar">
          <span className="brand">{t('title')}</span>
          {screen.name !== 'home' && <button onClick={() => setScreen({ name: 'home' })}>{t('menu')}</button>}
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
        {screen.name === 'home' && (
          <>
            {screen.error && (
              <p className="feedback" role="alert">
                {screen.error}
              </p>
            )}
            <Home
              onStart={start}
              onLoad={(text) => {
                const s = sessionFromRecord(text);
                setScreen(
                  s.ok
                    ? { name: 'replay', session: s.value }
                    : { name: 'home', error: t('badRecord', { message: s.error.message }) },
                );
              }}
            />
          </>
        )}
        {screen.name === 'game' && (
          <Game
            key={screen.id}
            initial={screen.session}
            guidance={screen.guidance}
            onExit={() => setScreen({ name: 'home' })}
            onRematch={(s) => {
              const players: Session['players'] = [s.players[1], s.players[0]];
              start({ config: s.config, seed: s.seed + 1, players, guidance: false });
            }}
          />
        )}
        {screen.name === 'replay' && (
          <Replay session={screen.session} onExit={() => setScreen({ name: 'home' })} />
        )}
      </div>
    </LangContext.Provider>
  );
}
