// Puzzles: "Puzzle of the day" (#/puzzle, chosen by the date) and any puzzle by number
// (#/puzzle/<n>). The position is played on the board table as a game on this device; the
// engine's verdict (puzzle.ts) says solved when the mover wins within the turn, and not solved
// when the turn ends. The solution is shown on request, in words.
import { useState } from 'react';
import { parseAction } from '@dt/engine';
import { useLang } from '../i18n.ts';
import { missionWords } from '../missions/words.ts';
import { Game } from '../screens/Game.tsx';
import { actionWords, seatWord } from '../words.ts';
import { PUZZLES, puzzleOfDay, puzzleSession, puzzleVerdict, type Puzzle } from './puzzle.ts';
import '../missions/missions.css';

function Result({ p, n, solved, onRetry }: { p: Puzzle; n: number; solved: boolean; onRetry: () => void }) {
  const lang = useLang();
  const w = missionWords(lang);
  const [shown, setShown] = useState(false);
  const next = (n + 1) % PUZZLES.length;
  return (
    <main className="home missions">
      <section className="panel" data-testid="puzzle-result" data-status={solved ? 'solved' : 'failed'}>
        <h2>{solved ? w('solved') : w('notSolved')}</h2>
        {shown && (
          <ol data-testid="solution">
            {p.line.map((text, i) => {
              const a = parseAction(text);
              return <li key={i}>{a.ok ? actionWords(a.value, lang) : text}</li>;
            })}
          </ol>
        )}
        <div className="row">
          {!solved && <button onClick={onRetry}>{w('retry')}</button>}
          {!shown && <button onClick={() => setShown(true)}>{w('solution')}</button>}
          <a className="button-link primary" href={`#/puzzle/${next + 1}`}>
            {w('anotherPuzzle')}
          </a>
          <a className="button-link" href="#/puzzle">
            {w('todayPuzzle')}
          </a>
        </div>
      </section>
    </main>
  );
}

/** #/puzzle: today's; #/puzzle/<n>: the n-th (from 1). */
export function Puzzles({ number }: { number?: string }) {
  const lang = useLang();
  const w = missionWords(lang);
  const today = puzzleOfDay(new Date());
  const asked = number !== undefined ? Number(number) - 1 : today;
  const n = Number.isInteger(asked) && asked >= 0 && asked < PUZZLES.length ? asked : today;
  const p = PUZZLES[n]!;
  const [round, setRound] = useState(0);
  const [verdict, setVerdict] = useState<'playing' | 'solved' | 'failed'>('playing');
  const start = puzzleSession(p);
  if (!start.ok) return <p role="alert">{start.error.message}</p>;
  if (verdict !== 'playing')
    return (
      <Result
        p={p}
        n={n}
        solved={verdict === 'solved'}
        onRetry={() => {
          setVerdict('playing');
          setRound((r) => r + 1);
        }}
      />
    );
  return (
    <Game
      key={`${p.id}-${round}`}
      initial={start.value}
      guidance={false}
      onExit={() => (location.hash = '')}
      onRematch={() => setRound((r) => r + 1)}
      banner={
        <p className="prompt mission-goal" role="status" data-testid="puzzle" data-puzzle={p.id}>
          <strong>{n === today ? w('puzzleOfDay') : w('puzzle', { n: n + 1, count: PUZZLES.length })}</strong>{' '}
          · {w('puzzleGoal', { seat: seatWord(p.seat, lang), kind: w(`kind.${p.kind}`) })}
        </p>
      }
      onSession={(s) => {
        const v = puzzleVerdict(p, s);
        if (v !== 'playing') setVerdict(v);
      }}
    />
  );
}
