// The board in SVG, drawn from a View only and handed the choices to highlight (like
// chessground: it knows no rules). Rows run left to right from yellow's starting line, so the
// long board fits a landscape screen; `flip` turns it half a turn for blue.
import { memo, useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { DIRS, Edge, Terrain, type DirName, type PieceView, type RoomView, type View } from '@dt/engine';
import type { Choices, PieceChoices } from '../intents.ts';
import { PieceArt, SEAT_DARK, SEAT_FILL, SeatShape } from './art.tsx';

const S = 40;
const COLS = 10;

export type RoomCommand = 'reveal' | 'cw' | 'ccw' | 'token';

export interface BoardProps {
  view: View;
  flip: boolean;
  choices: Choices | null;
  selected: string | null;
  pieceChoices: PieceChoices | null;
  /** A set-up token being placed: its rooms light up. */
  token: string | null;
  path: string[] | null;
  /** The latest movement, walked square by square (`key` changes with each new one). */
  motion?: { key: number; piece: string; path: string[] } | null;
  label: (what: string) => string;
  onSquare: (square: string) => void;
  onPiece: (id: string) => void;
  onRoom: (slot: number, command: RoomCommand) => void;
  onDir: (dir: DirName) => void;
  onHover: (square: string | null) => void;
}

const sqXY = (name: string): [number, number] => [name.charCodeAt(0) - 97, Number(name.slice(1))];

interface Frame {
  h: number;
  flip: boolean;
}
/** Top-left corner of a square on screen. */
function at(f: Frame, x: number, y: number): [number, number] {
  return f.flip ? [(f.h - 1 - y) * S, (COLS - 1 - x) * S] : [y * S, x * S];
}
/** Screen vector of engine direction d (n = towards blue). */
function vec(f: Frame, d: number): [number, number] {
  const v: [number, number] = (
    [
      [1, 0],
      [0, 1],
      [-1, 0],
      [0, -1],
    ] as const
  )[d] as [number, number];
  return f.flip ? [-v[0], -v[1]] : v;
}

const activate = (fn: () => void) => ({
  onClick: fn,
  onKeyDown: (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      fn();
    }
  },
  tabIndex: 0,
  role: 'button',
});

function EdgeMark({ f, x, y, d, kind }: { f: Frame; x: number; y: number; d: number; kind: number }) {
  const [sx, sy] = at(f, x, y);
  const [vx, vy] = vec(f, d);
  const cx = sx + S / 2 + (vx * S) / 2;
  const cy = sy + S / 2 + (vy * S) / 2;
  const px = -vy * (S / 2);
  const py = vx * (S / 2);
  const line = (k: number, props: Record<string, unknown>) => (
    <line x1={cx - px * k} y1={cy - py * k} x2={cx + px * k} y2={cy + py * k} {...props} />
  );
  switch (kind) {
    case Edge.Wall:
      return line(1.08, { className: 'wall' });
    case Edge.Slit:
      return (
        <g className="slit">
          <line
            x1={cx - px * 1.08}
            y1={cy - py * 1.08}
            x2={cx - px * 0.25}
            y2={cy - py * 0.25}
            className="wall"
          />
          <line
            x1={cx + px * 0.25}
            y1={cy + py * 0.25}
            x2={cx + px * 1.08}
            y2={cy + py * 1.08}
            className="wall"
          />
          {line(0.22, { className: 'slit-gap' })}
        </g>
      );
    case Edge.Closed:
      return line(0.95, { className: 'port closed' });
    case Edge.Raised:
      return line(0.95, { className: 'port raised' });
    case Edge.Broken:
      return line(0.95, { className: 'port broken' });
    default:
      return null;
  }
}

function Gear({ cx, cy, room }: { cx: number; cy: number; room: RoomView }) {
  return (
    <g className="gear" transform={`translate(${cx} ${cy})`}>
      <circle r={14} className="gear-body" />
      {[0, 60, 120, 180, 240, 300].map((a) => (
        <rect
          key={a}
          x={-3}
          y={-18}
          width={6}
          height={7}
          rx={1}
          className="gear-body"
          transform={`rotate(${a})`}
        />
      ))}
      <text y={4} textAnchor="middle" className="gear-num">
        {room.pair}
      </text>
      <path
        d={room.clockwise ? 'M -10 -13 A 16 16 0 0 1 12 -11' : 'M 10 -13 A 16 16 0 0 0 -12 -11'}
        className="gear-arrow"
        markerEnd="url(#arrow)"
      />
    </g>
  );
}

