// A card game on the server, drawn on the card game's own table (Board, Hand, Panel,
// CombatBox from ../cardgame): this seat's view and legal actions are all the page holds,
// both as the server sent them. OnlineGame keeps the connection, the log, reconnection,
// chat and rematches; this only draws the table and turns pointing into actions.
import { useEffect, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import type { Action, View } from '@dt/cardgame';
import { useLang } from '../i18n.ts';
import { Board, type Marks } from '../cardgame/Board.tsx';
import { choiceOf, click, offer, type Choice, type Ref } from '../cardgame/choices.ts';
import { CombatBox } from '../cardgame/CombatBox.tsx';
import { Hand } from '../cardgame/Hand.tsx';
import { Panel } from '../cardgame/Panel.tsx';
import { useCT } from '../cardgame/strings.ts';
import { actionWords, eventWords } from '../cardgame/words.ts';
import '../cardgame/cardgame.css';

/** Decisions made away from the board: on a phone their choices come before it. */
const SETUP_FIRST = new Set(['select', 'handicap', 'starters', 'facing', 'berserk', 'announce', 'combat']);

export interface CardOnlineProps {
  view: View;
  legal: Action[];
  /** Each frame's events, as the server redacted them for this seat. */
  log: Record<string, unknown>[][];
  version: number;
  feedback: string | null;
  onAct: (a: Action) => void;
  /** Players, clocks, connection and waiting notices (OnlineGame's). */
  status: ReactNode;
  /** Links once the game is over (record, replay, lobby, rematch). */
  finished: ReactNode;
}

export function CardOnline(p: CardOnlineProps): ReactElement {
  const t = useCT();
  const lang = useLang();
  const { view, legal } = p;
  const [selected, setSelected] = useState<Ref | null>(null);
  const [pending, setPending] = useState<Choice[] | null>(null);
  const choices = useMemo(() => legal.map(choiceOf), [legal]);
  const o = offer(choices, selected);
  // A new version makes a half-made choice meaningless.
  useEffect(() => {
    setSelected(null);
    setPending(null);
  }, [p.version]);

  const play = (a: Action) => {
    setSelected(null);
    setPending(null);
    p.onAct(a);
  };
  const point = (ref: Ref) => {
    const c = click(choices, selected, ref);
    if (c.kind === 'play') play(c.choice.action);
    else if (c.kind === 'ask') {
      setPending(c.choices);
      if (o.sources.has(ref)) setSelected(ref);
    } else if (c.kind === 'select') {
      setSelected(ref);
      setPending(null);
    } else {
      setSelected(ref === selected ? null : ref);
      setPending(null);
    }
  };
  const label = (ref: Ref): string | null => {
    const here = choices.filter((c) => c.target === ref && (c.source === selected || !c.source));
    return here.length === 1 ? actionWords(here[0]!.action, lang, view) : here.length ? t('which') : null;
  };
  const marks: Marks = { sources: o.sources, targets: o.targets, selected, label, onPoint: point };
  const seat: 0 | 1 = view.viewer === 'blue' ? 1 : 0;
  const over = view.phase === 'over';
  const status = over
    ? t('result')
    : `${t('turn', { n: view.turn })} · ${t('toPlay', { seat: view.toMove.map((s) => t(s)).join(', ') })} · ${t(`phase.${view.phase}` as 'phase.actions')}`;
  const lines = p.log.flat().flatMap((e) => eventWords(e, lang) ?? []);
  return (
    <main
      className="cg-table"
      data-testid="card-table"
      data-online="true"
      data-viewer={view.viewer}
      data-phase={view.phase}
      data-turn={view.turn}
      data-version={p.version}
      data-rows={view.rows}
      data-choices={JSON.stringify(choices.map((c) => ({ a: c.action, s: c.source, t: c.target })))}
    >
      <p className="cg-status" role="status">
        {status}
      </p>
      {p.status}
      {over && (
        <section className="cg-result" data-testid="card-result" aria-label={t('result')}>
          <h2>{view.winner === 'draw' ? t('draw') : t('wins', { seat: t(view.winner ?? 'yellow') })}</h2>
          <p>{t('reason', { reason: view.endReason })}</p>
          <div className="cg-choices">{p.finished}</div>
        </section>
      )}
      <div className={SETUP_FIRST.has(view.phase) ? 'cg-layout choices-first' : 'cg-layout'}>
        <div className="cg-main">
          <Hand view={view} seat={(1 - seat) as 0 | 1} marks={marks} />
          <Board view={view} marks={marks} />
          <Hand view={view} seat={seat} marks={marks} />
        </div>
        <div className="cg-side">
          <p
            className={p.feedback ? 'cg-feedback error' : 'cg-feedback'}
            aria-live="polite"
            data-testid="card-feedback"
          >
            {p.feedback ?? ''}
          </p>
          <CombatBox view={view} />
          {!over && legal.length > 0 && (
            <Panel
              view={view}
              choices={choices}
              buttons={o.buttons}
              pending={pending}
              selected={selected}
              onPlay={(c) => play(c.action)}
              onPoint={point}
              onCancel={() => {
                setSelected(null);
                setPending(null);
              }}
            />
          )}
          {!over && view.viewer !== 'spectator' && (
            <p className="cg-choices">
              <button
                type="button"
                onClick={() => {
                  if (window.confirm(t('confirmResign')))
                    play({ type: 'resign', seat: view.viewer as 'yellow' });
                }}
              >
                {t('resign')}
              </button>
            </p>
          )}
        </div>
      </div>
      <details className="cg-log" open>
        <summary>{t('log')}</summary>
        <ol data-testid="card-log" reversed>
          {lines
            .slice(-60)
            .reverse()
            .map((l, i) => (
              <li key={lines.length - i}>{l}</li>
            ))}
        </ol>
      </details>
    </main>
  );
}
