// The one home of the three games: Continue (the newest unfinished game of any kind, one tap)
// and a new game with sensible defaults (the game, its scenario, the opponent, Start) above the
// fold; the game number under "More options"; then every unfinished game of every kind, the
// finished ones to replay, a record to load, and the way to online play.
import { useState, type FormEvent, type ReactElement } from 'react';
import type { GameConfig } from '@dt/engine';
import { CATALOG, GAME_KINDS, type GameKind } from '@dt/games/catalog';
import { useAidKind } from '../aid-kind.ts';
import { useAT } from '../analysis/words.ts';
import { useLang, useT } from '../i18n.ts';
import { PRESENTERS } from '../presenters/registry.ts';
import { playPath, savedGame, type SavedGame } from '../saved.ts';
import { useNewGameForm, type LocalStarts } from '../presenters/new-game.ts';
import type { Player } from '../session.ts';
import { Check, LevelSelect, Radios, type Level } from './Options.tsx';
import { SoloLinks } from '../missions/HomeLinks.tsx';

/** Every kind's part of the form, each kind's hook called every time in the same order. */
const useNewGameForms = () => GAME_KINDS.map((k) => useNewGameForm(k));

export interface NewGame {
  config: GameConfig;
  seed: number;
  players: [Player, Player];
  guidance: boolean;
}

/** One saved game in a line: the game and scenario, opponent, turn and when it was last played. */
function SavedLine({ g }: { g: SavedGame }) {
  const t = useT();
  const lang = useLang();
  const game = savedGame(g);
  const bot = g.players.find((p) => p.kind === 'bot');
  const when = new Date(g.updated).toLocaleString(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <span>
      <strong>
        {game && `${CATALOG[game.kind].title[lang]} · `}
        {game ? PRESENTERS[game.kind].scenarioName(game.scenario, lang) : '?'}
      </strong>{' '}
      · {bot && bot.kind === 'bot' ? t('vsComputer', { level: bot.level }) : t('vsHotseat')} ·{' '}
      {t('savedTurn', { n: g.turn })} · <time dateTime={new Date(g.updated).toISOString()}>{when}</time>
    </span>
  );
}

type Unfinished = { id: string; href: string; when: number; line: ReactElement; delete: () => void };