function Terrainlayer({ view, f }: { view: View; f: Frame }) {
  const out: ReactNode[] = [];
  for (let y = 0; y < view.height; y++)
    for (let x = 0; x < COLS; x++) {
      const t = view.terrain[y * COLS + x];
      if (t === Terrain.Hidden) continue;
      const [sx, sy] = at(f, x, y);
      const key = `${x},${y}`;
      if (t === Terrain.Start) {
        const seat = y === 0 ? 'yellow' : 'blue';
        out.push(<rect key={key} x={sx} y={sy} width={S} height={S} className={`start ${seat}`} />);
        if ([1, 3, 6, 8].includes(x))
          out.push(
            <g key={key + 'dot'} transform={`translate(${sx} ${sy}) scale(${S / 100})`} className="dot">
              <SeatShape seat={seat} r={16} fill="none" stroke={SEAT_DARK[seat]} strokeWidth={6} />
            </g>,
          );
        continue;
      }
      out.push(
        <rect key={key} x={sx + 1} y={sy + 1} width={S - 2} height={S - 2} rx={3} className="floor" />,
      );
      if (t === Terrain.Pit)
        out.push(<circle key={key + 'pit'} cx={sx + S / 2} cy={sy + S / 2} r={S * 0.4} className="pit" />);
    }
  return <g>{out}</g>;
}

function roomRect(f: Frame, slot: number): [number, number, number, number] {
  const row = Math.floor(slot / 2);
  const col = slot % 2;
  const [ax, ay] = at(f, col * 5, 1 + row * 5);
  const [bx, by] = at(f, col * 5 + 4, 5 + row * 5);
  return [Math.min(ax, bx), Math.min(ay, by), 5 * S, 5 * S];
}

