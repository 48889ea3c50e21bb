// The card game's presenter: its option fields (scenario, team selection and secret objects in
// full games, turn timer) and scenario names, from the catalog (no engine: the home shows them).
// Its online table is in online-tables.tsx.
import { useState, type ReactElement } from 'react';
import type { ScenarioName, SelectionMode } from '@dt/cardgame';
import { CATALOG, type OptionsOf } from '@dt/games/catalog';
import { cardTranslator, useCT, type CardKey } from '../cardgame/strings.ts';
import { TimerField } from '../cardgame/TimerField.tsx';
import { Check } from '../screens/Options.tsx';
import type { WebPresenter } from './presenter.ts';

/** The card game's own options: scenario, team selection (full games), secret objects, turn timer. */
function useCardOptions(): [OptionsOf<'cardgame'>, ReactElement] {
  const ct = useCT();
  const [scenario, setScenario] = useState<ScenarioName>('tutorial-1');
  const [selection, setSelection] = useState<SelectionMode>('mutual');
  const [secretObjects, setSecret] = useState(false);
  const [timer, setTimer] = useState(0);
  const full = scenario === 'standard' || scenario === 'advanced';
  const fields = (
    <>
      <label>
        {ct('scenario')}
        <select
          name="card-scenario"
          value={scenario}
          onChange={(e) => setScenario(e.target.value as ScenarioName)}
        >
          {CATALOG.cardgame.scenarios.map((s) => (
            <option key={s} value={s}>
              {ct(`scenario.${s}` as 'scenario.standard')}
            </option>
          ))}
        </select>
      </label>
      <TimerField name="card-timer" value={timer} onChange={setTimer} />
      {full && (
        <>
          <label>
            {ct('selection')}
            <select
              name="card-selection"
              value={selection}
              onChange={(e) => setSelection(e.target.value as SelectionMode)}
            >
              {CATALOG.cardgame.selections.map((s) => (
                <option key={s} value={s}>
                  {ct(`selection.${s}` as 'selection.mutual')}
                </option>
              ))}
            </select>
          </label>
          <Check
            name="secret-objects"
            checked={secretObjects}
            onChange={setSecret}
            label={ct('secretObjects')}
          />
        </>
      )}
    </>
  );
  // The server takes 10 s at least (protocol schema); 0 means no timer.
  const timerSeconds = timer > 0 ? Math.max(10, timer) : null;
  return [{ scenario, ...(full ? { selection, secretObjects } : {}), timerSeconds }, fields];
}

export const cardgamePresenter: WebPresenter<'cardgame'> = {
  useOptions: useCardOptions,
  scenarioName: (scenario, lang) => cardTranslator(lang)(`scenario.${scenario}` as CardKey),
  // The card game offers no take-backs (docs/protocol.md, "Undo").
  undo: false,
};
