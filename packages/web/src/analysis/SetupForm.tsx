// The analysis board's set-up: paste a position, a record (and the step to stop at) or a Board
// Game Arena snapshot, or open a file; say whether the search may know everything. Bad input
// is named in words and the board keeps the position it had.
import { useState, type FormEvent } from 'react';
import type { State } from '@dt/engine';
import { Check } from '../screens/Options.tsx';
import { setUp } from './setup.ts';
import { useAT } from './words.ts';

export function SetupForm(props: { complete: boolean; onSetUp: (s: State, complete: boolean) => void }) {
  const at = useAT();
  const [text, setText] = useState('');
  const [step, setStep] = useState('');
  const [complete, setComplete] = useState(props.complete);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = setUp(text, step.trim() === '' ? null : Number(step), at);
    if (!r.ok) return setError(at('badSetup', { message: r.message }));
    setError(null);
    props.onSetUp(r.state, complete);
  };
  return (
    <form
      className="panel analysis-setup"
      onSubmit={submit}
      aria-label={at('setupTitle')}
      data-testid="setup"
    >
      <h2>{at('setupTitle')}</h2>
      <p>{at('setupHelp')}</p>
      <label>
        {at('setupText')}
        <textarea
          name="setup"
          rows={8}
          value={text}
          onChange={(e) => setText(e.target.value)}
          spellCheck={false}
        />
      </label>
      <label className="row">
        {at('openFile')}
        <input
          type="file"
          name="setup-file"
          accept=".txt,.dtr,.json,text/plain,application/json"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void file.text().then(setText);
          }}
        />
      </label>
      <label className="row">
        {at('recordStep')}
        <input
          name="step"
          inputMode="numeric"
          size={5}
          value={step}
          onChange={(e) => setStep(e.target.value.replace(/[^0-9]/g, ''))}
        />
      </label>
      <Check name="complete" checked={complete} onChange={setComplete} label={at('complete')} />
      {error && (
        <p className="feedback" role="alert">
          {error}
        </p>
      )}
      <button className="primary" type="submit">
        {at('setUp')}
      </button>
    </form>
  );
}