function Rooms(props: {
  view: View;
  f: Frame;
  choices: Choices | null;
  token: string | null;
  label: BoardProps['label'];
  onRoom: BoardProps['onRoom'];
}) {
  const { view, f, choices, token, label, onRoom } = props;
  // Rotations animate from the previous orientation (orientation counts clockwise quarter turns).
  const last = useRef(new Map<number, number>());
  const turned = new Map<number, number>();
  for (const room of view.rooms) {
    const before = last.current.get(room.slot);
    if (room.orientation !== null && before !== undefined && before !== room.orientation)
      turned.set(room.slot, (room.orientation - before + 4) % 4 === 1 ? -90 : 90);
    if (room.orientation !== null) last.current.set(room.slot, room.orientation);
  }
  return (
    <g>
      {view.rooms.map((room) => {
        const [rx, ry, w, h] = roomRect(f, room.slot);
        const ch = choices?.rooms.get(room.slot);
        const tokenTarget = token !== null && choices?.tokens.get(token)?.has(room.slot);
        const gears: ReactNode[] = [];
        if (room.revealed) {
          const row = Math.floor(room.slot / 2);
          const col = room.slot % 2;
          for (let y = 1 + row * 5; y <= 5 + row * 5; y++)
            for (let x = col * 5; x < col * 5 + 5; x++)
              if (view.terrain[y * COLS + x] === Terrain.Gear) {
                const [sx, sy] = at(f, x, y);
                gears.push(<Gear key={`${x},${y}`} cx={sx + S / 2} cy={sy + S / 2} room={room} />);
              }
        }
        return (
          <g
            key={`${room.slot}-${room.revealed}-${room.orientation}`}
            className={['room', room.revealed ? 'revealed' : '', turned.has(room.slot) ? 'turning' : ''].join(
              ' ',
            )}
            style={{
              transformOrigin: `${rx + w / 2}px ${ry + h / 2}px`,
              ['--turn-from' as string]: `${turned.get(room.slot) ?? 0}deg`,
            }}
            data-room={room.slot}
          >
            {room.revealed ? (
              <>
                <rect x={rx} y={ry} width={w} height={h} className="room-frame" />
                {gears}
                <text x={rx + 4} y={ry + 11} className="room-name">
                  {room.name}
                </text>
              </>
            ) : (
              <g
                className={tokenTarget || ch?.reveal ? 'facedown target' : 'facedown'}
                {...(tokenTarget
                  ? activate(() => onRoom(room.slot, 'token'))
                  : ch?.reveal
                    ? activate(() => onRoom(room.slot, 'reveal'))
                    : {})}
                aria-label={
                  tokenTarget
                    ? `${label('room')} ${room.slot + 1}`
                    : ch?.reveal
                      ? label('reveal')
                      : label('faceDownRoom')
                }
              >
                <rect x={rx + 2} y={ry + 2} width={w - 4} height={h - 4} rx={10} className="card-back" />
                <path
                  d={`M ${rx + 20} ${ry + 20} L ${rx + w - 20} ${ry + h - 20} M ${rx + w - 20} ${ry + 20} L ${rx + 20} ${ry + h - 20}`}
                  className="card-pattern"
                />
                <circle cx={rx + w / 2} cy={ry + h / 2} r={34} className="card-seal" />
                <text x={rx + w / 2} y={ry + h / 2 + 12} textAnchor="middle" className="card-q">
                  ?
                </text>
                <g transform={`translate(${rx + 12} ${ry + h - 34})`}>
                  {Array.from({ length: room.faceDown[0] }, (_, i) => (
                    <g key={'y' + i} transform={`translate(${i * 24} 0) scale(0.22)`}>
                      <SeatShape seat="yellow" fill={SEAT_FILL.yellow} stroke="#000" strokeWidth={8} />
                    </g>
                  ))}
                  {Array.from({ length: room.faceDown[1] }, (_, i) => (
                    <g key={'b' + i} transform={`translate(${(room.faceDown[0] + i) * 24} 0) scale(0.22)`}>
                      <SeatShape seat="blue" fill={SEAT_FILL.blue} stroke="#000" strokeWidth={8} />
                    </g>
                  ))}
                </g>
                <text x={rx + w - 12} y={ry + h - 14} textAnchor="end" className="card-cap">
                  {room.faceDown[0] + room.faceDown[1]}/{room.capacity}
                </text>
                {ch?.reveal && (
                  <text x={rx + w / 2} y={ry + 30} textAnchor="middle" className="card-action">
                    {label('reveal')}
                  </text>
                )}
              </g>
            )}
          </g>
        );
      })}
    </g>
  );
}

/** Rotation buttons sit above everything else on the board so nothing covers them. */
function RoomButtons({
  view,
  f,
  choices,
  label,
  onRoom,
}: {
  view: View;
  f: Frame;
  choices: Choices | null;
  label: BoardProps['label'];
  onRoom: BoardProps['onRoom'];
}) {
  if (!choices) return null;
  return (
    <g>
      {view.rooms.map((room) => {
        const [rx, ry] = roomRect(f, room.slot);
        const ch = choices.rooms.get(room.slot);
        // On the room's edge between squares, so they never cover a square's centre.
        return (
          <g key={room.slot}>
            {ch && ch.rotate.length > 0 && (
              <g className="rotate-buttons">
                {ch.rotate.map((a, i) => {
                  const cw = a.type === 'rotate' && a.clockwise;
                  return (
                    <g
                      key={i}
                      transform={`translate(${rx + (cw ? 3 : 2) * S} ${ry + 5})`}
                      className="rotate-btn"
                      {...activate(() => onRoom(room.slot, cw ? 'cw' : 'ccw'))}
                      aria-label={label(cw ? 'rotateCw' : 'rotateCcw')}
                    >
                      <circle r={11} />
                      <path
                        d={cw ? 'M -5 -4 A 6 6 0 1 1 -6 3' : 'M 5 -4 A 6 6 0 1 0 6 3'}
                        markerEnd="url(#arrow)"
                      />
                    </g>
                  );
                })}
              </g>
            )}
          </g>
        );
      })}
    </g>
  );
}

