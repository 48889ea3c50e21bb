// A game on this device: hotseat or against the computer. The session (full state) stays in
// this component; the table below it gets the on-screen seat's view and legal actions only.
// In hotseat a hand-off screen replaces the whole game whenever the other person must decide,
// so neither player's secrets are ever in the page while the other looks.
//
// The others' steps (the computer's turn, or the turn played while this person looked away)
// are played out one by one at the chosen pace, each lit up on the board; `shown` counts the
// steps on screen. Choices with one answer are taken for the players (host.ts), the game is
// saved after every step (saved.ts), and a player may take back the own actions the engine
// allows (undoableSteps).
import { freshTips } from '../tips.ts';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { view as viewOf, type Action, type Seat } from '@dt/engine';
import { BotWorker } from '../bot.ts';
import { walkMs } from '../board/Board.tsx';
import { actionHighlight, eventHighlight, mergeHighlights, type Highlight } from '../highlight.ts';
import {
  NO_PLANS,
  drawAnswerer,
  isSetupStep,
  lastTurnStart,
  recentSteps,
  settle,
  type Plans,
} from '../host.ts';
import { useLang, useT } from '../i18n.ts';
import { Handoff } from '../panels/Handoff.tsx';
import { PlayingOut } from '../panels/PlayingOut.tsx';
import { usePlayOut } from '../play-out.ts';
import { useComputerTurn, type ComputerTurn } from '../useComputerTurn.ts';
import { firstOnScreen, handoffTo } from '../handoff-rule.ts';
import { useDeadline } from '../useDeadline.ts';
import { useKeepGame } from '../useKeepGame.ts';
import { endedByItself, forcedSteps } from '../table/forced.ts';
import { tableWords } from '../table/strings.ts';
import type { TipsState } from '../saved.ts';
import {
  act,
  boardKind,
  botToAct,
  canUndo,
  deadline,
  humanToAct,
  preview,
  redactedLog,
  seatLegal,
  stateOf,
  undo,
  type Session,
  type Step,
} from '../session.ts';
import { useSettings } from '../settings.ts';
import { actionWords, seatWord } from '../words.ts';
import { LocalEnd } from '../table/LocalEnd.tsx';
import { Table } from './Table.tsx';

const SEATS = ['yellow', 'blue'] as const;

export { freshTips };

/** How long a step stays on screen before the next of the others' steps appears (ms). */
function stepMs(step: Step, paceMs: number): number {
  const moved = step.events.find((e) => e.type === 'moved');
  return paceMs + (moved && moved.type === 'moved' ? walkMs(moved.path.length) : 0);
}