export function Home({
  starts,
  warm,
  onLoad,
  saved,
  onDelete,
  initialGame = GAME_KINDS[0],
}: {
  /** The game chosen at first (the card game's old address `#/cards` opens with it). */
  initialGame?: GameKind;
  /** How each kind's game starts on this device. */
  starts: LocalStarts;
  /** Fetches a kind's game code ahead, when the player reaches for the form (issue 38). */
  warm?: { readonly [K in GameKind]: () => void };
  onLoad: (text: string) => void;
  /** Games of every kind saved on this device, newest first. */
  saved: SavedGame[];
  onDelete: (id: string) => void;
}) {
  const t = useT();
  const at = useAT();
  const unfinished: Unfinished[] = [
    ...saved
      .filter((g) => !g.over)
      .map((g) => ({
        id: g.id,
        href: playPath(g),
        when: g.updated,
        line: <SavedLine g={g} />,
        delete: () => onDelete(g.id),
      })),
  ].sort((a, b) => b.when - a.when);
  const finished = saved.filter((g) => g.over);
  const lang = useLang();
  // The game: any kind (Prison, the 2004 set, the card game); its fields, levels and start are its own.
  const [set, setSet] = useState<GameKind>(initialGame);
  // Rules shows the aid of the game chosen in the form.
  useAidKind(set);
  const forms = useNewGameForms();
  const form = forms[GAME_KINDS.indexOf(set)]!;
  const [opponent, setOpponent] = useState<'human' | 'bot'>('bot');
  const [level, setLevel] = useState<Level>(1);
  const [mySeat, setMySeat] = useState<0 | 1>(0);
  const [seed, setSeed] = useState(() => Math.floor(Math.random() * 1_000_000));
  const [guidance, setGuidance] = useState(true);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const bot: Player = { kind: 'bot', level };
    const human: Player = { kind: 'human' };
    const players: [Player, Player] =
      opponent === 'human' ? [human, human] : mySeat === 0 ? [human, bot] : [bot, human];
    form.start({ seed, players, guidance }, starts);
  };

  return (
    <main className="home">
      <h1>{t('title')}</h1>
      <p>{t('tagline')}</p>
      {unfinished.length > 0 && (
        <p>
          <a className="button-link primary big" href={unfinished[0]!.href} data-testid="continue">
            {t('continueGame')} →
          </a>{' '}
          {unfinished[0]!.line}
        </p>
      )}
      <form
        onSubmit={submit}
        aria-label={t('newGame')}
        onPointerEnter={() => warm?.[set]()}
        onFocus={() => warm?.[set]()}
        onTouchStart={() => warm?.[set]()}
      >
        <h2>{t('newGame')}</h2>
        <Radios
          name="set"
          legend={t('classic.game')}
          value={set}
          options={GAME_KINDS.map((k) => ({
            value: k,
            label: CATALOG[k].title[lang],
          }))}
          onChange={setSet}
        />
        {form.fields}
        <Radios
          name="opponent"
          legend={t('opponent')}
          value={opponent}
          options={[
            { value: 'bot', label: t('computer') },
            { value: 'human', label: t('hotseat') },
          ]}
          onChange={setOpponent}
        />
        {opponent === 'bot' && (
          <LevelSelect level={level} onChange={setLevel} max={Math.max(...form.levels)} />
        )}
        <button className="primary" type="submit">
          {t('start')}
        </button>
        <Check name="guidance" checked={guidance} onChange={setGuidance} label={t('guidance')} />
        <details className="more-options">
          <summary>{t('moreOptions')}</summary>
          {opponent === 'bot' && (
            <label>
              {t('youPlay')}
              <select name="seat" value={mySeat} onChange={(e) => setMySeat(Number(e.target.value) as 0 | 1)}>
                <option value={0}>{t('yellow')}</option>
                <option value={1}>{t('blue')}</option>
              </select>
            </label>
          )}
          <label>
            {t('seed')}
            <input
              name="seed"
              type="number"
              min={0}
              value={seed}
              onChange={(e) => setSeed(Number(e.target.value) || 0)}
            />
          </label>
        </details>
      </form>
      <SoloLinks />
      {unfinished.length > 0 && (
        <section className="panel" aria-labelledby="unfinished" data-testid="unfinished">
          <h2 id="unfinished">{t('unfinished')}</h2>
          <ul className="games">
            {unfinished.map((g) => (
              <li key={g.id} className="row" data-game={g.id}>
                {g.line}
                <a className="button-link" href={g.href}>
                  {t('continueGame')}
                </a>
                <button onClick={g.delete}>{t('deleteGame')}</button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p>
        <a className="button-link" href="#/online">
          {t('playOnline')} →
        </a>{' '}
        <a className="button-link" href="#/analysis" data-testid="analysis-link">
          {at('analysisBoard')} →
        </a>
      </p>
      {finished.length > 0 && (
        <section className="panel" aria-labelledby="finished-local">
          <h2 id="finished-local">{t('finishedLocal')}</h2>
          <ul className="games">
            {finished.map((g) => (
              <li key={g.id} className="row">
                <SavedLine g={g} />
                <a className="button-link" href={`#/saved/${g.id}`}>
                  {t('replay')}
                </a>
                <a className="button-link" href={`#/saved/${g.id}/review`} data-testid="review-link">
                  {at('review')}
                </a>
                <button onClick={() => onDelete(g.id)}>{t('deleteGame')}</button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p>
        <label className="row">
          {t('loadRecord')}
          <input
            type="file"
            accept=".dtr,.txt,text/plain"
            name="record"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void file.text().then(onLoad);
            }}
          />
        </label>
      </p>
    </main>
  );
}
