// Starting a game: scenario, opponent (a person on this device or the computer at a level),
// the optional rules (VP target, 2-minute timer, handicap), or loading a record to replay.
import { useState, type FormEvent } from 'react';
import type { GameConfig, ScenarioName } from '@dt/engine';
import { SCENARIOS } from '@dt/engine';
import { useT, type Key } from '../i18n.ts';
import type { Player } from '../session.ts';

export interface NewGame {
  config: GameConfig;
  seed: number;
  players: [Player, Player];
  guidance: boolean;
}

export function Home({ onStart, onLoad }: { onStart: (g: NewGame) => void; onLoad: (text: string) => void }) {
  const t = useT();
  const [scenario, setScenario] = useState<ScenarioName>('tutorial-1');
  const [opponent, setOpponent] = useState<'human' | 'bot'>('bot');
  const [level, setLevel] = useState<0 | 1 | 2 | 3 | 4>(1);
  const [mySeat, setMySeat] = useState<0 | 1>(0);
  const [vpTarget, setVpTarget] = useState(5);
  const [timer, setTimer] = useState(false);
  const [hSeat, setHSeat] = useState<'' | 'yellow' | 'blue'>('');
  const [hChars, setHChars] = useState(6);
  const [hCards, setHCards] = useState<number[]>([]);
  const [seed, setSeed] = useState(() => Math.floor(Math.random() * 1_000_000));
  const [guidance, setGuidance] = useState(true);
  const standalone = scenario === 'standalone';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const config: GameConfig = { scenario };
    if (standalone) config.vpTarget = vpTarget;
    if (timer) config.timerSeconds = 120;
    if (standalone && hSeat) config.handicap = { seat: hSeat, characters: hChars, removeCombat: hCards };
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
      <form onSubmit={submit} aria-label={t('newGame')}>
        <h2>{t('newGame')}</h2>
        <label>
          {t('scenario')}
          <select
            name="scenario"
            value={scenario}
            onChange={(e) => setScenario(e.target.value as ScenarioName)}
          >
            {SCENARIOS.map((s) => (
              <option key={s} value={s}>
                {t(`scenario.${s}` as Key)}
              </option>
            ))}
          </select>
        </label>
        <fieldset>
          <legend>{t('opponent')}</legend>
          <label>
            <input
              type="radio"
              name="opponent"
              value="bot"
              checked={opponent === 'bot'}
              onChange={() => setOpponent('bot')}
            />
            {t('computer')}
          </label>
          <label>
            <input
              type="radio"
              name="opponent"
              value="human"
              checked={opponent === 'human'}
              onChange={() => setOpponent('human')}
            />
            {t('hotseat')}
          </label>
        </fieldset>
        {opponent === 'bot' && (
          <>
            <label>
              {t('level')}
              <select
                name="level"
                value={level}
                onChange={(e) => setLevel(Number(e.target.value) as 0 | 1 | 2 | 3 | 4)}
              >
                {[0, 1, 2, 3, 4].map((l) => (
                  <option key={l} value={l}>
                    {t(`level.${l}` as Key)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('youPlay')}
              <select name="seat" value={mySeat} onChange={(e) => setMySeat(Number(e.target.value) as 0 | 1)}>
                <option value={0}>{t('yellow')}</option>
                <option value={1}>{t('blue')}</option>
              </select>
            </label>
          </>
        )}
        {standalone && (
          <>
            <label>
              {t('vpTarget')}
              <select name="vp" value={vpTarget} onChange={(e) => setVpTarget(Number(e.target.value))}>
                {[5, 6, 7].map((v) => (
                  <option key={v}>{v}</option>
                ))}
              </select>
            </label>
            <fieldset>
              <legend>{t('handicap')}</legend>
              <label>
                {t('handicapSeat')}
                <select
                  name="handicap"
                  value={hSeat}
                  onChange={(e) => setHSeat(e.target.value as '' | 'yellow' | 'blue')}
                >
                  <option value="">{t('handicapNone')}</option>
                  <option value="yellow">{t('yellow')}</option>
                  <option value="blue">{t('blue')}</option>
                </select>
              </label>
              {hSeat && (
                <>
                  <label>
                    {t('handicapChars')}
                    <select value={hChars} onChange={(e) => setHChars(Number(e.target.value))}>
                      {[4, 5, 6, 7].map((n) => (
                        <option key={n}>{n}</option>
                      ))}
                    </select>
                  </label>
                  <label>
                    {t('handicapCards')}
                    <select
                      value={hCards.join(',')}
                      onChange={(e) => setHCards(e.target.value ? e.target.value.split(',').map(Number) : [])}
                    >
                      <option value="">—</option>
                      <option value="6">+6</option>
                      <option value="5,6">+5, +6</option>
                    </select>
                  </label>
                </>
              )}
            </fieldset>
          </>
        )}
        <label className="row">
          <input type="checkbox" name="timer" checked={timer} onChange={(e) => setTimer(e.target.checked)} />
          {t('timer')}
        </label>
        <label className="row">
          <input
            type="checkbox"
            name="guidance"
            checked={guidance}
            onChange={(e) => setGuidance(e.target.checked)}
          />
          {t('guidance')}
        </label>
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