export function Game({
  initial,
  guidance,
  tips: initialTips,
  gameId,
  onExit,
  onRematch,
  onSession,
  banner,
}: {
  initial: Session;
  guidance: boolean;
  /** Guidance already dismissed (a resumed game). */
  tips?: [TipsState, TipsState];
  /** Saved under this id after every step (none: not saved). */
  gameId?: string;
  onExit: () => void;
  onRematch: (s: Session) => void;
  /** Told of every step (missions and puzzles judge their goal on it). */
  onSession?: (s: Session) => void;
  /** A line above the table's status (a mission's goal, a puzzle's task). */
  banner?: ReactNode;
}) {
  const t = useT();
  const lang = useLang();
  const { settings } = useSettings();
  const humans = ([0, 1] as Seat[]).filter((s) => initial.players[s].kind === 'human');
  const hotseat = humans.length === 2;
  const [start] = useState(() => settle(initial, NO_PLANS));
  const [session, setSession] = useState(start.session);
  const [plans, setPlans] = useState<Plans>(start.plans);
  const [screenSeat, setScreenSeat] = useState<Seat | null>(() => firstOnScreen(initial.players));
  /** Hot seat: how far each person has seen, so a hand-off plays out what they missed. */
  const seen = useRef<[number, number]>([initial.steps.length, initial.steps.length]);
  /** The own last movement has finished walking (a hand-off waits for it). */
  const [landed, setLanded] = useState(true);
  /** Hot seat: the step count when the player let go of a turn that ended by itself. */
  const [handedAt, setHandedAt] = useState(-1);
  const [tips, setTips] = useState<[TipsState, TipsState]>(initialTips ?? freshTips(guidance));
  const [feedback, setFeedback] = useState<string | null>(null);
  /** Hot seat: a message for one person only, shown when they have the device. */
  const [notice, setNotice] = useState<{ seat: Seat; text: string } | null>(null);
  const [thinking, setThinking] = useState<number | null>(null);
  const [hint, setHint] = useState<{ text: string; line: Action[] } | null>(null);
  const bot = useRef<BotWorker | null>(null);
  /** The hint asked for last; a move made since makes its answer stale. */
  const hintAsked = useRef(0);

  // Steps on screen (play-out.ts): the viewer's own and set-up steps at once, the others' one
  // by one at the chosen pace, each for its time (a movement for its walk), nothing while the
  // device waits behind a hand-off screen.
  const playOut = usePlayOut(
    session.steps,
    {
      paceMs: settings.paceMs,
      watched: (st) => st.actor !== screenSeat && !isSetupStep(st.action),
      stayMs: (prev) => (prev && prev.actor !== screenSeat ? stepMs(prev, settings.paceMs) : settings.paceMs),
      paused: screenSeat === null && hotseat,
    },
    start.session.steps.length,
  );
  const { shown, setShown } = playOut;
  const over = stateOf(session).phase === 'over';
  const actor = drawAnswerer(session) ?? humanToAct(session, screenSeat);
  const caughtUp = shown >= session.steps.length;
  // A turn that ended by itself at 0 AP keeps the board (where the last move landed) on screen
  // until its player passes the device on.
  const holding = hotseat && endedByItself(session, screenSeat) && handedAt !== session.steps.length;
  const handoff = handoffTo({
    hotseat,
    over,
    actor,
    onScreen: screenSeat,
    settled: caughtUp && landed && !holding,
  });
  const viewer: Seat | 'spectator' = screenSeat ?? 'spectator';
  const shownState =
    shown === 0 ? session.initial : session.steps[Math.min(shown, session.steps.length) - 1]!.state;
  const view = useMemo(() => viewOf(shownState, viewer), [shownState, viewer]);
  const mine = caughtUp && actor !== null && actor === screenSeat;
  const legal = useMemo(
    () => (mine && drawAnswerer(session) === null ? seatLegal(session, actor) : []),
    [session, actor, mine],
  );
  const steps = useMemo(() => session.steps.slice(0, shown), [session.steps, shown]);
  const log = useMemo(() => redactedLog(session, steps, viewer), [session, steps, viewer]);

  /** Takes a step (or a new session), then whatever follows without a decision. */
  const commit = useCallback(
    (next: Session, nextPlans: Plans = plans) => {
      const r = settle(next, nextPlans);
      if (r.broken !== null) setNotice({ seat: r.broken, text: t('planBroken') });
      setSession(r.session);
      setPlans(r.plans);
    },
    [plans, t],
  );

  const landing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const dispatch = useCallback(
    (action: Action) => {
      hintAsked.current++;
      setHint(null);
      const r = act(session, action);
      if (!r.ok) return setFeedback(t('error', { message: r.error.message }));
      setFeedback(null);
      setNotice((n) => (n && n.seat === actor ? null : n));
      // In hot seat, a hand-off after this movement waits until the piece has arrived.
      if (hotseat && action.type === 'move') {
        setLanded(false);
        clearTimeout(landing.current);
        landing.current = setTimeout(() => setLanded(true), walkMs(action.path.length) + 400);
      }
      commit(r.value);
    },
    [session, commit, t, hotseat, actor],
  );
  const dispatchRef = useRef(dispatch);
  dispatchRef.current = dispatch;

  useEffect(() => {
    if (screenSeat !== null) seen.current[screenSeat] = shown;
  }, [shown, screenSeat]);

  // The computer plays its seat from its own view, in a worker.
  const computer = useRef<ComputerTurn<Action>>(null!);
  computer.current = {
    worker: () => (bot.current ??= new BotWorker()),
    play: (a) => dispatchRef.current(a),
    onThinking: setThinking,
    onError: setFeedback,
  };
  useComputerTurn(session, over ? null : botToAct(session), computer);
  useEffect(
    () => () => {
      bot.current?.close();
      bot.current = null;
      clearTimeout(landing.current);
    },
    [],
  );

  // Optional timer (R21): the host issues the timeout when the deadline passes.
  const due = deadline(session);
  const now = useDeadline(due, () => dispatch({ type: 'timeout' }));

  // Saved after every step (useKeepGame.ts); leaving the page asks first while the game is on.
  useLayoutEffect(() => onSession?.(session), [session]);
  useKeepGame(gameId, session, tips);

  const askHint = () => {
    if (actor === null) return;
    bot.current ??= new BotWorker();
    const asked = ++hintAsked.current;
    const show = (text: string | null, line: Action[] = []): void =>
      void (hintAsked.current === asked && setHint(text === null ? null : { text, line }));
    show(t('hintThinking', { n: 0 }));
    // The search's best line so far (the last report: the decision, then the rest of the turn).
    let line: Action[] = [];
    const words = (xs: Action[]): string => xs.map((x) => actionWords(x, lang)).join(t('then'));
    bot.current
      .ask({ kind: boardKind(session), view, legal, level: 3, seed: session.seed }, (p) => {
        line = p.line;
        show(t('hintThinking', { n: p.iterations }));
      })
      .then((a) => {
        const said = line.length ? line : [a];
        show(t('hintIs', { action: words(said) }), said);
      })
      .catch(() => show(null));
  };

  if (handoff !== null)
    return (
      <Handoff
        seat={SEATS[handoff]}
        onReady={() => {
          setShown(Math.min(seen.current[handoff], session.steps.length));
          setScreenSeat(handoff);
        }}
      />
    );

  const seat = screenSeat;
  const playing = !caughtUp && seat !== null;
  const shownStep = session.steps[shown - 1];
  // What is lit up: the others' step just played out, or the hint's line.
  let highlight: Highlight | null = null;
  if (hint?.line.length) highlight = mergeHighlights(hint.line.map(actionHighlight));
  else if (shownStep && shownStep.actor !== seat && !isSetupStep(shownStep.action))
    highlight = mergeHighlights(log[log.length - 1]?.map(eventHighlight) ?? []);
  const replayFrom = seat !== null && caughtUp ? lastTurnStart(session, seat) : null;
  const inTokens =
    hotseat && seat !== null && view.phase === 'tokens' && legal.some((a) => a.type === 'token');
  const undoable = seat !== null && caughtUp && !over && canUndo(session, seat);
  const forced = seat !== null && caughtUp ? forcedSteps(session, seat, shown, hotseat) : [];

  return (
    <Table
      key={viewer}
      view={view}
      version={shown}
      busy={thinking !== null ? 'thinking' : playing ? 'playing' : landed ? null : 'landing'}
      legal={legal}
      log={log}
      recent={seat !== null ? recentSteps(session, seat, shown) : undefined}
      onAct={dispatch}
      preview={(a) => preview(session, a, viewer)}
      timeLeft={due !== null ? due - now : null}
      tips={seat !== null ? tips[seat] : null}
      onTips={(next) => seat !== null && setTips((all) => (seat === 0 ? [next, all[1]] : [all[0], next]))}
      highlight={highlight}
      // A broken plan is news only while tokens are still to place (the host may have placed the last one).
      feedback={feedback ?? (notice && notice.seat === seat && view.phase === 'tokens' ? notice.text : null)}
      undo={
        undoable
          ? {
              label: `${t('undo')}${t('colon')} ${actionWords(session.steps[session.steps.length - 1]!.action, lang)}`,
              run: () => {
                hintAsked.current++;
                setHint(null);
                // Said in words: what was taken back (issue 38 item 8).
                const last = session.steps[session.steps.length - 1]!.action;
                setFeedback(t('undo.tookBack', { what: actionWords(last, lang) }));
                setSession(undo(session));
                setShown((n) => Math.min(n, session.steps.length - 1));
              },
            }
          : null
      }
      tokenPlan={
        inTokens
          ? {
              planned: plans[seat],
              onPlan: (a) => {
                const mineNow = [...plans[seat], a];
                const next: Plans = seat === 0 ? [mineNow, plans[1]] : [plans[0], mineNow];
                const left = new Set(
                  legal.filter((x) => x.type === 'token').map((x) => (x as { piece: string }).piece),
                );
                // Every token planned: they go down at once, no need to press Done.
                if (mineNow.length >= left.size) commit(session, next);
                else setPlans(next);
              },
              onUnplan: () =>
                setPlans(seat === 0 ? [plans[0].slice(0, -1), plans[1]] : [plans[0], plans[1].slice(0, -1)]),
              onDone: () => commit(session, plans),
            }
          : null
      }
      status={
        <>
          {banner}
          {playing && (
            <PlayingOut
              left={playOut.left}
              faster={playOut.faster}
              onFaster={playOut.onFaster}
              onSkip={playOut.onSkip}
            />
          )}
          {thinking !== null && (
            <p className="thinking" role="status" data-testid="thinking">
              <span className="spinner" aria-hidden="true" />
              {t('thinking', { n: thinking })}
            </p>
          )}
          {hint && (
            <p className="prompt" role="status" data-testid="hint">
              {hint.text}
            </p>
          )}
          {forced.length > 0 && (
            <p className="prompt forced" role="status" data-testid="forced">
              {tableWords(lang)('forced', {
                what: forced.map((i) => actionWords(session.steps[i]!.action, lang)).join(', '),
              })}
            </p>
          )}
          {holding && caughtUp && actor !== null && actor !== seat && (
            <div className="prompt row" role="status" data-testid="handoff">
              <span data-testid="turn-over">{tableWords(lang)('turnOver')}</span>
              <button className="primary" onClick={() => setHandedAt(session.steps.length)}>
                {t('passTo', { seat: seatWord(SEATS[actor], lang) })}
              </button>
            </div>
          )}
        </>
      }
      canOfferDraw={hotseat && seat !== null && !view.drawOffer && legal.length > 0}
      controls={
        <>
          {!hotseat && legal.length > 0 && (view.phase === 'card' || view.phase === 'actions') && (
            <button onClick={askHint}>{t('hint')}</button>
          )}
          {replayFrom !== null && (
            <button data-testid="replay-turn" onClick={() => setShown(replayFrom)}>
              {t('replayTurn')}
            </button>
          )}
        </>
      }
      finished={<LocalEnd session={session} gameId={gameId} review onRematch={onRematch} onExit={onExit} />}
    />
  );
}
