// Walls, arrow-slits and portcullises (closed, raised, broken) on the squares' sides.
import { memo, type ReactNode } from 'react';
import { COLS, Edge, type View } from '@dt/engine';
import { at, S, vec, type Frame } from '../geometry.ts';

function EdgeMark({ f, x, y, d, kind }: { f: Frame; x: number; y: number; d: number; kind: number }) {
  const [sx, sy] = at(f, x, y);
  const [vx, vy] = vec(f, d);
  const cx = sx + S / 2 + (vx * S) / 2;
  const cy = sy + S / 2 + (vy * S) / 2;
  const px = -vy * (S / 2);
  const py = vx * (S / 2);
  const line = (from: number, to: number, className: string) => (
    <line x1={cx + px * from} y1={cy + py * from} x2={cx + px * to} y2={cy + py * to} className={className} />
  );
  switch (kind) {
    case Edge.Wall:
      return line(-1.08, 1.08, 'wall');
    case Edge.Slit:
      return (
        <g className="slit">
          {line(-1.08, -0.25, 'wall')}
          {line(0.25, 1.08, 'wall')}
          {line(-0.22, 0.22, 'slit-gap')}
        </g>
      );
    case Edge.Closed:
      return line(-0.95, 0.95, 'port closed');
    case Edge.Raised:
      return line(-0.95, 0.95, 'port raised');
    case Edge.Broken:
      return line(-0.95, 0.95, 'port broken');
    default:
      return null;
  }
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
