// A card game on this device: the table of the seat deciding now (drawn from its view only),
// hand-off screens between two people so neither sees the other's secrets, the computer's
// turns, the timer, feedback for every action, the log, tutorial guidance and the end screen.
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { legalActionsFor, view as viewOf, viewEvent, type Action, type Seat, type View } from '@dt/cardgame';
import { useLang, useT } from '../i18n.ts';
import { Handoff } from '../panels/Handoff.tsx';
import { useSettings } from '../settings.ts';
import { botAction } from './bot.ts';
import { CombatBox } from './CombatBox.tsx';
import { forcedSetup, holdsSecrets } from './handoff.ts';
import { usePointing } from './pointing.ts';
import { ChoicePanel, ResultHead, TableMain, tableData, tableStatus } from './TableParts.tsx';
import {
  botToMove,
  humanToMove,
  isHotseat,
  isOver,
  play,
  recordOf,
  type CardSession,
  type LogEntry,
} from './session.ts';
import { useCT } from './strings.ts';
import { LogList } from './LogList.tsx';
import { touched, usePlayback, type Playback } from './playback.ts';
import { tutorialTips } from './tutorial.ts';
import { actionWords, eventWords, seatWord } from './words.ts';

const SEATS = ['yellow', 'blue'] as const;
/** The computer waits this long before playing, so its moves can be followed. */
export const BOT_DELAY_MS = 150;

/** An action's log lines for `seat`: who did what, then what followed. */
function entryLines(e: LogEntry, seat: Seat, view: View, lang: 'en' | 'fr'): string[] {
  const who = e.actor === null || 'seat' in e.action ? '' : `${seatWord(SEATS[e.actor], lang)}: `;
  const lines = [who + actionWords(e.action, lang, view, e.actor === seat)];
  for (const ev of e.events) {
    const w = eventWords(viewEvent(ev, seat), lang);
    if (w) lines.push(w);
  }
  return lines;
}

/** The log of the actions on screen; the computer's action being played out is marked. */
function Log({
  log,
  seat,
  view,
  now,
}: {
  log: LogEntry[];
  seat: Seat;
  view: View;
  now: boolean;
}): ReactElement {
  const lang = useLang();
  const lines = log.flatMap((e) => entryLines(e, seat, view, lang));
  const last = log.length ? entryLines(log[log.length - 1]!, seat, view, lang).length : 0;
  return <LogList lines={lines} now={now ? lines.length - last : undefined} />;
}

/** The computer's turn being played out: its action on screen, how many to go, Faster and Skip. */
function PlayingOut({ pb, seat, view }: { pb: Playback; seat: Seat; view: View }): ReactElement {
  const t = useT();
  const lang = useLang();
  return (
    <div className="cg-playing" role="status" data-testid="card-playing">
      {pb.current && <strong>{entryLines(pb.current, seat, view, lang)[0]}</strong>}
      <span>{t('playingOut', { n: pb.left })}</span>
      <span className="cg-choices">
        {!pb.faster && (
          <button type="button" data-testid="card-faster" onClick={pb.onFaster}>
            {t('faster')}
          </button>
        )}
        <button type="button" data-testid="card-skip" onClick={pb.onSkip}>
          {t('skipToNow')}
        </button>
      </span>
    </div>
  );
}

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export interface CardTableProps {
  initial: CardSession;
  guidance: boolean;
  onChange?: (s: CardSession) => void;
  onExit: () => void;
  onNew: () => void;
  /** A new game on this device with the same options, the seats swapped. */
  onRematch?: (s: CardSession) => void;
}

