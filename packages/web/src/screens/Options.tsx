// The options of a new game, shared by games on this device and online games: scenario,
// victory points, the 2-minute timer and the handicap (rulebook optional rules); and the
// 2004 set's own (its victory points, C1).
import { useState, type ReactElement } from 'react';
import type { PrisonScenario } from '@dt/engine';
import { CATALOG, type OptionsOf } from '@dt/games/catalog';
import { useT, type Key } from '../i18n.ts';

export function useGameOptions(): [OptionsOf<'prison'>, ReactElement] {
  const t = useT();
  const [scenario, setScenario] = useState<PrisonScenario>('tutorial-1');
  const [vpTarget, setVpTarget] = useState(CATALOG.prison.vpTargets[0]!);
  const [timer, setTimer] = useState(false);
  const [hSeat, setHSeat] = useState<'' | 'yellow' | 'blue'>('');
  const [hChars, setHChars] = useState(6);
  const [hCards, setHCards] = useState<number[]>([]);
  const standalone = scenario === 'standalone';
  const config: OptionsOf<'prison'> = { scenario };
  if (standalone) config.vpTarget = vpTarget;
  if (timer) config.timerSeconds = 120;
  if (standalone && hSeat) config.handicap = { seat: hSeat, characters: hChars, removeCombat: hCards };
  const fields = (
    <>
      <label>
        {t('scenario')}
        <select
          name="scenario"
          value={scenario}
          onChange={(e) => setScenario(e.target.value as PrisonScenario)}
        >
          {CATALOG.prison.scenarios.map((s) => (
            <option key={s} value={s}>
              {t(`scenario.${s}` as Key)}
            </option>
          ))}
        </select>
      </label>
      {standalone && (
        <>
          <label>
            {t('vpTarget')}
            <select name="vp" value={vpTarget} onChange={(e) => setVpTarget(Number(e.target.value))}>
              {CATALOG.prison.vpTargets.map((v) => (
                <option key={v}>{v}</option>
              ))}
            </select>
          </label>
          <fieldset>
            <legend>{t('handicap')}</legend>
            <SeatSelect
              name="handicap"
              label={t('handicapSeat')}
              first={['', t('handicapNone')]}
              value={hSeat}
              onChange={setHSeat}
            />
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
      <Check name="timer" checked={timer} onChange={setTimer} label={t('timer')} />
    </>
  );
  return [config, fields];
}

/** The 2004 set's options: the victory points to reach (5, 6 or 7, C1) and the 2-minute timer. */
export function useClassicOptions(): [OptionsOf<'classic'>, ReactElement] {
  const t = useT();
  const [vpTarget, setVpTarget] = useState(CATALOG.classic.vpTargets[0]!);
  const [timer, setTimer] = useState(false);
  const config: OptionsOf<'classic'> = { scenario: 'classic', vpTarget };
  if (timer) config.timerSeconds = 120;
  const fields = (
    <>
      <p>{t('classic.about')}</p>
      <label>
        {t('vpTarget')}
        <select name="vp" value={vpTarget} onChange={(e) => setVpTarget(Number(e.target.value))}>
          {CATALOG.classic.vpTargets.map((v) => (
            <option key={v}>{v}</option>
          ))}
        </select>
      </label>
      <Check name="timer" checked={timer} onChange={setTimer} label={t('timer')} />
    </>
  );
  return [config, fields];
}

export type Level = 0 | 1 | 2 | 3 | 4;

export function LevelSelect({
  level,
  onChange,
  max = 4,
}: {
  level: Level;
  onChange: (l: Level) => void;
  /** The highest level offered (the card game's computer has levels 0 to 2). */
  max?: number;
}) {
  const t = useT();
  return (
    <label>
      {t('level')}
      <select name="level" value={level} onChange={(e) => onChange(Number(e.target.value) as Level)}>
        {[0, 1, 2, 3, 4]
          .filter((l) => l <= max)
          .map((l) => (
            <option key={l} value={l}>
              {t(`level.${l}` as Key)}
            </option>
          ))}
      </select>
    </label>
  );
}

/** A labelled group of radio buttons. */
export function Radios<V extends string>(props: {
  name: string;
  legend: string;
  value: V;
  options: { value: V; label: string }[];
  onChange: (v: V) => void;
}) {
  return (
    <fieldset>
      <legend>{props.legend}</legend>
      {props.options.map((o) => (
        <label key={o.value}>
          <input
            type="radio"
            name={props.name}
            value={o.value}
            checked={props.value === o.value}
            onChange={() => props.onChange(o.value)}
          />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}

/** A choice of seat, with a first option of its own (none, random). */
export function SeatSelect<V extends string>(props: {
  name: string;
  label: string;
  first: [V, string];
  value: V | 'yellow' | 'blue';
  onChange: (v: V | 'yellow' | 'blue') => void;
}) {
  const t = useT();
  return (
    <label>
      {props.label}
      <select
        name={props.name}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value as V | 'yellow' | 'blue')}
      >
        <option value={props.first[0]}>{props.first[1]}</option>
        <option value="yellow">{t('yellow')}</option>
        <option value="blue">{t('blue')}</option>
      </select>
    </label>
  );
}

/** A display-name field (guests). */
export function NameField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const t = useT();
  return (
    <label>
      {t('displayName')}
      <input name="guest" value={value} onChange={(e) => onChange(e.target.value)} maxLength={24} required />
    </label>
  );
}

/** A labelled checkbox. */
export function Check(props: {
  name: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  label: string;
}) {
  return (
    <label className="row">
      <input
        type="checkbox"
        name={props.name}
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      {props.label}
    </label>
  );
}
