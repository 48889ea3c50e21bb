// The board's terrain art, drawn once as <symbol>s in the board's <defs> and placed on every
// square with <use> (a board draws 250 squares: one drawing per kind, no filter per square).
// Flagstones in five cuts so the floor varies without noise; pits as holes with a rim of
// stones; the starting lines as darker stone in their side's colour; portcullises as iron bars
// seen from above (closed: a grille across the opening; raised: only the posts and the groove;
// broken: bent rust-red stubs); gears as a cog inside their turning arrow, coloured through
// `--gear` by whoever places them (Rooms.tsx). Everything is on a 40-unit square (geometry's S).
import type { ReactNode } from 'react';

const MORTAR = '#6f6253';

/** Prison's gears by their way of turning (twins turn opposite ways): bronze and verdigris. */
export const TURN_COLOURS = { clockwise: '#d9892b', counter: '#3fb0bf' } as const;

type Slab = [x: number, y: number, w: number, h: number, tone: string];

/**
 * Stones with light from the top left: each a rect, then one path for every lit edge (above
 * and left) and one for every shaded edge (below and right), so a square's drawing stays a
 * handful of nodes (each <use> copies it: 250 squares).
 */
function slabs(stones: Slab[]): ReactNode[] {
  const lit = stones.map(([x, y, w, h]) => `M${x + 0.8} ${y + h - 1} V${y + 0.8} H${x + w - 1}`).join(' ');
  const shade = stones
    .map(([x, y, w, h]) => `M${x + 1.2} ${y + h - 0.5} H${x + w - 0.5} V${y + 1.2}`)
    .join(' ');
  return [
    ...stones.map(([x, y, w, h, tone], i) => (
      <rect key={i} x={x} y={y} width={w} height={h} rx={1.6} fill={tone} />
    )),
    <path key="lit" d={lit} className="stone-lit" />,
    <path key="shade" d={shade} className="stone-shade" />,
  ];
}

/** The floor's stone tones, a few shades apart (the highlights are chosen against them). */
export const STONE = [
  '#c3b59b',
  '#bdaf94',
  '#c8bba2',
  '#c6b99f',
  '#bbad92',
  '#bfb196',
  '#c9bca3',
  '#bcae93',
  '#c2b49a',
] as const;

/** The five cuts of flagstone a floor square may have (which one: Terrain.tsx, by its square). */
const FLOORS: ReactNode[][] = [
  [...slabs([[1, 1, 38, 38, STONE[0]]]), <circle key="s" cx={27} cy={12} r={0.9} className="speck" />],
  slabs([
    [1, 1, 21, 38, STONE[1]],
    [23, 1, 16, 38, STONE[2]],
  ]),
  slabs([
    [1, 1, 38, 16, STONE[3]],
    [1, 18, 38, 21, STONE[4]],
  ]),
  [...slabs([[1, 1, 38, 38, STONE[5]]]), <path key="c" d="M7 31 L13 25 L12.5 20 L19 15" className="crack" />],
  slabs([
    [1, 1, 17, 17, STONE[6]],
    [19, 1, 20, 17, STONE[7]],
    [1, 19, 38, 20, STONE[8]],
  ]),
];
export const FLOOR_CUTS = FLOORS.length;

function Square({ id, children }: { id: string; children: ReactNode }) {
  return (
    <symbol id={id} viewBox="0 0 40 40" width={40} height={40} overflow="visible">
      <rect width={40} height={40} fill={MORTAR} />
      {children}
    </symbol>
  );
}

/** A point on a circle of radius r at angle a (degrees, clockwise from east on screen). */
const on = (r: number, a: number, dr = 0): string => {
  const t = (a * Math.PI) / 180;
  return `${((r + dr) * Math.cos(t)).toFixed(2)} ${((r + dr) * Math.sin(t)).toFixed(2)}`;
};

