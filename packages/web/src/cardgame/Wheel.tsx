// A player's action wheel: the banked action points on a dial, showing its 0-3 face or, above
// 3 AP, its 4-7 face (rulebook: Earning action points). The number is also written out.
import type { ReactElement } from 'react';
import { useCT } from './strings.ts';

export function Wheel({
  seat,
  ap,
  active,
}: {
  seat: 'yellow' | 'blue';
  ap: number;
  active: boolean;
}): ReactElement {
  const t = useCT();
  const face = ap > 3 ? 4 : 0;
  const label = t('wheel', { seat: t(seat), n: ap });
  const angle = (n: number): number => -90 + ((n - face) * 360) / 4;
  const at = (n: number, r: number): [number, number] => [
    20 + r * Math.cos((angle(n) * Math.PI) / 180),
    20 + r * Math.sin((angle(n) * Math.PI) / 180),
  ];
  const [nx, ny] = at(ap, 11);
  return (
    <span
      className={`cg-wheel seat-${seat}${active ? ' active' : ''}`}
      role="img"
      aria-label={label}
      title={label}
    >
      <svg viewBox="0 0 40 40" width={40} height={40} aria-hidden="true" focusable="false">
        <circle cx={20} cy={20} r={18} className="dial" />
        {[0, 1, 2, 3].map((i) => {
          const n = face + i;
          const [x, y] = at(n, 14);
          return (
            <text key={n} x={x} y={y + 3.5} textAnchor="middle" className={n === ap ? 'on' : ''}>
              {n}
            </text>
          );
        })}
        <line x1={20} y1={20} x2={nx} y2={ny} className="needle" />
      </svg>
      <span className="cg-ap">{t('ap', { n: ap })}</span>
    </span>
  );
}
