// Starting a game on this device: the options, the opponent (a person on this device or the
// computer at a level), or loading a record to replay; continuing an unfinished game (saved
// as it was played) or replaying a finished one; and the way to online play.
import { useState, type FormEvent, type ReactElement } from 'react';
import type { GameConfig } from '@dt/engine';
import { GAMES } from '@dt/games';
import { useLang, useT, type Key } from '../i18n.ts';
import { PRESENTERS } from '../presenters/registry.ts';
import { savedConfig, type SavedGame } from '../saved.ts';
import { BOARD_KINDS, type BoardKind, type Player } from '../session.ts';
import { Check, LevelSelect, Radios, type Level } from './Options.tsx';

/** The board kinds' option fields, each kind's hook called every time in the same order. */
const useBoardOptions = () => BOARD_KINDS.map((k) => PRESENTERS[k].useOptions());

export interface NewGame {
  config: GameConfig;
  seed: number;
  players: [Player, Player];
  guidance: boolean;
}

/** One saved game in a line: scenario, opponent, turn and when it was last played. */
function SavedLine({ g }: { g: SavedGame }) {
  const t = useT();
  const lang = useLang();
  const config = savedConfig(g);
  const bot = g.players.find((p) => p.kind === 'bot');
  const when = new Date(g.updated).toLocaleString(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <span>
      <strong>{config ? t(`scenario.${config.scenario}` as Key) : '?'}</strong> ·{' '}
      {bot && bot.kind === 'bot' ? t('vsComputer', { level: bot.level }) : t('vsHotseat')} ·{' '}
      {t('savedTurn', { n: g.turn })} · <time dateTime={new Date(g.updated).toISOString()}>{when}</time>
    </span>
  );
}

export function Home({
  onStart,
  onLoad,
  saved,
  onDelete,
}: {
  onStart: (g: NewGame) => void;
  onLoad: (text: string) => void;
  /** Games saved on this device, newest first. */
  saved: SavedGame[];
  onDelete: (id: string) => void;
}) {
  const t = useT();
  const unfinished = saved.filter((g) => !g.over);
  const finished = saved.filter((g) => g.over);
  const lang = useLang();
  // The game: one of the board kinds, Prison (its tutorials and stand-alone) or the 2004 set.
  const [set, setSet] = useState<BoardKind>(BOARD_KINDS[0]);
  const [config, optionFields]: [GameConfig, ReactElement] = useBoardOptions()[BOARD_KINDS.indexOf(set)]!;
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
    onStart({ config, seed, players, guidance });
  };

  return (
    <main className="home">
      <h1>{t('title')}</h1>
      <p>{t('tagline')}</p>
      {unfinished.length > 0 && (
        <section className="panel" aria-labelledby="unfinished" data-testid="unfinished">
          <p>
            <a className="button-link primary" href={`#/play/${unfinished[0]!.id}`} data-testid="continue">
              {t('continueGame')} →
            </a>
          </p>
          <h2 id="unfinished">{t('unfinished')}</h2>
          <ul className="games">
            {unfinished.map((g) => (
              <li key={g.id} className="row" data-game={g.id}>
                <SavedLine g={g} />
                <a className="button-link" href={`#/play/${g.id}`}>
                  {t('continueGame')}
                </a>
                <button onClick={() => onDelete(g.id)}>{t('deleteGame')}</button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p>
        <a className="button-link" href="#/online">
          {t('playOnline')} →
        </a>
      </p>
      <p>
        <a className="button-link" href="#/cards">
          {t('cardGame')} →
        </a>
      </p>
      <form onSubmit={submit} aria-label={t('newGame')}>
        <h2>{t('newGame')}</h2>
        <Radios
          name="set"
          legend={t('classic.game')}
          value={set}
          options={BOARD_KINDS.map((k) => ({ value: k, label: GAMES[k].title[lang] }))}
          onChange={setSet}
        />
        {optionFields}
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
          <>
            <LevelSelect level={level} onChange={setLevel} />
            <label>
              {t('youPlay')}
              <select name="seat" value={mySeat} onChange={(e) => setMySeat(Number(e.target.value) as 0 | 1)}>
                <option value={0}>{t('yellow')}</option>
                <option value={1}>{t('blue')}</option>
              </select>
            </label>
          </>
        )}
        <Check name="guidance" checked={guidance} onChange={setGuidance} label={t('guidance')} />
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
        <button className="primary" type="submit">
          {t('start')}
        </button>
      </form>
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
