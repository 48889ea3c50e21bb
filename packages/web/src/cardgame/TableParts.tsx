// What the card table on this device and the one online draw alike: the status line, the hands
// and the board, the end's heading and the panel of choices. Each table adds its own (the
// computer's playback and hand-offs here, the clocks, draw offers and links online).
import type { ReactElement, ReactNode } from 'react';
import type { View } from '@dt/cardgame';
import { Board } from './Board.tsx';
import type { Choice } from './choices.ts';
import { Hand } from './Hand.tsx';
import type { Marks } from './marks.ts';
import { Panel } from './Panel.tsx';
import { movingPlace, type Pointing } from './pointing.ts';
import { useCT, type CT } from './strings.ts';

/** The turn, who plays and the phase (or the end). */
export const tableStatus = (view: View, t: CT): string =>
  view.phase === 'over'
    ? t('result')
    : `${t('turn', { n: view.turn })} · ${t('toPlay', { seat: view.toMove.map((s) => t(s)).join(', ') })} · ${t(`phase.${view.phase}` as 'phase.actions')}`;

/** The table's attributes the tests and the page's signals read. */
export const tableData = (view: View, choices: Choice[]) => ({
  'data-phase': view.phase,
  'data-turn': view.turn,
  'data-rows': view.rows,
  'data-moving': movingPlace(view) ?? '',
  'data-choices': JSON.stringify(choices.map((c) => ({ a: c.action, s: c.source, t: c.target }))),
});

/** The opponent's hand, the board and the viewer's hand. */
export function TableMain({ view, seat, marks }: { view: View; seat: 0 | 1; marks: Marks }): ReactElement {
  return (
    <div className="cg-main">
      <Hand view={view} seat={(1 - seat) as 0 | 1} marks={marks} />
      <Board view={view} marks={marks} />
      <Hand view={view} seat={seat} marks={marks} />
    </div>
  );
}

/** The end of a game: who won and why, above the host's buttons (LocalEnd on this device, the online game's links). */
export function ResultBox({ view, children }: { view: View; children: ReactNode }): ReactElement {
  const t = useCT();
  return (
    <section className="cg-result" data-testid="card-result" aria-label={t('result')}>
      <h2>{view.winner === 'draw' ? t('draw') : t('wins', { seat: t(view.winner ?? 'yellow') })}</h2>
      <p>{t('reason', { reason: view.endReason })}</p>
      <div className="cg-choices">{children}</div>
    </section>
  );
}

/** The choices of the step, pointed at on the table or picked here. */
export function ChoicePanel({
  view,
  pointing,
  onPlay,
}: {
  view: View;
  pointing: Pointing;
  onPlay: (c: Choice) => void;
}): ReactElement {
  return (
    <Panel
      view={view}
      choices={pointing.choices}
      buttons={pointing.offer.buttons}
      pending={pointing.pending}
      selected={pointing.selected}
      onPlay={onPlay}
      onPoint={pointing.point}
      onCancel={pointing.cancel}
    />
  );
}
