// Rotation buttons, drawn last so nothing covers them, on the room's edge between squares so
// they never hide a square's centre. Each names the room it turns and the direction.
import type { View } from '@dt/engine';
import type { Choices } from '../../intents.ts';
import { useT } from '../../i18n.ts';
import { roomRect, S, type Frame } from '../geometry.ts';
import { activate, type RoomCommand } from '../input.ts';

export function RoomButtons(props: {
  view: View;
  f: Frame;
  choices: Choices | null;
  onRoom: (slot: number, command: RoomCommand) => void;
}) {
  const { view, f, choices, onRoom } = props;
  const t = useT();
  if (!choices) return null;
  return (
    <g>
      {view.rooms.map((room) => {
        const rotate = choices.rooms.get(room.slot)?.rotate ?? [];
        if (rotate.length === 0) return null;
        const [rx, ry] = roomRect(f, room.slot);
        return (
          <g key={room.slot} className="rotate-buttons">
            {rotate.map((a, i) => {
              const cw = a.type === 'rotate' && a.clockwise;
              const name = t(cw ? 'rotateRoomCw' : 'rotateRoomCcw', {
                n: room.slot + 1,
                name: room.name ?? '',
              });
              return (
                <g
                  key={i}
                  transform={`translate(${rx + (cw ? 3 : 2) * S} ${ry + 5})`}
                  className="rotate-btn"
                  data-rotate={cw ? 'cw' : 'ccw'}
                  data-room={room.slot}
                  {...activate(() => onRoom(room.slot, cw ? 'cw' : 'ccw'))}
                  aria-label={name}
                >
                  <title>{name}</title>
                  <circle r={11} />
                  <path
                    d={cw ? 'M -5 -4 A 6 6 0 1 1 -6 3' : 'M 5 -4 A 6 6 0 1 0 6 3'}
                    markerEnd="url(#arrow)"
                  />
                </g>
              );
            })}
          </g>
        );
      })}
    </g>
  );
}
