// What the player can click on the board besides pieces and rooms, from the legal actions
// only: destinations of the selected piece (green; a jump in blue), squares for a revealed
// room's token, the directions of its directed actions, the starting dots during set-up, and
// the path to the hovered destination.
import { DIRS, type Action, type DirName, type PieceView } from '@dt/engine';
import type { Choices, PieceChoices } from '../../intents.ts';
import { useLang, useT, type Key } from '../../i18n.ts';
import { pieceWord } from '../../words.ts';
import { PieceArt } from '../art.tsx';
import { at, center, S, sqXY, vec, type Frame } from '../geometry.ts';
import { activate } from '../input.ts';

/** A starting dot during set-up: its index in the starters action, and who stands on it. */
export interface DotTarget {
  index: number;
  square: string;
  /** The character chosen for it (null: left empty; undefined: not chosen yet). */
  piece: string | null | undefined;
  seat: 'yellow' | 'blue';
}

const Square = ({ cx, cy }: { cx: number; cy: number }) => (
  <rect x={cx - S / 2 + 2} y={cy - S / 2 + 2} width={S - 4} height={S - 4} rx={5} />
);
const arc = (cx: number, cy: number) => `M ${cx - 9} ${cy + 5} Q ${cx} ${cy - 12} ${cx + 9} ${cy + 5}`;

/** A directed action in words: "Break the portcullis", "Shoot"... */
export function dirActionKey(a: Action): Key {
  if (a.type === 'portcullis') return a.op === 'close' ? 'closeP' : a.op === 'open' ? 'open' : 'break';
  return a.type as Key;
}

export function Marks(props: {
  f: Frame;
  choices: Choices | null;
  selectedPiece: PieceView | undefined;
  pieceChoices: PieceChoices | null;
  path: string[] | null;
  dots: DotTarget[] | null;
  onSquare: (sq: string) => void;
  onDir: (d: DirName) => void;
  onDot: (index: number) => void;
  onHover: (sq: string | null) => void;
}) {
  const { f, choices, selectedPiece, pieceChoices: pc } = props;
  const t = useT();
  const lang = useLang();
  const hover = (sq: string) => ({
    onMouseEnter: () => props.onHover(sq),
    onMouseLeave: () => props.onHover(null),
    onFocus: () => props.onHover(sq),
    onBlur: () => props.onHover(null),
  });
  const out = [];
  if (props.path && props.path.length > 1)
    out.push(
      <polyline
        key="path"
        className="path"
        points={props.path.map((sq) => center(f, sq).join(',')).join(' ')}
      />,
    );
  if (pc) {
    for (const [sq, list] of pc.moves) {
      const [cx, cy] = center(f, sq);
      // Staying on its own square (to pick up or drop): a corner badge, so the piece stays clickable.
      const here = selectedPiece?.square === sq;
      const name = here
        ? t('stayHere', { square: sq })
        : `${t('moveTo')} ${sq}${list.length > 1 ? ` (${t('severalWays')})` : ''}`;
      out.push(
        <g
          key={'m' + sq}
          className={here ? 'dest here' : 'dest'}
          data-square={sq}
          {...activate(() => props.onSquare(sq))}
          {...hover(sq)}
          aria-label={name}
        >
          <title>{name}</title>
          {here ? (
            <circle cx={cx + S / 2 - 7} cy={cy - S / 2 + 7} r={7} />
          ) : (
            <>
              <Square cx={cx} cy={cy} />
              <circle cx={cx} cy={cy} r={list.some((a) => a.exchanges.length) ? 7 : 5} />
            </>
          )}
        </g>,
      );
    }
    for (const sq of pc.jumps.keys()) {
      const [cx, cy] = center(f, sq);
      // A square reached both ways keeps one mark (its menu offers both); the jump arc shows on it.
      if (pc.moves.has(sq)) {
        out.push(<path key={'ja' + sq} className="jump-arc" d={arc(cx, cy)} />);
        continue;
      }
      const name = `${t('jump')}: ${sq}`;
      out.push(
        <g
          key={'j' + sq}
          className="dest jump"
          data-square={sq}
          {...activate(() => props.onSquare(sq))}
          aria-label={name}
        >
          <title>{name}</title>
          <Square cx={cx} cy={cy} />
          <path d={arc(cx, cy)} />
        </g>,
      );
    }
  }
  if (choices)
    for (const [sq, a] of choices.place) {
      const [cx, cy] = center(f, sq);
      const name = t('placeOn', { piece: pieceWord(a.type === 'place' ? a.piece : '', lang), square: sq });
      out.push(
        <g
          key={'p' + sq}
          className="dest place"
          data-square={sq}
          {...activate(() => props.onSquare(sq))}
          aria-label={name}
        >
          <title>{name}</title>
          <Square cx={cx} cy={cy} />
          <circle cx={cx} cy={cy} r={5} />
        </g>,
      );
    }
  for (const dot of props.dots ?? []) {
    const [sx, sy] = at(f, ...sqXY(dot.square));
    const name =
      dot.piece === undefined
        ? t('dotFree', { n: dot.index + 1, square: dot.square })
        : t('dotTaken', { n: dot.index + 1, piece: dot.piece ? pieceWord(dot.piece, lang) : t('empty') });
    out.push(
      <g
        key={'dot' + dot.index}
        className={`dest dot${dot.piece === undefined ? '' : ' chosen'}`}
        data-dot={dot.index}
        data-square={dot.square}
        {...activate(() => props.onDot(dot.index))}
        aria-label={name}
      >
        <title>{name}</title>
        <rect x={sx + 2} y={sy + 2} width={S - 4} height={S - 4} rx={5} />
        {dot.piece && (
          <g transform={`translate(${sx + S * 0.04} ${sy + S * 0.04}) scale(${(S * 0.92) / 100})`}>
            <PieceArt id={dot.piece} seat={dot.seat} kind="character" />
          </g>
        )}
      </g>,
    );
  }
  if (pc && selectedPiece?.square && pc.dirs.size > 0) {
    const [cx, cy] = center(f, selectedPiece.square);
    for (const d of DIRS.filter((x) => pc.dirs.has(x))) {
      const [vx, vy] = vec(f, DIRS.indexOf(d));
      const angle = (Math.atan2(vy, vx) * 180) / Math.PI;
      const name = `${pc.dirs
        .get(d)!
        .map((a) => t(dirActionKey(a)))
        .join(t('or'))} ${t(`dir.${d}` as Key)}`;
      out.push(
        <g
          key={'d' + d}
          className="dir-btn"
          data-dir={d}
          transform={`translate(${cx + vx * S * 0.6} ${cy + vy * S * 0.6})`}
          {...activate(() => props.onDir(d))}
          aria-label={name}
        >
          <title>{name}</title>
          <circle r={9} />
          <path d="M -4 -5 L 5 0 L -4 5 Z" transform={`rotate(${angle})`} />
        </g>,
      );
    }
  }
  return <g>{out}</g>;
}
