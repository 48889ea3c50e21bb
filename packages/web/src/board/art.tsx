// Original artwork for the pieces, drawn on a 100×100 grid and scaled onto squares. Yellow
// pieces are round and blue pieces hexagonal, so the two sides differ without colour; each
// character and object has its own emblem.
import type { ReactElement } from 'react';
import { CLASSIC_EMBLEMS } from './classic-art.tsx';

export const SEAT_FILL = { yellow: '#e8b931', blue: '#3d7fd9' } as const;
export const SEAT_DARK = { yellow: '#7a5a00', blue: '#0f3a78' } as const;

const HEX = '50,4 90,27 90,73 50,96 10,73 10,27';

/** The seat's token outline: a disc for yellow, a hexagon for blue. */
export function SeatShape({
  seat,
  r = 46,
  ...rest
}: { seat: 'yellow' | 'blue'; r?: number } & Record<string, unknown>) {
  if (seat === 'yellow') return <circle cx={50} cy={50} r={r} {...rest} />;
  const k = r / 46;
  const pts = HEX.split(' ')
    .map((p) =>
      p
        .split(',')
        .map((n) => 50 + (Number(n) - 50) * k)
        .join(','),
    )
    .join(' ');
  return <polygon points={pts} {...rest} />;
}

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;
const solid = { fill: 'currentColor' } as const;

/** Emblems by piece code (without the seat letter). */
export const EMBLEMS: Record<string, ReactElement> = {
  // Mekanork: a cog.
  Mk: (
    <g>
      <circle cx={50} cy={50} r={17} {...stroke} />
      {[0, 45, 90, 135, 180, 225, 270, 315].map((a) => (
        <rect
          key={a}
          x={46}
          y={22}
          width={8}
          height={12}
          rx={2}
          {...solid}
          transform={`rotate(${a} 50 50)`}
        />
      ))}
      <circle cx={50} cy={50} r={6} {...solid} />
    </g>
  ),
  // Naga: a snake.
  Ng: (
    <g>
      <path d="M28 72 C 28 58, 72 62, 70 48 C 68 34, 32 40, 34 28 C 36 20, 52 18, 62 24" {...stroke} />
      <circle cx={64} cy={25} r={5} {...solid} />
    </g>
  ),
  // Cleric: a cross of light.
  Cl: <path d="M50 22 V 78 M 30 42 H 70" {...stroke} strokeWidth={10} />,
  // Backstabber: a dagger held point down and aslant (upright it read as the Cleric's cross).
  Bs: (
    <g transform="rotate(-135 50 50)">
      <path d="M50 10 L 60 56 H 40 Z" {...solid} />
      <path d="M32 58 H 68 M 50 58 V 82" {...stroke} strokeWidth={9} />
    </g>
  ),
  // Colossus: a raised fist.
  Co: (
    <g>
      <rect x={30} y={34} width={40} height={28} rx={7} {...solid} />
      <path d="M38 34 V 26 M 47 34 V 24 M 56 34 V 25 M 64 36 V 29 M 40 62 V 78 H 62 V 62" {...stroke} />
    </g>
  ),
  // Wizard: a star.
  Wz: <polygon points="50,16 59,40 84,40 64,55 72,80 50,65 28,80 36,55 16,40 41,40" {...solid} />,
  // Banshee: a scream.
  Bn: (
    <g>
      <ellipse cx={38} cy={50} rx={9} ry={14} {...solid} />
      <path
        d="M56 36 Q 64 50 56 64 M 66 28 Q 78 50 66 72 M 76 22 Q 92 50 76 78"
        {...stroke}
        strokeWidth={6}
      />
    </g>
  ),
  // Telepath: an eye.
  Tp: (
    <g>
      <path d="M16 50 Q 50 18 84 50 Q 50 82 16 50 Z" {...stroke} />
      <circle cx={50} cy={50} r={10} {...solid} />
    </g>
  ),
  // Key.
  Ky: (
    <g>
      <circle cx={34} cy={50} r={13} {...stroke} />
      <path d="M47 50 H 82 M 72 50 V 62 M 80 50 V 60" {...stroke} />
    </g>
  ),
  // Rope: a coil.
  Rp: (
    <path
      d="M50 50 m -4 0 a 4 4 0 1 1 8 0 a 10 10 0 1 1 -20 0 a 16 16 0 1 1 32 0 a 22 22 0 1 1 -44 0"
      {...stroke}
      strokeWidth={7}
    />
  ),
  // Telescoping spear.
  Sp: (
    <g>
      <path d="M22 78 L 70 30" {...stroke} />
      <path d="M62 22 L 84 16 L 78 38 Z" {...solid} />
    </g>
  ),
  // Bow.
  Bw: (
    <g>
      <path d="M34 16 Q 86 50 34 84" {...stroke} />
      <path d="M34 16 V 84" {...stroke} strokeWidth={4} />
    </g>
  ),
  // Large shield.
  Sh: <path d="M50 16 L 80 26 V 50 Q 80 72 50 86 Q 20 72 20 50 V 26 Z" {...stroke} />,
  // Fireball wand.
  Fw: (
    <g>
      <path d="M22 80 L 60 42" {...stroke} />
      <path d="M70 14 L 74 28 L 88 32 L 74 36 L 70 50 L 66 36 L 52 32 L 66 28 Z" {...solid} />
    </g>
  ),
  // The 2004 set's own pieces (its Cleric, Mekanork, Wizard, Rope and Wand look like Prison's).
  ...CLASSIC_EMBLEMS,
};

