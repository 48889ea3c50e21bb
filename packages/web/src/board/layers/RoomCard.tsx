// A face-down room as the back of its tile (R5): a woven back inside a carved double border,
// the room's number on a seal, its tokens' colours and count. Only what both players may know.
import type { RoomView } from '@dt/engine';
import { SEAT_FILL, SeatShape } from '../art.tsx';

export function RoomCard(props: {
  room: RoomView;
  rect: [number, number, number, number];
  lit: boolean;
  about: string;
}) {
  const { room, lit, about } = props;
  const [rx, ry, w, h] = props.rect;
  const n = room.slot + 1;
  const inset = (d: number, rad: number, cls: string) => (
    <rect x={rx + d} y={ry + d} width={w - 2 * d} height={h - 2 * d} rx={rad} className={cls} />
  );
  const tokens = (seat: 'yellow' | 'blue', from: number, count: number) =>
    Array.from({ length: count }, (_, i) => (
      <g key={seat + i} transform={`translate(${(from + i) * 24} 0) scale(0.22)`}>
        <SeatShape seat={seat} fill={SEAT_FILL[seat]} stroke="#000" strokeWidth={8} />
      </g>
    ));
  return (
    <g className={lit ? 'room-card lit' : 'room-card'} role="img" aria-label={about}>
      <title>{about}</title>
      {inset(2, 10, 'card-back')}
      {inset(10, 6, 'card-weave')}
      {inset(10, 6, 'card-border')}
      {inset(15, 4, 'card-border thin')}
      <circle cx={rx + w / 2} cy={ry + h / 2} r={36} className="card-seal" />
      <circle cx={rx + w / 2} cy={ry + h / 2} r={29} className="card-border thin" />
      <text x={rx + w / 2} y={ry + h / 2 + 12} textAnchor="middle" className="card-q">
        {n}
      </text>
      <g transform={`translate(${rx + 22} ${ry + h - 42})`}>
        {tokens('yellow', 0, room.faceDown[0])}
        {tokens('blue', room.faceDown[0], room.faceDown[1])}
      </g>
      <text x={rx + w - 22} y={ry + h - 24} textAnchor="end" className="card-cap">
        {room.faceDown[0] + room.faceDown[1]}/{room.capacity}
      </text>
    </g>
  );
}
