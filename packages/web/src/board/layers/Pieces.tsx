// Miniatures, wounded characters, objects and tokens on their squares; what a piece carries is
// drawn small on it. Every piece names itself and shows its card as a tooltip (rules
// reference); pieces with something to do, or that can be targeted, act as buttons.
import type { PieceView, View } from '@dt/engine';
import type { Choices, PieceChoices } from '../../intents.ts';
import { useLang } from '../../i18n.ts';
import { pieceLabel, pieceTip } from '../../words.ts';
import { PieceArt } from '../art.tsx';
import { at, S, sqXY, type Frame } from '../geometry.ts';
import { activate } from '../input.ts';

function byCarrier(pieces: PieceView[]): Map<string, PieceView[]> {
  const m = new Map<string, PieceView[]>();
  for (const p of pieces) if (p.carriedBy) m.set(p.carriedBy, [...(m.get(p.carriedBy) ?? []), p]);
  return m;
}

/** Objects and wounded characters lie on the floor; miniatures stand on them. */
const lies = (p: PieceView): boolean => p.kind === 'object' || p.state === 'wounded';

/**
 * Where a piece is drawn: an object under a miniature or a wounded character, and a wounded
 * character under a miniature (the 2004 golden rule allows it), sit small in the corner, so
 * the piece standing there stays whole and clickable.
 */
export function pieceBox(view: View, f: Frame, p: PieceView): { x: number; y: number; scale: number } {
  const onBoard = view.pieces.filter((q) => q.square && !q.carriedBy);
  const [sx, sy] = at(f, ...sqXY(p.square!));
  const under = (q: PieceView): boolean =>
    p.kind === 'object' ? q.kind !== 'object' : p.state === 'wounded' && !lies(q);
  const sharesSquare = lies(p) && onBoard.some((q) => q !== p && q.square === p.square && under(q));
  const scale = sharesSquare ? 0.45 : p.kind === 'object' ? 0.8 : 0.92;
  const off = sharesSquare ? S * 0.55 : (S * (1 - scale)) / 2;
  return { x: sx + off, y: sy + off, scale };
}

export function Pieces(props: {
  view: View;
  f: Frame;
  choices: Choices | null;
  selected: string | null;
  pieceChoices: PieceChoices | null;
  /** The piece walking its path right now: no sliding transition for it. */
  moving: string | null;
  onPiece: (id: string) => void;
}) {
  const { view, f, choices, selected, pieceChoices: pc } = props;
  const lang = useLang();
  const onBoard = view.pieces.filter((p) => p.square && !p.carriedBy);
  const carried = byCarrier(view.pieces);
  const targets = new Set(pc ? [...pc.targets.keys()] : []);
  return (
    <g className="pieces">
      {onBoard
        .sort(
          (a, b) =>
            (a.kind === 'object' ? -2 : lies(a) ? -1 : 0) - (b.kind === 'object' ? -2 : lies(b) ? -1 : 0),
        )
        .map((p) => {
          const { x, y, scale } = pieceBox(view, f, p);
          const actionable = choices?.pieces.has(p.id) ?? false;
          const clickable = actionable || targets.has(p.id);
          const held = carried.get(p.id) ?? [];
          const cls = [
            'piece',
            p.seat,
            p.kind,
            p.state,
            actionable ? 'actionable' : '',
            selected === p.id ? 'selected' : '',
            targets.has(p.id) ? 'target' : '',
          ].join(' ');
          return (
            <g
              key={p.id}
              className={cls}
              data-piece={p.id}
              data-at={p.square ?? undefined}
              style={{
                transform: `translate(${x}px, ${y}px)`,
                transition: props.moving === p.id ? 'none' : undefined,
              }}
              {...(clickable
                ? activate(() => props.onPiece(p.id))
                : { onClick: () => props.onPiece(p.id), role: 'img' })}
              aria-label={pieceLabel(p, held, lang, targets.has(p.id) ? pc?.targets.get(p.id) : undefined)}
            >
              <title>{pieceTip(p, held, lang, view.scenario)}</title>
              <g transform={`scale(${(S * scale) / 100})`}>
                <PieceArt id={p.id} seat={p.seat} kind={p.kind} wounded={p.state === 'wounded'} />
                {targets.has(p.id) && <circle cx={50} cy={50} r={52} className="target-ring" />}
                {held.map((h, i) => (
                  <g key={h.id} transform={`translate(${58 - i * 30} 58) scale(0.42)`} data-held={h.id}>
                    <PieceArt id={h.id} seat={h.seat} kind={h.kind} wounded={h.state === 'wounded'} />
                  </g>
                ))}
              </g>
            </g>
          );
        })}
    </g>
  );
}