/**
 * The pieces' own colours: a warm gold disc with dark ink, a deep blue hexagon with light ink,
 * so the sides differ in outline and in lightness as well as in hue (a colour-blind eye, a
 * grey screenshot). Wounded, a side's colour fades towards stone.
 */
const INK = {
  yellow: { fill: '#f0c03a', rim: '#5e4100', ink: '#3b2700', hurt: '#b39b5e' },
  blue: { fill: '#2f6cc6', rim: '#0b2652', ink: '#f7f0e2', hurt: '#5b7493' },
} as const;

const outline = (seat: 'yellow' | 'blue') => (seat === 'yellow' ? 'disc' : 'hexagon');

/** An emblem centred on the 100-grid at `size` (1: the whole grid), in `color`. */
const Emblem = ({ code, size, color, y = 0 }: { code: string; size: number; color: string; y?: number }) => (
  <g transform={`translate(${50 - 50 * size} ${50 - 50 * size + y}) scale(${size})`} color={color}>
    {EMBLEMS[code]}
  </g>
);

/** A face-down token of the set-up: its side's outline around a question mark. */
function TokenArt({ seat }: { seat: 'yellow' | 'blue' }) {
  const c = INK[seat];
  return (
    <g>
      <SeatShape
        seat={seat}
        r={34}
        fill="#3e342b"
        stroke={c.fill}
        strokeWidth={7}
        data-outline={outline(seat)}
      />
      <text x={50} y={61} textAnchor="middle" fontSize={32} fontWeight={700} fill={c.fill}>
        ?
      </text>
    </g>
  );
}

/** An object: a parchment lozenge with its icon, and its side's outline small in the corner. */
function ObjectArt({ code, seat }: { code: string; seat: 'yellow' | 'blue' }) {
  const c = INK[seat];
  return (
    <g>
      <rect
        x={19}
        y={23}
        width={62}
        height={62}
        rx={10}
        transform="rotate(45 50 54)"
        fill="#000"
        opacity={0.32}
      />
      <rect
        x={18}
        y={18}
        width={64}
        height={64}
        rx={10}
        transform="rotate(45 50 50)"
        fill="#f3e9d2"
        stroke="#33261a"
        strokeWidth={6}
      />
      <Emblem code={code} size={0.62} color="#33261a" />
      <g transform="translate(66 66) scale(0.32)">
        <SeatShape seat={seat} fill={c.fill} stroke={c.rim} strokeWidth={10} data-outline={outline(seat)} />
      </g>
    </g>
  );
}

/** A wounded character: its token lying down (flattened), faded, rimmed and marked in red. */
function WoundedArt({ code, seat }: { code: string; seat: 'yellow' | 'blue' }) {
  const c = INK[seat];
  return (
    <g data-lying="">
      <g transform="translate(0 22) scale(1 0.62)">
        <SeatShape seat={seat} fill="#000" opacity={0.35} transform="translate(3 8)" />
        <SeatShape seat={seat} fill={c.hurt} stroke="#a3130e" strokeWidth={8} data-outline={outline(seat)} />
        <Emblem code={code} size={0.66} color={c.ink} />
      </g>
      <g transform="translate(80 24)">
        <circle r={16} fill="#c4221c" stroke="#fff8e7" strokeWidth={4} />
        <path
          d="M-6.5 -6.5 L6.5 6.5 M6.5 -6.5 L-6.5 6.5"
          stroke="#fff8e7"
          strokeWidth={5}
          strokeLinecap="round"
        />
      </g>
    </g>
  );
}

/** A character standing: its side's token with a drop shadow, a bevel and its emblem. */
function MiniatureArt({ code, seat }: { code: string; seat: 'yellow' | 'blue' }) {
  const c = INK[seat];
  return (
    <g>
      <SeatShape seat={seat} fill="#000" opacity={0.38} transform="translate(3 5)" />
      <SeatShape seat={seat} fill={c.fill} stroke={c.rim} strokeWidth={6} data-outline={outline(seat)} />
      <SeatShape seat={seat} r={38} fill="none" stroke="#fff" strokeOpacity={0.3} strokeWidth={3} />
      <Emblem code={code} size={0.74} color={c.ink} />
    </g>
  );
}

/** A character miniature, a wounded character (lying down) or an object. */
export function PieceArt({
  id,
  seat,
  kind,
  wounded,
}: {
  id: string;
  seat: 'yellow' | 'blue';
  kind: 'character' | 'object' | 'token';
  wounded?: boolean;
}) {
  const code = id.slice(1);
  if (kind === 'token') return <TokenArt seat={seat} />;
  if (kind === 'object') return <ObjectArt code={code} seat={seat} />;
  return wounded ? <WoundedArt code={code} seat={seat} /> : <MiniatureArt code={code} seat={seat} />;
}
