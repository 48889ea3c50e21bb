// Starting a card game: the scenario (the three tutorials, the standard game, the advanced
// scenario), the team selection mode and the variants the engine's config offers (timer,
// secret objects, handicap), the opponent (a person on this device or the computer), the game
// number; games left unfinished on this device to continue; a record to replay.
import { useState, type FormEvent, type ReactElement } from 'react';
import {
  HANDICAP_TABLE,
  SCENARIOS,
  SCENARIO_DEFS,
  SELECTIONS,
  type GameConfig,
  type ScenarioName,
  type SelectionMode,
} from '@dt/cardgame';
import type { Player } from './session.ts';
import type { SavedCardGame } from './saved.ts';
import { useCT } from './strings.ts';
import { TimerField } from './TimerField.tsx';

export interface NewCardGame {
  config: GameConfig;
  seed: number;
  players: [Player, Player];
  guidance: boolean;
}

export interface CardHomeProps {
  onStart: (g: NewCardGame) => void;
  saved: SavedCardGame[];
  onResume: (id: string) => void;
  onForget: (id: string) => void;
  onLoad: (text: string) => void;
  /** Levels the computer can play at (L0 always). */
  levels: readonly number[];
}

export function CardHome(p: CardHomeProps): ReactElement {
  const t = useCT();
  const [scenario, setScenario] = useState<ScenarioName>('tutorial-1');
  const [selection, setSelection] = useState<SelectionMode>('mutual');
  const [timer, setTimer] = useState(0);
  const [secret, setSecret] = useState(false);
  const [handicap, setHandicap] = useState(-1);
  const [handicapSeat, setHandicapSeat] = useState<'yellow' | 'blue'>('yellow');
  const [opponent, setOpponent] = useState<'human' | 'bot'>('human');
  const [level, setLevel] = useState(1);
  const [mySeat, setMySeat] = useState<0 | 1>(0);
  const [seed, setSeed] = useState(() => Math.floor(Math.random() * 1_000_000));
  const [guidance, setGuidance] = useState(true);
  const def = SCENARIO_DEFS[scenario];
  const chooses = def.teamCharacters === null;
  const handicapOk = def.vpTarget >= 5;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const row = handicapOk && handicap >= 0 ? HANDICAP_TABLE[handicap] : undefined;
    const config: GameConfig = {
      scenario,
      ...(chooses ? { selection } : {}),
      ...(timer > 0 ? { timerSeconds: timer } : {}),
      ...(secret ? { secretObjects: true } : {}),
      ...(row ? { handicap: { seat: handicapSeat, stronger: row.stronger, weaker: row.weaker } } : {}),
    };
    const human: Player = { kind: 'human' };
    const bot: Player = { kind: 'bot', level };
    const players: [Player, Player] =
      opponent === 'human' ? [human, human] : mySeat === 0 ? [human, bot] : [bot, human];
    p.onStart({ config, seed, players, guidance });
  };

  return (
    <main className="home cg-home">
      <h1>{t('title')}</h1>
      <p>{t('tagline')}</p>
      {p.saved.length > 0 && (
        <ul className="cg-saved">
          {p.saved.map((g) => (
            <li key={g.id}>
              <button type="button" className="primary" onClick={() => p.onResume(g.id)}>
                {t('continue', { title: t(`scenario.${g.scenario}` as 'scenario.standard'), turn: g.turn })}
              </button>
              <button type="button" onClick={() => p.onForget(g.id)}>
                {t('forget')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} aria-label={t('newGame')}>
        <h2>{t('newGame')}</h2>
        <label>
          {t('scenario')}
          <select
            name="cg-scenario"
            value={scenario}
            onChange={(e) => setScenario(e.target.value as ScenarioName)}
          >
            {SCENARIOS.map((s) => (
              <option key={s} value={s}>
                {t(`scenario.${s}`)}
              </option>
            ))}
          </select>
        </label>
        {chooses && (
          <fieldset>
            <legend>{t('selection')}</legend>
            {SELECTIONS.map((s) => (
              <label key={s} className="row">
                <input
                  type="radio"
                  name="cg-selection"
                  value={s}
                  checked={selection === s}
                  onChange={() => setSelection(s)}
                />
                {t(`selection.${s}`)}
              </label>
            ))}
          </fieldset>
        )}
        <fieldset>
          <legend>{t('variants')}</legend>
          <TimerField name="cg-timer" value={timer} onChange={setTimer} />
          <label className="row">
            <input
              name="cg-secret"
              type="checkbox"
              checked={secret}
              onChange={(e) => setSecret(e.target.checked)}
            />
            {t('secretObjects')}
          </label>
          {handicapOk && (
            <>
              <label>
                {t('handicap')}
                <select
                  name="cg-handicap"
                  value={handicap}
                  onChange={(e) => setHandicap(Number(e.target.value))}
                >
                  <option value={-1}>{t('handicapNone')}</option>
                  {HANDICAP_TABLE.map((r, i) => (
                    <option key={i} value={i}>
                      {t(`level.${r.stronger}`)} / {t(`level.${r.weaker}`)}
                    </option>
                  ))}
                </select>
              </label>
              {handicap >= 0 && (
                <label>
                  {t('handicapSeat')}
                  <select
                    name="cg-handicap-seat"
                    value={handicapSeat}
                    onChange={(e) => setHandicapSeat(e.target.value as 'yellow' | 'blue')}
                  >
                    <option value="yellow">{t('yellow')}</option>
                    <option value="blue">{t('blue')}</option>
                  </select>
                </label>
              )}
            </>
          )}
        </fieldset>
        <fieldset>
          <legend>{t('opponent')}</legend>
          {(['human', 'bot'] as const).map((o) => (
            <label key={o} className="row">
              <input
                type="radio"
                name="cg-opponent"
                value={o}
                checked={opponent === o}
                onChange={() => setOpponent(o)}
              />
              {t(o === 'human' ? 'hotseat' : 'computer')}
            </label>
          ))}
        </fieldset>
        {opponent === 'bot' && (
          <>
            <label>
              {t('aiLevel')}
              <select name="cg-level" value={level} onChange={(e) => setLevel(Number(e.target.value))}>
                {p.levels.map((l) => (
                  <option key={l} value={l}>
                    {t(`ai.${l}` as 'ai.0')}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('youPlay')}
              <select
                name="cg-seat"
                value={mySeat}
                onChange={(e) => setMySeat(Number(e.target.value) as 0 | 1)}
              >
                <option value={0}>{t('yellow')}</option>
                <option value={1}>{t('blue')}</option>
              </select>
            </label>
          </>
        )}
        {scenario.startsWith('tutorial') && (
          <label className="row">
            <input
              name="cg-guidance"
              type="checkbox"
              checked={guidance}
              onChange={(e) => setGuidance(e.target.checked)}
            />
            {t('guidance')}
          </label>
        )}
        <label>
          {t('seed')}
          <input
            name="cg-seed"
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
            name="cg-record"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void file.text().then(p.onLoad);
            }}
          />
        </label>
      </p>
    </main>
  );
}
