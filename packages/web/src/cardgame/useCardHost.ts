// The card game on this device as its table runs it: the session (full state) kept here, the
// seat on screen and the hand-offs between two people (only when the seat about to decide
// sees a secret, handoff.ts), set-up decisions with one answer played for them, the computer's
// turns through the one bot worker, the timer, and feedback for every action. The table gets
// the on-screen seat's view and legal actions only.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { view as viewOf, type Action, type Seat, type View } from '@dt/cardgame';
import { BotWorker } from '../bot.ts';
import {
  act,
  deadline,
  inSetup,
  isHotseat,
  isOver,
  onlyAction,
  seatLegal,
  stateOf,
} from '../game-session.ts';
import { useLang } from '../i18n.ts';
import { useSettings } from '../settings.ts';
import { firstOnScreen, handoffTo } from '../handoff-rule.ts';
import { useComputerTurn, type ComputerTurn } from '../useComputerTurn.ts';
import { useDeadline } from '../useDeadline.ts';
import { holdsSecrets } from './handoff.ts';
import { usePlayback, type Playback } from './playback.ts';
import { botToMove, humanToMove, type CardSession } from './session.ts';
import { useCT } from './strings.ts';
import { actionWords } from './words.ts';

/** The computer waits this long before playing, so its moves can be followed. */
export const BOT_DELAY_MS = 150;

// Both seats may ask at once (simultaneous choices): no request supersedes another.
let worker: BotWorker | null = null;

export interface CardHost {
  session: CardSession;
  pb: Playback;
  seat: Seat;
  view: View;
  /** The actions of the seat on screen now (none while a step is played out or behind a screen). */
  legal: Action[];
  over: boolean;
  /** The person who must take the device now, behind a hand-off screen; else null. */
  handoff: Seat | null;
  /** The computer seat deciding now, or null. */
  bot: Seat | null;
  feedback: { text: string; error: boolean } | null;
  /** The timer's seconds left, or null without a timer. */
  secondsLeft: number | null;
  commit: (action: Action, mine: boolean) => void;
  /** The person behind the hand-off screen is ready: their seat is shown. */
  ready: () => void;
}

/** Who is on screen: the person deciding, behind a screen when they would see a secret. */
function useSeatOnScreen(session: CardSession) {
  const [shown, setShown] = useState<Seat | null>(() => firstOnScreen(session.players));
  const human = humanToMove(session);
  const over = isOver(session);
  const hotseat = isHotseat(session);
  // A position without secrets is played in the open, both people watching (`shown` null), so
  // the next secret decision comes behind a screen even for the same seat.
  const secret = useMemo(() => human !== null && holdsSecrets(stateOf(session), human), [session, human]);
  // Two people on this device: a set-up decision with one possible action (the last card of a
  // deal with one room left for it) is played for them, with no hand-off screen to pass.
  const forced = useMemo(
    () => (hotseat && human !== null && inSetup(session) ? onlyAction(session, human) : null),
    [hotseat, human, session],
  );
  const handoff = handoffTo({ hotseat, over, actor: human, onScreen: shown, secret: secret && !forced });
  useEffect(() => {
    if (hotseat && !over && human !== null && !secret && shown !== null) setShown(null);
  }, [hotseat, over, human, shown, secret]);
  return { human, over, forced, seat: human ?? shown ?? 0, handoff, setShown };
}

export function useCardHost(initial: CardSession): CardHost {
  const t = useCT();
  const lang = useLang();
  const [session, setSession] = useState(initial);
  const [feedback, setFeedback] = useState<CardHost['feedback']>(null);
  const { settings } = useSettings();
  const pb = usePlayback(session, settings.paceMs);
  const { human, over, forced, seat, handoff, setShown } = useSeatOnScreen(session);
  // The position on screen: behind the session while the computer's turn is played out.
  const view = useMemo(() => viewOf(pb.state, seat), [pb.state, seat]);
  const legal = useMemo(
    () => (handoff !== null || pb.left > 0 || human !== seat ? [] : seatLegal(session, seat)),
    [session, seat, human, handoff, pb.left],
  );
  const commit = (action: Action, mine: boolean) => {
    const r = act(session, action);
    if (!r.ok) return setFeedback({ text: t('error', { message: r.error.message }), error: true });
    setSession(r.value);
    if (mine) setFeedback({ text: t('feedback', { what: actionWords(action, lang, view) }), error: false });
  };
  // A forced set-up decision is played before anything is drawn for it.
  useLayoutEffect(() => {
    if (forced) commit(forced, false);
    // commit reads the session it was made with; a new session re-runs this effect.
  }, [forced]);
  const bot = botToMove(session);
  // The computer's turn, after a short pause, from its seat's view and legal actions only.
  const computer = useRef<ComputerTurn<Action>>(null!);
  computer.current = {
    worker: () => (worker ??= new BotWorker(false)),
    play: (a) => commit(a, false),
    onError: (message) => setFeedback({ text: t('error', { message }), error: true }),
    delayMs: BOT_DELAY_MS,
  };
  useComputerTurn(session, over ? null : bot, computer);
  // The timer variant: a passed deadline ends the turn (or the 5-second choice) for its seat.
  const due = deadline(session);
  const now = useDeadline(due, () => commit({ type: 'timeout' }, false));
  return {
    session,
    pb,
    seat,
    view,
    legal,
    over,
    handoff,
    bot,
    feedback,
    secondsLeft: due === null ? null : Math.max(0, Math.ceil((due - now) / 1000)),
    commit,
    ready: () => {
      // The previous player's feedback may name its secret choices.
      setFeedback(null);
      setShown(handoff);
    },
  };
}