export function CardTable({
  initial,
  guidance,
  onChange,
  onExit,
  onNew,
  onRematch,
}: CardTableProps): ReactElement {
  const t = useCT();
  const lang = useLang();
  const [session, setSession] = useState(initial);
  const [shown, setShown] = useState<Seat | null>(() =>
    isHotseat(initial) ? null : initial.players[0].kind === 'human' ? 0 : 1,
  );
  const [feedback, setFeedback] = useState<{ text: string; error: boolean } | null>(null);
  const [tips, setTips] = useState(guidance);
  const [now, setNow] = useState(() => Date.now());
  const { settings } = useSettings();
  const pb = usePlayback(session, settings.paceMs);
  const playing = pb.left > 0;
  const changed = useRef(onChange);
  changed.current = onChange;

  const human = humanToMove(session);
  const over = isOver(session);
  const hotseat = isHotseat(session);
  const seat: Seat = human ?? shown ?? 0;
  // The device changes hands behind a screen only when the seat to decide sees a secret
  // (handoff.ts). A position without secrets is played in the open, both people watching
  // (`shown` null), so the next secret decision comes behind a screen even for the same seat.
  const secret = useMemo(() => human !== null && holdsSecrets(session.state, human), [session, human]);
  // Two people on this device: a set-up decision with one possible action is played for them.
  const forced = useMemo(
    () => (hotseat && human !== null ? forcedSetup(session.state, human) : null),
    [hotseat, human, session],
  );
  const handoff = hotseat && !over && human !== null && human !== shown && secret && !forced;
  useEffect(() => {
    if (hotseat && !over && human !== null && !secret && shown !== null) setShown(null);
  }, [hotseat, over, human, shown, secret]);
  // The position on screen: behind the session while the computer's turn is played out.
  const view = useMemo(() => viewOf(pb.state, seat), [pb.state, seat]);
  const legal = useMemo(
    () => (handoff || playing || human !== seat ? [] : legalActionsFor(session.state, seat)),
    [session, seat, human, handoff, playing],
  );
  const commit = (action: Action, mine: boolean) => {
    const r = play(session, action);
    if (!r.ok) {
      setFeedback({ text: t('error', { message: r.error.message }), error: true });
      return;
    }
    setSession(r.value);
    if (mine) setFeedback({ text: t('feedback', { what: actionWords(action, lang, view) }), error: false });
    changed.current?.(r.value);
  };

  // A forced set-up decision is played before anything is drawn for it.
  useLayoutEffect(() => {
    if (forced) commit(forced, false);
    // commit reads the session it was made with; a new session re-runs this effect.
  }, [forced]);

  // The computer's turn, after a short pause.
  const bot = botToMove(session);
  useEffect(() => {
    if (bot === null || over) return;
    let live = true;
    const timer = setTimeout(() => {
      void botAction(session, bot).then((a) => {
        if (live && a) commit(a, false);
      });
    }, BOT_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // commit reads the session it was made with; a new session re-runs this effect.
  }, [session, bot, over]);

  // The timer variant: a passed deadline ends the turn (or the 5-second choice) for its seat.
  useEffect(() => {
    if (session.deadline === null || over) return;
    const id = setInterval(() => {
      const n = Date.now();
      setNow(n);
      if (n >= session.deadline!) commit({ type: 'timeout' }, false);
    }, 250);
    return () => clearInterval(id);
  }, [session, over]);

  const pointing = usePointing(view, legal, session.actions.length, (a) => commit(a, true));
  const { choices } = pointing;
  const marks = pb.current
    ? { ...pointing.marks, played: touched(pb.current.action, view.moving?.piece ?? null) }
    : pointing.marks;

  if (handoff)
    return (
      <Handoff
        seat={SEATS[human]}
        testId="card-handoff"
        phase={session.state.phase}
        onReady={() => {
          // The previous player's feedback may name its secret choices.
          setFeedback(null);
          pointing.cancel();
          setShown(human);
        }}
      />
    );

  const status = tableStatus(view, t);
  const tipLines = tips ? tutorialTips(view, legal, lang) : [];
  const secondsLeft =
    session.deadline === null ? null : Math.max(0, Math.ceil((session.deadline - now) / 1000));
  return (
    <main
      className="cg-table"
      data-testid="card-table"
      data-viewer={SEATS[seat]}
      data-version={session.actions.length}
      data-shown={pb.shown}
      {...tableData(view, choices)}
    >
      <TableMain view={view} seat={seat} marks={marks} />
      <div className="cg-side">
        <p className="cg-status" role="status">
          {status}
          {secondsLeft !== null && ` · ${t('timeLeft', { s: secondsLeft })}`}
        </p>

        {over && (
          <section className="cg-result" data-testid="card-result" aria-label={t('result')}>
            <ResultHead view={view} t={t} />
            <div className="cg-choices">
              <button type="button" onClick={() => download('card-game.dtr', recordOf(session))}>
                {t('download')}
              </button>
              {onRematch && (
                <button
                  type="button"
                  className="primary"
                  data-testid="card-rematch"
                  onClick={() => onRematch(session)}
                >
                  {t('rematch')}
                </button>
              )}
              <button type="button" onClick={onNew}>
                {t('newCardGame')}
              </button>
              <button type="button" onClick={onExit}>
                {t('menu')}
              </button>
            </div>
          </section>
        )}
        {playing && <PlayingOut pb={pb} seat={seat} view={view} />}
        <CombatBox view={view} />
        {bot !== null && !over && (
          <p className="cg-thinking" data-testid="card-thinking">
            {t('thinking')}
          </p>
        )}
        {!over && legal.length === 0 && bot === null && (
          <p>{t('nothing', { seat: view.toMove.map((s) => t(s)).join(', ') })}</p>
        )}
        {!over && legal.length > 0 && (
          <ChoicePanel view={view} pointing={pointing} onPlay={(c) => commit(c.action, true)} />
        )}
        <p
          className={feedback?.error ? 'cg-feedback error' : 'cg-feedback'}
          aria-live="polite"
          data-testid="card-feedback"
        >
          {feedback?.text ?? ''}
        </p>
        {tipLines.length > 0 && (
          <aside className="cg-tips" aria-label={t('tutorial')} data-testid="card-tips">
            {tipLines.map((l) => (
              <p key={l}>{l}</p>
            ))}
            <button type="button" onClick={() => setTips(false)}>
              {t('hideTips')}
            </button>
          </aside>
        )}
        {!over && (
          <p className="cg-choices">
            {!tips && tutorialTips(view, legal, lang).length > 0 && (
              <button type="button" onClick={() => setTips(true)}>
                {t('showTips')}
              </button>
            )}
            <button
              type="button"
              onClick={() => {
                if (window.confirm(t('confirmResign'))) commit({ type: 'resign', seat: SEATS[seat] }, true);
              }}
            >
              {t('resign')}
            </button>
          </p>
        )}
        <Log log={session.log.slice(0, pb.shown)} seat={seat} view={view} now={pb.current !== null} />
      </div>
    </main>
  );
}