/** The turning arrow (clockwise; mirrored for the other way) around a cog, in `--gear`. */
function GearSymbol() {
  const r = 16.6;
  const [from, to] = [-65, 200];
  // The arrowhead at the arc's end, along its tangent (clockwise: the angle grows).
  const tip = on(r, to + 16);
  const head = `M ${tip} L ${on(r, to, 4.2)} L ${on(r, to, -4.6)} Z`;
  return (
    <symbol id="dt-gear" viewBox="-20 -20 40 40" width={40} height={40} overflow="visible">
      <path d={`M ${on(r, from)} A ${r} ${r} 0 1 1 ${on(r, to)}`} className="gear-ring" />
      <path d={head} className="gear-head" />
      {[0, 45, 90, 135, 180, 225, 270, 315].map((a) => (
        <rect
          key={a}
          x={-2.8}
          y={-13.8}
          width={5.6}
          height={5}
          rx={1}
          className="gear-cog"
          transform={`rotate(${a})`}
        />
      ))}
      <circle r={10.6} className="gear-cog" />
      <circle r={8} className="gear-hub" />
    </symbol>
  );
}

/** A portcullis along an edge 40 units long, centred on 0 and lying along x. */
function Portcullises() {
  const posts = (
    <>
      <rect x={-22} y={-4} width={5} height={8} rx={1.2} className="port-post" />
      <rect x={17} y={-4} width={5} height={8} rx={1.2} className="port-post" />
    </>
  );
  const bars = (xs: number[], cls: string) =>
    xs.map((x) => <rect key={x} x={x - 1.4} y={-5.2} width={2.8} height={10.4} rx={1} className={cls} />);
  return (
    <>
      <symbol id="dt-port-closed" viewBox="-20 -5 40 10" width={40} height={10} overflow="visible">
        <rect x={-17} y={-1.8} width={34} height={3.6} rx={1} className="port-rail" />
        {bars([-12.5, -6.25, 0, 6.25, 12.5], 'port-bar')}
        {posts}
      </symbol>
      <symbol id="dt-port-raised" viewBox="-20 -5 40 10" width={40} height={10} overflow="visible">
        <line x1={-16} x2={16} y1={0} y2={0} className="port-groove" />
        {posts}
      </symbol>
      <symbol id="dt-port-broken" viewBox="-20 -5 40 10" width={40} height={10} overflow="visible">
        <path d="M-17 0 H-9 L-5 4 M17 0 H10 L6 -4" className="port-bent" />
        {bars([-12.5, 12.5], 'port-bar broken')}
        {posts}
      </symbol>
    </>
  );
}

/** The board's <defs>: every symbol the terrain, the edges and the gears use, and the room cards' weave. */
export function BoardDefs() {
  return (
    <defs>
      <radialGradient id="dt-pit-g" cx="0.5" cy="0.5" r="0.5" fx="0.5" fy="0.64">
        <stop offset="0%" stopColor="#000" />
        <stop offset="62%" stopColor="#0c0907" />
        <stop offset="88%" stopColor="#2c2219" />
        <stop offset="100%" stopColor="#4c3d2f" />
      </radialGradient>
      {FLOORS.map((stones, i) => (
        <Square key={i} id={`dt-floor-${i}`}>
          {stones}
        </Square>
      ))}
      <Square id="dt-pit">
        {FLOORS[0]}
        <circle cx={20} cy={20} r={17} fill="#4e4336" />
        <circle cx={20} cy={20} r={15.2} className="pit-rim" />
        <circle cx={20} cy={20} r={13} fill="url(#dt-pit-g)" />
        <path d="M9.5 25 A 11.5 11.5 0 0 0 30.5 25" className="pit-lip" />
      </Square>
      <Square id="dt-start-yellow">{slabs([[1, 1, 38, 38, '#6f5a26']])}</Square>
      <Square id="dt-start-blue">{slabs([[1, 1, 38, 38, '#2a4a73']])}</Square>
      <pattern
        id="dt-card-weave"
        width={14}
        height={14}
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(45)"
      >
        <rect width={14} height={14} fill="#3a281d" />
        <path d="M0 0 H14 M0 0 V14" stroke="#4f3928" strokeWidth={2.5} />
      </pattern>
      <GearSymbol />
      <Portcullises />
    </defs>
  );
}
