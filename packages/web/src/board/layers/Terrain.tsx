// Floors, pits and the two starting lines with their dots (R2: squares 1, 3, 6, 8 of a line),
// each square a <use> of its kind's symbol (defs.tsx). A floor square's cut of stone is picked
// from where it lies on the board: scattered, and the same on every drawing.
import { memo, type ReactNode } from 'react';
import { COLS, Terrain as T, type View } from '@dt/engine';
import { SEAT_FILL, SeatShape } from '../art.tsx';
import { FLOOR_CUTS } from '../defs.tsx';
import { at, S, type Frame } from '../geometry.ts';

/** Which cut of flagstone square (x, y) shows: scattered, never the same pattern in a row. */
export const floorCut = (x: number, y: number): number => (x * 7 + y * 11 + ((x * y) % 3)) % FLOOR_CUTS;

export const Terrain = memo(function Terrain({ view, f }: { view: View; f: Frame }) {
  const out: ReactNode[] = [];
  for (let y = 0; y < view.height; y++)
    for (let x = 0; x < COLS; x++) {
      const t = view.terrain[y * COLS + x];
      if (t === T.Hidden) continue;
      const [sx, sy] = at(f, x, y);
      const key = `${x},${y}`;
      if (t === T.Start) {
        const seat = y === 0 ? 'yellow' : 'blue';
        out.push(<use key={key} href={`#dt-start-${seat}`} x={sx} y={sy} className={`start ${seat}`} />);
        if ([1, 3, 6, 8].includes(x))
          out.push(
            <g key={key + 'dot'} transform={`translate(${sx} ${sy}) scale(${S / 100})`} className="dot">
              <SeatShape
                seat={seat}
                r={17}
                fill="none"
                stroke={SEAT_FILL[seat]}
                strokeOpacity={0.8}
                strokeWidth={7}
              />
            </g>,
          );
        continue;
      }
      const href = t === T.Pit ? '#dt-pit' : `#dt-floor-${floorCut(x, y)}`;
      out.push(<use key={key} href={href} x={sx} y={sy} />);
    }
  return (
    <g className="terrain" aria-hidden="true">
      {out}
    </g>
  );
});
