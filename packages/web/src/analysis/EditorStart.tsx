// The way into the position editor before any position is set up: a scenario's start (its set-up
// made), to be rearranged by pointing (Editor.tsx).
import { useState } from 'react';
import type { State } from '@dt/engine';
import { useT } from '../i18n.ts';
import { scenarioStart, START_SCENARIOS } from './editor.ts';
import { useAT } from './words.ts';

export function EditorStart(props: { onStart: (s: State) => void }) {
  const at = useAT();
  const t = useT();
  const [scenario, setScenario] = useState<(typeof START_SCENARIOS)[number]>('standalone');
  return (
    <section className="panel" aria-label={at('editPosition')} data-testid="editor-start">
      <h2>{at('editPosition')}</h2>
      <p>{at('editStartHelp')}</p>
      <div className="row">
        <label className="row">
          {at('editScenario')}
          <select
            name="editor-scenario"
            value={scenario}
            onChange={(e) => setScenario(e.target.value as (typeof START_SCENARIOS)[number])}
          >
            {START_SCENARIOS.map((s) => (
              <option key={s} value={s}>
                {t(`scenario.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <button onClick={() => props.onStart(scenarioStart(scenario))}>{at('editPosition')}</button>
      </div>
    </section>
  );
}
