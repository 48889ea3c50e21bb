// Each revealed room's number and name, in a chip placed on a corner of the room whose squares
// hold no piece (issue 38 item 2: the chip covered the corner square's piece). The corners are
// tried in reading order on screen; a room with a piece at every corner shows no chip (its
// number is still on its buttons, in the log and in the player aid).
import type { View } from '@dt/engine';
import { roomRect, S, squareAt, type Frame } from '../geometry.ts';

const CHAR_W = 6;
const CHIP_H = 14;
const INSET = 3;

/** The chip's rectangle for a room: the first corner whose covered squares are free, or null. */
export function labelPlace(
  f: Frame,
  slot: number,
  width: number,
  occupied: ReadonlySet<string>,
): { x: number; y: number } | null {
  const [rx, ry] = roomRect(f, slot);
  const corners = [
    { x: rx + INSET, y: ry + INSET },
    { x: rx + 5 * S - INSET - width, y: ry + INSET },
    { x: rx + INSET, y: ry + 5 * S - INSET - CHIP_H },
    { x: rx + 5 * S - INSET - width, y: ry + 5 * S - INSET - CHIP_H },
  ];
  return (
    corners.find((c) => {
      const covered = [
        squareAt(f, c.x + 1, c.y + 1),
        squareAt(f, c.x + width - 1, c.y + 1),
        squareAt(f, c.x + 1, c.y + CHIP_H - 1),
        squareAt(f, c.x + width - 1, c.y + CHIP_H - 1),
      ];
      return covered.every((sq) => !sq || !occupied.has(sq));
    }) ?? null
  );
}

export function RoomLabels({ view, f }: { view: View; f: Frame }) {
  const occupied = new Set(view.pieces.flatMap((p) => (p.square ? [p.square] : [])));
  return (
    <g className="room-labels" aria-hidden="true">
      {view.rooms
        .filter((r) => r.revealed)
        .map((room) => {
          const text = `${room.slot + 1} · ${room.name ?? ''}`;
          const width = 8 + text.length * CHAR_W;
          const place = labelPlace(f, room.slot, width, occupied);
          if (!place) return null;
          return (
            <g
              key={room.slot}
              className="room-num"
              data-room-label={room.slot}
              transform={`translate(${place.x} ${place.y})`}
            >
              <rect width={width} height={CHIP_H} rx={3} />
              <text x={4} y={10.5}>
                {text}
              </text>
            </g>
          );
        })}
    </g>
  );
}