function Edges({ view, f }: { view: View; f: Frame }) {
  const out: ReactNode[] = [];
  for (let y = 0; y < view.height; y++)
    for (let x = 0; x < COLS; x++)
      for (let d = 0; d < 4; d++) {
        const kind = view.edges[(y * COLS + x) * 4 + d]!;
        if (kind === Edge.Open || kind === Edge.Blind) continue;
        // Each inner edge is drawn once, from its north or east square.
        const border =
          (d === 2 && y === 0) ||
          (d === 3 && x === 0) ||
          (d === 0 && y === view.height - 1) ||
          (d === 1 && x === COLS - 1);
        if ((d === 2 || d === 3) && !border) continue;
        out.push(<EdgeMark key={`${x},${y},${d}`} f={f} x={x} y={y} d={d} kind={kind} />);
      }
  return <g>{out}</g>;
}

function byCarrier(pieces: PieceView[]): Map<string, PieceView[]> {
  const m = new Map<string, PieceView[]>();
  for (const p of pieces) if (p.carriedBy) m.set(p.carriedBy, [...(m.get(p.carriedBy) ?? []), p]);
  return m;
}

export const Board = memo(function Board(props: BoardProps) {
  const { view, flip, choices, selected, pieceChoices: pc, label } = props;
  const f: Frame = { h: view.height, flip };
  const svg = useRef<SVGSVGElement>(null);
  const motion = props.motion;
  // Walk the moved piece along its path (the Web Animations API; without it the piece slides).
  useEffect(() => {
    if (!motion || motion.path.length < 2) return;
    const el = svg.current?.querySelector<SVGGElement>(`[data-piece="${motion.piece}"]`);
    if (!el?.animate || matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const off = (S * (1 - 0.92)) / 2;
    const frames = motion.path.map((sq) => {
      const [x, y] = sqXY(sq);
      const [sx, sy] = at({ h: view.height, flip }, x, y);
      return { transform: `translate(${sx + off}px, ${sy + off}px)` };
    });
    el.animate(frames, { duration: Math.min(1500, 160 * (frames.length - 1)), easing: 'ease-in-out' });
  }, [motion?.key]);
  const width = view.height * S;
  const height = COLS * S;
  const onBoard = view.pieces.filter((p) => p.square && !p.carriedBy);
  const carried = byCarrier(view.pieces);
  const center = (sq: string): [number, number] => {
    const [x, y] = sqXY(sq);
    const [sx, sy] = at(f, x, y);
    return [sx + S / 2, sy + S / 2];
  };
  const selectedPiece = selected ? view.pieces.find((p) => p.id === selected) : undefined;
  const targets = new Set(pc ? [...pc.targets.keys()] : []);
  const marks: ReactNode[] = [];
  if (pc) {
    for (const [sq, list] of pc.moves) {
      const [cx, cy] = center(sq);
      // Staying on its own square (to pick up or drop): a corner badge, so the piece stays clickable.
      const here = selectedPiece?.square === sq;
      marks.push(
        <g
          key={'m' + sq}
          className={here ? 'dest here' : 'dest'}
          data-square={sq}
          {...activate(() => props.onSquare(sq))}
          onMouseEnter={() => props.onHover(sq)}
          onMouseLeave={() => props.onHover(null)}
          onFocus={() => props.onHover(sq)}
          aria-label={`${label('moveTo')} ${sq}`}
        >
          {here ? (
            <circle cx={cx + S / 2 - 7} cy={cy - S / 2 + 7} r={7} />
          ) : (
            <>
              <rect x={cx - S / 2 + 2} y={cy - S / 2 + 2} width={S - 4} height={S - 4} rx={5} />
              <circle cx={cx} cy={cy} r={list.some((a) => a.type === 'move' && a.exchanges.length) ? 7 : 5} />
            </>
          )}
        </g>,
      );
    }
    for (const sq of pc.jumps.keys()) {
      const [cx, cy] = center(sq);
      // A square reached both ways keeps one mark (its menu offers both); the jump arc shows on it.
      if (pc.moves.has(sq)) {
        marks.push(
          <path
            key={'ja' + sq}
            className="jump-arc"
            d={`M ${cx - 9} ${cy + 5} Q ${cx} ${cy - 12} ${cx + 9} ${cy + 5}`}
          />,
        );
        continue;
      }
      marks.push(
        <g
          key={'j' + sq}
          className="dest jump"
          data-square={sq}
          {...activate(() => props.onSquare(sq))}
          aria-label={`${label('jump')} ${sq}`}
        >
          <rect x={cx - S / 2 + 2} y={cy - S / 2 + 2} width={S - 4} height={S - 4} rx={5} />
          <path d={`M ${cx - 9} ${cy + 5} Q ${cx} ${cy - 12} ${cx + 9} ${cy + 5}`} />
        </g>,
      );
    }
  }
  if (choices)
    for (const sq of choices.place.keys()) {
      const [cx, cy] = center(sq);
      marks.push(
        <g
          key={'p' + sq}
          className="dest place"
          data-square={sq}
          {...activate(() => props.onSquare(sq))}
          aria-label={`${sq}`}
        >
          <rect x={cx - S / 2 + 2} y={cy - S / 2 + 2} width={S - 4} height={S - 4} rx={5} />
          <circle cx={cx} cy={cy} r={5} />
        </g>,
      );
    }
  let dirButtons: ReactNode = null;
  if (pc && selectedPiece?.square && pc.dirs.size > 0) {
    const [cx, cy] = center(selectedPiece.square);
    dirButtons = DIRS.filter((d) => pc.dirs.has(d)).map((d) => {
      const [vx, vy] = vec(f, DIRS.indexOf(d));
      const bx = cx + vx * S * 0.6;
      const by = cy + vy * S * 0.6;
      const angle = (Math.atan2(vy, vx) * 180) / Math.PI;
      return (
        <g
          key={d}
          className="dir-btn"
          data-dir={d}
          transform={`translate(${bx} ${by})`}
          {...activate(() => props.onDir(d))}
          aria-label={`${pc.dirs
            .get(d)!
            .map((a) => a.type)
            .join(', ')} ${label('dir.' + d)}`}
        >
          <circle r={9} />
          <path d="M -4 -5 L 5 0 L -4 5 Z" transform={`rotate(${angle})`} />
        </g>
      );
    });
  }
  let path: ReactNode = null;
  if (props.path && props.path.length > 1)
    path = <polyline className="path" points={props.path.map((sq) => center(sq).join(',')).join(' ')} />;

  return (
    <svg
      ref={svg}
      className="board"
      viewBox={`-6 -6 ${width + 12} ${height + 12}`}
      role="group"
      aria-label={label('board')}
      data-flip={flip}
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
        <radialGradient id="pit-g">
          <stop offset="0%" stopColor="#000" />
          <stop offset="75%" stopColor="#1a1410" />
          <stop offset="100%" stopColor="#5a4a3c" />
        </radialGradient>
      </defs>
      <rect x={-6} y={-6} width={width + 12} height={height + 12} rx={8} className="board-bg" />
      <Terrainlayer view={view} f={f} />
      <Rooms view={view} f={f} choices={choices} token={props.token} label={label} onRoom={props.onRoom} />
      <Edges view={view} f={f} />
      <g className="pieces">
        {onBoard
          .sort((a, b) => (a.kind === 'object' ? -1 : 0) - (b.kind === 'object' ? -1 : 0))
          .map((p) => {
            const [x, y] = sqXY(p.square!);
            const [sx, sy] = at(f, x, y);
            const sharesSquare =
              p.kind === 'object' &&
              onBoard.some((q) => q !== p && q.square === p.square && q.kind !== 'object');
            const scale = sharesSquare ? 0.45 : p.kind === 'object' ? 0.8 : 0.92;
            const off = sharesSquare ? S * 0.55 : (S * (1 - scale)) / 2;
            const actionable = choices?.pieces.has(p.id) ?? false;
            const cls = [
              'piece',
              p.seat,
              p.kind,
              p.state,
              actionable ? 'actionable' : '',
              selected === p.id ? 'selected' : '',
              targets.has(p.id) ? 'target' : '',
            ].join(' ');
            const clickable = actionable || targets.has(p.id);
            const held = carried.get(p.id) ?? [];
            return (
              <g
                key={p.id}
                className={cls}
                data-piece={p.id}
                style={{
                  transform: `translate(${sx + off}px, ${sy + off}px)`,
                  transition: motion?.piece === p.id ? 'none' : undefined,
                }}
                {...(clickable
                  ? activate(() => props.onPiece(p.id))
                  : { onClick: () => props.onPiece(p.id) })}
                aria-label={label(p.id)}
              >
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
      {path}
      {marks}
      {dirButtons}
      <RoomButtons view={view} f={f} choices={choices} label={label} onRoom={props.onRoom} />
    </svg>
  );
});
