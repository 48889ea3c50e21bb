// The board in SVG, drawn from a View only and handed the choices to highlight (like
// chessground: it knows no rules). Layers from the bottom: terrain, rooms, edges, pieces, the
// highlight, what can be clicked, and the rotation buttons on top. Geometry (which way the
// board lies) is in geometry.ts; this file composes the layers and animates movements.
import { memo, useEffect, useRef, type MouseEvent } from 'react';
import type { DirName, View } from '@dt/engine';
import type { Highlight as H } from '../highlight.ts';
import { useT } from '../i18n.ts';
import type { Choices, PieceChoices } from '../intents.ts';
import type { Mark } from '../table/route.ts';
import { BoardDefs } from './defs.tsx';
import { at, margins, S, sqXY, squareAt, viewBox, type Frame } from './geometry.ts';
import type { RoomCommand } from './input.ts';
import { Coordinates } from './layers/Coordinates.tsx';
import { Edges } from './layers/Edges.tsx';
import { Highlight } from './layers/Highlight.tsx';
import { Marks, type DotTarget } from './layers/Marks.tsx';
import { Pieces } from './layers/Pieces.tsx';
import { RoomButtons } from './layers/RoomButtons.tsx';
import { RoomLabels } from './layers/RoomLabels.tsx';
import { Rooms } from './layers/Rooms.tsx';
import { Spots } from './layers/Spots.tsx';
import { Terrain } from './layers/Terrain.tsx';

export type { DotTarget, RoomCommand };

export interface BoardProps {
  view: View;
  flip: boolean;
  /** Rows bottom to top, two rooms across (phones held upright); otherwise left to right. */
  portrait?: boolean;
  /** Square names on the edges. */
  coordinates?: boolean;
  choices: Choices | null;
  selected: string | null;
  pieceChoices: PieceChoices | null;
  /** The rooms where the set-up token being placed may go: they light up. */
  tokenRooms?: ReadonlySet<number> | null;
  path: string[] | null;
  /** The latest movement, walked square by square (`key` changes with each new one). */
  motion?: { key: number; piece: string; path: string[] } | null;
  highlight?: H | null;
  /** The starting dots while starting characters are chosen. */
  dots?: DotTarget[] | null;
  /** Pixel size of the drawing (else it fills its box's width). */
  size?: { width: number; height: number } | null;
  onSquare: (square: string) => void;
  onPiece: (id: string) => void;
  onRoom: (slot: number, command: RoomCommand) => void;
  onDir: (dir: DirName) => void;
  onHover: (square: string | null) => void;
  onDot?: (index: number) => void;
  /** Tokens and friends on the selected character's ways, and those the player chose. */
  spots?: ReadonlyMap<string, Mark[]> | null;
  marks?: readonly Mark[];
  onSpot?: (m: Mark) => void;
  /** A square pointed at where nothing could be done (the table says why). */
  onMiss?: (square: string) => void;
}

/** How long a movement of n squares takes to walk (ms); the game's pacing waits for it. */
export const walkMs = (squares: number): number => Math.min(1500, 160 * Math.max(0, squares - 1));

export const Board = memo(function Board(props: BoardProps) {
  const { view, flip, choices, selected, pieceChoices: pc } = props;
  const t = useT();
  const f: Frame = { h: view.height, flip, portrait: !!props.portrait };
  const m = margins(!!props.coordinates);
  const box = viewBox(f, m);
  const svg = useRef<SVGSVGElement>(null);
  const motion = props.motion;
  // Walk the moved piece along its path (the Web Animations API; without it the piece slides).
  useEffect(() => {
    if (!motion || motion.path.length < 2) return;
    const el = svg.current?.querySelector<SVGGElement>(`[data-piece="${motion.piece}"]`);
    if (!el?.animate || matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const off = (S * (1 - 0.92)) / 2;
    const frames = motion.path.map((sq) => {
      const [sx, sy] = at(f, ...sqXY(sq));
      return { transform: `translate(${sx + off}px, ${sy + off}px)` };
    });
    el.animate(frames, { duration: walkMs(frames.length), easing: 'ease-in-out' });
  }, [motion?.key]);
  const selectedPiece = selected ? view.pieces.find((p) => p.id === selected) : undefined;
  // A click on nothing that acts (bare floor, a wall, a room that cannot be revealed) names its square.
  const onBackground = (e: MouseEvent<SVGSVGElement>) => {
    const el = svg.current;
    if (!el || !props.onMiss || (e.target as Element).closest('[role=button], [data-piece]')) return;
    const ctm = el.getScreenCTM();
    if (!ctm) return;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse());
    const sq = squareAt(f, p.x, p.y);
    if (sq) props.onMiss(sq);
  };
  return (
    <svg
      ref={svg}
      className="board"
      viewBox={`${box.x} ${box.y} ${box.w} ${box.h}`}
      style={props.size ? { width: props.size.width, height: props.size.height } : undefined}
      role="group"
      aria-label={t('board')}
      data-flip={flip}
      data-portrait={f.portrait}
      onClick={onBackground}
    >
      <defs>
        <marker
          id="arrow"
          viewBox="0 0 10 10"
          refX="5"
          refY="5"
          markerWidth="4"
          markerHeight="4"
          orient="auto-start-reverse"
        >
          <path d="M 0 0 L 10 5 L 0 10 z" fill="#fff8e7" />
        </marker>
      </defs>
      <BoardDefs />
      <rect x={box.x} y={box.y} width={box.w} height={box.h} rx={8} className="board-bg" />
      {props.coordinates && <Coordinates f={f} m={m} />}
      <Terrain view={view} f={f} />
      <Rooms
        view={view}
        f={f}
        choices={choices}
        tokenRooms={props.tokenRooms ?? null}
        onRoom={props.onRoom}
      />
      <Edges view={view} f={f} />
      <RoomLabels view={view} f={f} />
      <Pieces
        view={view}
        f={f}
        choices={choices}
        selected={selected}
        pieceChoices={pc}
        moving={motion?.piece ?? null}
        onPiece={props.onPiece}
      />
      {props.highlight && <Highlight view={view} f={f} h={props.highlight} />}
      <Marks
        f={f}
        choices={choices}
        selectedPiece={selectedPiece}
        pieceChoices={pc}
        path={props.path}
        dots={props.dots ?? null}
        onSquare={props.onSquare}
        onDir={props.onDir}
        onDot={props.onDot ?? (() => undefined)}
        onHover={props.onHover}
      />
      {props.spots && props.onSpot && (
        <Spots view={view} f={f} spots={props.spots} marks={props.marks ?? []} onSpot={props.onSpot} />
      )}
      <RoomButtons view={view} f={f} choices={choices} onRoom={props.onRoom} />
    </svg>
  );
});
