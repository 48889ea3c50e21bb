// Walls, arrow-slits and portcullises (closed, raised, broken) on the squares' sides. A wall is
// a dark ridge with a lighter top; a portcullis is a <use> of its state's symbol (defs.tsx)
// turned along the side.
import { memo, type ReactNode } from 'react';
import { COLS, Edge, type View } from '@dt/engine';
import { at, S, vec, type Frame } from '../geometry.ts';

const PORT = { [Edge.Closed]: 'closed', [Edge.Raised]: 'raised', [Edge.Broken]: 'broken' } as const;

function EdgeMark({ f, x, y, d, kind }: { f: Frame; x: number; y: number; d: number; kind: number }) {
  const [sx, sy] = at(f, x, y);
  const [vx, vy] = vec(f, d);
  const cx = sx + S / 2 + (vx * S) / 2;
  const cy = sy + S / 2 + (vy * S) / 2;
  const px = -vy * (S / 2);
  const py = vx * (S / 2);
  const wall = (from: number, to: number, key: string) => {
    const [x1, y1, x2, y2] = [cx + px * from, cy + py * from, cx + px * to, cy + py * to];
    return (
      <g key={key}>
        <line x1={x1} y1={y1} x2={x2} y2={y2} className="wall" />
        <line x1={x1} y1={y1} x2={x2} y2={y2} className="wall-top" />
      </g>
    );
  };
  if (kind === Edge.Wall) return wall(-1.08, 1.08, 'w');
  if (kind === Edge.Slit)
    return (
      <g className="slit">
        {wall(-1.08, -0.25, 'a')}
        {wall(0.25, 1.08, 'b')}
        <line
          x1={cx - px * 0.2}
          y1={cy - py * 0.2}
          x2={cx + px * 0.2}
          y2={cy + py * 0.2}
          className="slit-gap"
        />
      </g>
    );
  const state = PORT[kind as keyof typeof PORT];
  if (!state) return null;
  const angle = (Math.atan2(py, px) * 180) / Math.PI;
  return (
    <use
      href={`#dt-port-${state}`}
      x={-20}
      y={-5}
      transform={`translate(${cx} ${cy}) rotate(${angle})`}
      className={`port ${state}`}
    />
  );
}

export const Edges = memo(function Edges({ view, f }: { view: View; f: Frame }) {
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
  return <g aria-hidden="true">{out}</g>;
});
