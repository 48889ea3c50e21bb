// Starting a game on this device: the options, the opponent (a person on this device or the
// computer at a level), or loading a record to replay; and the way to online play.
import { useState, type FormEvent } from 'react';
import type { GameConfig } from '@dt/engine';
import { useT } from '../i18n.ts';
import type { Player } from '../session.ts';
import { Check, LevelSelect, Radios, useGameOptions, type Level } from './Options.tsx';

export interface NewGame {
  config: GameConfig;
  seed: number;
  players: [Player, Player];
  guidance: boolean;
}

export function Home({ onStart, onLoad }: { onStart: (g: NewGame) => void; onLoad: (text: string) => void }) {
  const t = useT();
  const [config, optionFields] = useGameOptions();
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
