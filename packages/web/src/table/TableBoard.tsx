// The board on the table: the view shown (a preview, or the position with planned tokens), the
// selection's destinations, path and tokens on the way, the starting dots, what is lit up (a log
// line, the host's highlight, a combat's sides), and every pointer on it turned into the
// handlers' calls (squares.ts, pieces.ts, commands.ts, dots.ts).
import type { View } from '@dt/engine';
import { Board, type DotTarget } from '../board/Board.tsx';
import type { Highlight } from '../highlight.ts';
import { dotSquares } from '../intents.ts';
import { useSettings } from '../settings.ts';
import { onDir, onRoom } from './commands.ts';
import { onDot } from './dots.ts';
import type { TableInput } from './input.ts';
import { onPiece } from './pieces.ts';
import { tokenRooms } from './planned.ts';
import { pathShown } from './pointing.ts';
import { onMiss, onSpot, onSquare } from './squares.ts';

/** A combat in progress lights up both sides. */
const combatHighlight = (view: View): Highlight | null =>
  view.combat
    ? { squares: [], pieces: [...view.combat.attackers, ...view.combat.defenders], rooms: [], path: null }
    : null;

export function TableBoard(p: {
  input: TableInput;
  shown: View;
  portrait: boolean;
  size: { width: number; height: number } | null;
  motion: { key: number; piece: string; path: string[] } | null;
  highlight?: Highlight | null;
}) {
  const { settings } = useSettings();
  const i = p.input;
  const { view, choices, ui, aim } = i;
  const pending = !!ui.pending;
  const seat = view.viewer === 'spectator' ? null : view.viewer;
  const dots: DotTarget[] | null =
    choices && view.phase === 'starters' && choices.starters.length && seat
      ? dotSquares(view.height, seat).map((square, index) => ({ index, square, piece: ui.dots[index], seat }))
      : null;
  return (
    <Board
      view={p.shown}
      flip={view.viewer === 'blue'}
      portrait={p.portrait}
      coordinates={settings.coordinates}
      size={p.size}
      choices={pending ? null : choices}
      selected={pending ? null : i.sel}
      pieceChoices={pending ? null : i.pc}
      tokenRooms={ui.token ? new Set(tokenRooms(view, choices, i.plan, ui.token).keys()) : null}
      path={aim ? pathShown(aim, ui.hover, ui.marks) : null}
      motion={pending ? null : p.motion}
      highlight={ui.logHighlight ?? p.highlight ?? combatHighlight(view)}
      dots={dots}
      onSquare={(sq) => onSquare(i, sq)}
      onPiece={(id) => onPiece(i, id)}
      onRoom={(slot, cmd) => onRoom(i, slot, cmd)}
      onDir={(d) => onDir(i, d)}
      onDot={(n) => onDot(i, n)}
      onHover={(sq) => i.send({ type: 'hover', square: sq })}
      spots={pending ? null : (aim?.spots ?? null)}
      marks={ui.marks}
      onSpot={(m) => onSpot(i, m)}
      onMiss={(sq) => onMiss(i, sq)}
    />
  );
}
