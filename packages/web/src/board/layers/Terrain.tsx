// Floors, pits and the two starting lines with their dots (R2: squares 1, 3, 6, 8 of a line).
import { memo, type ReactNode } from 'react';
import { COLS, Terrain as T, type View } from '@dt/engine';
import { SEAT_DARK, SeatShape } from '../art.tsx';
import { at, S, type Frame } from '../geometry.ts';

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
      if (t === T.Pit)
        out.push(<circle key={key + 'pit'} cx={sx + S / 2} cy={sy + S / 2} r={S * 0.4} className="pit" />);
    }
  return <g aria-hidden="true">{out}</g>;
});
