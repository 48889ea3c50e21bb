// The card table's log on this device: each step's words for the seat on screen (who did what,
// then what followed, the events as that seat may see them), and the computer's turn being
// played out (the shared PlayingOut) with its step's words.
import type { ReactElement } from 'react';
import { viewEvent, type Seat, type View } from '@dt/cardgame';
import { useLang } from '../i18n.ts';
import { PlayingOut } from '../panels/PlayingOut.tsx';
import { LogList } from './LogList.tsx';
import type { Playback } from './playback.ts';
import type { CardStep } from './session.ts';
import { actionWords, eventWords, seatWord } from './words.ts';

const SEATS = ['yellow', 'blue'] as const;

/** A step's log lines for `seat`: who did what, then what followed. */
function stepLines(e: CardStep, seat: Seat | 'spectator', view: View, lang: 'en' | 'fr'): string[] {
  const who = e.actor === null || 'seat' in e.action ? '' : `${seatWord(SEATS[e.actor], lang)}: `;
  const lines = [who + actionWords(e.action, lang, view, e.actor === seat)];
  for (const ev of e.events) {
    const w = eventWords(viewEvent(ev, seat), lang);
    if (w) lines.push(w);
  }
  return lines;
}

/** The log of the steps on screen; the computer's step being played out is marked. */
export function CardLog({
  steps,
  seat,
  view,
  now,
}: {
  steps: readonly CardStep[];
  /** Whose log it is (a replay's may be a spectator's). */
  seat: Seat | 'spectator';
  view: View;
  now: boolean;
}): ReactElement {
  const lang = useLang();
  const lines = steps.flatMap((e) => stepLines(e, seat, view, lang));
  const last = steps.length ? stepLines(steps[steps.length - 1]!, seat, view, lang).length : 0;
  return <LogList lines={lines} now={now ? lines.length - last : undefined} />;
}

/** The computer's turn being played out: its step on screen, how many to go, Faster and Skip. */
export function CardPlayingOut({ pb, seat, view }: { pb: Playback; seat: Seat; view: View }): ReactElement {
  const lang = useLang();
  return (
    <PlayingOut
      left={pb.left}
      faster={pb.faster}
      onFaster={pb.onFaster}
      onSkip={pb.onSkip}
      testId="card-playing"
      className="cg-playing"
    >
      {pb.current && <strong>{stepLines(pb.current, seat, view, lang)[0]}</strong>}
    </PlayingOut>
  );
}
