// The analysis board (issue 42): a position set up from its notation, a record at any step, a
// Board Game Arena snapshot or the editor by pointing (Editor.tsx), played on with the game
// table's own input (the seat to move's view and legal actions), back and forward through the
// moves tried, and the computer's evaluation and best line for the seat to move, searched in a
// Web Worker from that seat's view (what it cannot see is guessed) unless the position was set
// up with everything known.
import { useEffect, useMemo, useState } from 'react';
import { apply, legalActionsFor, toMove, view as viewOf, type Action, type State } from '@dt/engine';
import { actionHighlight, mergeHighlights } from '../highlight.ts';
import { Dialog } from '../screens/Dialogs.tsx';
import { Table } from '../screens/Table.tsx';
import './analysis.css';
import { AnalysisStatus } from './AnalysisStatus.tsx';
import { Editor } from './Editor.tsx';
import { EditorStart } from './EditorStart.tsx';
import { SetupForm } from './SetupForm.tsx';
import { setUp, takeHandOff } from './setup.ts';
import { useAnalysis } from './useAnalysis.ts';
import { useAT } from './words.ts';

interface Tried {
  /** The position set up, then each one after a move tried. */
  states: State[];
  cursor: number;
}

/** The moves tried once `a` is played on the position shown (the ones after it dropped), or why not. */
function tryMove(tried: Tried, a: Action): Tried | string {
  const r = apply(tried.states[tried.cursor]!, a);
  if (!r.ok) return r.error.message;
  return { states: [...tried.states.slice(0, tried.cursor + 1), r.value.state], cursor: tried.cursor + 1 };
}

const seatOf = (s: State) => toMove(s).find((seat) => legalActionsFor(s, seat).length > 0) ?? null;

export function AnalysisBoard() {
  const at = useAT();
  const [tried, setTried] = useState<Tried | null>(null);
  const [complete, setComplete] = useState(false);
  const [setupOpen, setSetupOpen] = useState(false);
  /** The position the editor started from, while it is open. */
  const [editing, setEditing] = useState<State | null>(null);
  const [iterations, setIterations] = useState(400);
  const [feedback, setFeedback] = useState<string | null>(null);
  const load = (s: State, all: boolean) => {
    setTried({ states: [s], cursor: 0 });
    setComplete(all);
    setSetupOpen(false);
  };
  // A position handed over by the replay screen ("Analyse this position").
  useEffect(() => {
    const h = takeHandOff();
    if (!h) return;
    const r = setUp(h.record, h.step, at);
    if (r.ok) load(r.state, false);
  }, []);
  const current = tried ? tried.states[tried.cursor]! : null;
  const search = useAnalysis(current, complete, iterations);
  const seat = current ? seatOf(current) : null;
  const view = useMemo(() => (current ? viewOf(current, seat ?? 'spectator') : null), [current, seat]);
  const legal = useMemo(
    () => (current && seat !== null ? legalActionsFor(current, seat) : []),
    [current, seat],
  );

  // The editor starts from the position shown (or a scenario's start); what it makes is known
  // in full (the user made it).
  if (editing)
    return (
      <Editor
        start={editing}
        onDone={(s) => {
          setEditing(null);
          load(s, true);
        }}
        onCancel={() => setEditing(null)}
      />
    );
  if (!tried || !current || !view)
    return (
      <main className="home analysis-home" data-testid="analysis-board">
        <SetupForm complete={complete} onSetUp={load} />
        <EditorStart onStart={setEditing} />
      </main>
    );
  const onAct = (a: Action) => {
    const next = tryMove(tried, a);
    setFeedback(typeof next === 'string' ? next : null);
    if (typeof next !== 'string') setTried(next);
  };
  const line =
    search?.at === 'running' ? search.line : search?.at === 'done' ? (search.analysis?.line ?? []) : [];
  return (
    <div className="analysis-board" data-testid="analysis-board">
      <Table
        key={tried.cursor}
        view={view}
        legal={legal}
        log={[]}
        onAct={onAct}
        preview={(a) => {
          const r = apply(current, a);
          return r.ok ? viewOf(r.value.state, seat ?? 'spectator') : null;
        }}
        timeLeft={null}
        feedback={feedback}
        version={tried.cursor}
        highlight={line.length ? mergeHighlights(line.map(actionHighlight)) : null}
        status={
          <AnalysisStatus
            search={search}
            seat={seat}
            complete={complete}
            iterations={iterations}
            onIterations={setIterations}
            cursor={tried.cursor}
            moves={tried.states.length - 1}
            onCursor={(cursor) => setTried({ ...tried, cursor })}
            onSetUp={() => setSetupOpen(true)}
            onEdit={() => setEditing(current)}
          />
        }
      />
      {setupOpen && (
        <Dialog title={at('setupTitle')} onClose={() => setSetupOpen(false)}>
          <SetupForm complete={complete} onSetUp={load} />
        </Dialog>
      )}
    </div>
  );
}
