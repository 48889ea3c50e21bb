// A game on this device: hotseat or against the computer. The session (full state) stays in
// this component; the table below it gets the on-screen seat's view and legal actions only.
// In hotseat a hand-off screen replaces the whole game whenever the other person must decide,
// so neither player's secrets are ever in the page while the other looks.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Action, Seat } from '@dt/engine';
import { BotWorker } from '../bot.ts';
import { useLang, useT } from '../i18n.ts';
import { SeatBadge } from '../panels/Status.tsx';
import {
  act,
  botToAct,
  deadline,
  humanToAct,
  preview,
  recordText,
  redactedLog,
  seatLegal,
  seatView,
  stateOf,
  type Session,
} from '../session.ts';
import { actionWords, seatWord } from '../words.ts';
import { Table } from './Table.tsx';

const SEATS = ['yellow', 'blue'] as const;

/** Saves a game's record as a text file (`.dtr`). */
export function downloadRecord(session: Session): void {
  const url = URL.createObjectURL(new Blob([recordText(session)], { type: 'text/plain' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `dungeon-twister-${session.config.scenario}-${session.seed}.dtr`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function Game({
  initial,
  guidance,
  onExit,
  onRematch,
}: {
  initial: Session;
  guidance: boolean;
  onExit: () => void;
  onRematch: (s: Session) => void;
}) {
  const t = useT();
  const lang = useLang();
  const [session, setSession] = useState(initial);
  const humans = ([0, 1] as Seat[]).filter((s) => session.players[s].kind === 'human');
  const hotseat = humans.length === 2;
  const [screenSeat, setScreenSeat] = useState<Seat | null>(hotseat ? null : (humans[0] ?? null));
  const [feedback, setFeedback] = useState<string | null>(null);
  const [thinking, setThinking] = useState<number | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  const [now, setNow] = useState(Date.now());
  const bot = useRef<BotWorker | null>(null);
  /** The hint asked for last; a move made since makes its answer stale. */
  const hintAsked = useRef(0);

  const over = stateOf(session).phase === 'over';
  const actor = humanToAct(session, screenSeat);
  const needHandoff = hotseat && !over && actor !== null && actor !== screenSeat;
  const viewer: Seat | 'spectator' = screenSeat ?? 'spectator';
  const view = useMemo(() => seatView(session, viewer), [session, viewer]);
  const legal = useMemo(
    () => (actor !== null && actor === screenSeat ? seatLegal(session, actor) : []),
    [session, actor, screenSeat],
  );
  const log = useMemo(() => redactedLog(session.steps, viewer), [session.steps, viewer]);

  const dispatch = useCallback(
    (action: Action) => {
      hintAsked.current++;
      setHint(null);
      setSession((cur) => {
        const r = act(cur, action);
        if (!r.ok) {
          setFeedback(t('error', { message: r.error.message }));
          return cur;
        }
        setFeedback(null);
        return r.value;
      });
    },
    [t],
  );

  // The computer plays its seat from its own view, in a worker.
  useEffect(() => {
    const seat = botToAct(session);
    if (seat === null || over) return;
    const player = session.players[seat];
    if (player.kind !== 'bot') return;
    bot.current ??= new BotWorker();
    let live = true;
    setThinking(0);
    bot.current
      .ask(
        seatView(session, seat),
        seatLegal(session, seat),
        { level: player.level, seed: session.seed + session.steps.length },
        (p) => live && setThinking(p.iterations),
      )
      .then((a) => {
        if (!live) return;
        setThinking(null);
        dispatch(a);
      })
      .catch((e: Error) => live && e.message !== 'superseded' && setFeedback(e.message));
    return () => {
      live = false;
      setThinking(null);
    };
  }, [session, over, dispatch]);
  useEffect(
    () => () => {
      bot.current?.close();
      bot.current = null;
    },
    [],
  );

  // Optional timer (R21): the host issues the timeout when the deadline passes.
  const due = deadline(session);
  useEffect(() => {
    if (due === null) return;
    const id = setInterval(() => {
      const n = Date.now();
      setNow(n);
      if (n >= due) dispatch({ type: 'timeout' });
    }, 250);
    return () => clearInterval(id);
  }, [due, dispatch]);

  const askHint = () => {
    if (actor === null) return;
    bot.current ??= new BotWorker();
    const asked = ++hintAsked.current;
    const show = (text: string | null): void => void (hintAsked.current === asked && setHint(text));
    show(t('hintThinking', { n: 0 }));
    // The search's best line so far (the last report: the decision, then the rest of the turn).
    let line: Action[] = [];
    const words = (xs: Action[]): string => xs.map((x) => actionWords(x, lang)).join(t('then'));
    bot.current
      .ask(view, legal, { level: 3, seed: session.seed }, (p) => {
        line = p.line;
        show(t('hintThinking', { n: p.iterations }));
      })
      .then((a) => show(t('hintIs', { action: words(line.length ? line : [a]) })))
      .catch(() => show(null));
  };

  if (needHandoff)
    return (
      <div className="overlay" data-testid="handoff">
        <div className="box">
          <h2>{t('passTo', { seat: seatWord(SEATS[actor!], lang) })}</h2>
          <p>{t('passHelp', { seat: seatWord(SEATS[actor!], lang) })}</p>
          <SeatBadge seat={SEATS[actor!]} />
          <button className="primary" autoFocus onClick={() => setScreenSeat(actor)}>
            {t('ready', { seat: seatWord(SEATS[actor!], lang) })}
          </button>
        </div>
      </div>
    );

  return (
    <Table
      key={viewer}
      view={view}
      legal={legal}
      log={log}
      onAct={dispatch}
      preview={(a) => preview(session, a, viewer)}
      timeLeft={due !== null ? due - now : null}
      guidance={guidance}
      feedback={feedback}
      status={
        <>
          {thinking !== null && (
            <p className="thinking" role="status" data-testid="thinking">
              <span className="spinner" aria-hidden="true" />
              {t('thinking', { n: thinking })}
            </p>
          )}
          {hint && (
            <p className="prompt" role="status" data-testid="hint">
              {hint}
            </p>
          )}
        </>
      }
      controls={
        <>
          {!hotseat && legal.length > 0 && (view.phase === 'card' || view.phase === 'actions') && (
            <button onClick={askHint}>{t('hint')}</button>
          )}
          {hotseat && screenSeat !== null && !view.drawOffer && legal.length > 0 && (
            <button onClick={() => dispatch({ type: 'offer-draw', seat: SEATS[screenSeat] })}>
              {t('offerDraw')}
            </button>
          )}
        </>
      }
      finished={
        <>
          <button className="primary" onClick={() => onRematch(session)}>
            {t('rematch')}
          </button>
          <button onClick={() => downloadRecord(session)}>{t('download')}</button>
          <button onClick={onExit}>{t('menu')}</button>
        </>
      }
    />
  );
}
