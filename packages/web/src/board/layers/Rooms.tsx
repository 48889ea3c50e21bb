// The rooms: revealed ones with their gears and name, face-down ones as card backs with their
// tokens' colours and count (R5). Every room carries its number (slot + 1), the number the
// log, the hints and the buttons use. Rotations and reveals animate from the previous view.
import { useRef, type ReactNode } from 'react';
import { COLS, Terrain, type RoomView, type View } from '@dt/engine';
import type { Choices } from '../../intents.ts';
import { useT } from '../../i18n.ts';
import { FLOOR_TINTS, pairedRooms, PAIR_COLOURS } from '../classic-art.tsx';
import { TURN_COLOURS } from '../defs.tsx';
import { at, roomRect, S, slotOrigin, type Frame } from '../geometry.ts';
import { activate, type RoomCommand } from '../input.ts';
import { RoomCard } from './RoomCard.tsx';

function Gear({ cx, cy, room, classic }: { cx: number; cy: number; room: RoomView; classic: boolean }) {
  // The 2004 rooms' gears wear their pair's colour, Prison's the colour of their way of turning
  // (the number says the pair and the arrow the way as well: colour is never the only cue).
  const pairColour = classic && room.pair !== null ? PAIR_COLOURS[room.pair] : undefined;
  const colour = pairColour ?? (room.clockwise ? TURN_COLOURS.clockwise : TURN_COLOURS.counter);
  return (
    <g
      className={pairColour ? 'gear paired' : 'gear'}
      transform={`translate(${cx} ${cy})`}
      style={{ ['--gear' as string]: colour }}
      data-turn={room.clockwise ? 'clockwise' : 'counter'}
    >
      <use href="#dt-gear" x={-20} y={-20} transform={room.clockwise ? undefined : 'scale(-1 1)'} />
      <text y={3.6} textAnchor="middle" className="gear-num">
        {room.pair}
      </text>
    </g>
  );
}

function gearsOf(view: View, f: Frame, room: RoomView): ReactNode[] {
  const { x0, y0 } = slotOrigin(room.slot);
  const out: ReactNode[] = [];
  for (let y = y0; y < y0 + 5; y++)
    for (let x = x0; x < x0 + 5; x++)
      if (view.terrain[y * COLS + x] === Terrain.Gear) {
        const [sx, sy] = at(f, x, y);
        out.push(
          <Gear
            key={`${x},${y}`}
            cx={sx + S / 2}
            cy={sy + S / 2}
            room={room}
            classic={pairedRooms(view.scenario)}
          />,
        );
      }
  return out;
}

/** Each revealed room's number and name in a badge, drawn above the walls. */
export function Rooms(props: {
  view: View;
  f: Frame;
  choices: Choices | null;
  tokenRooms: ReadonlySet<number> | null;
  onRoom: (slot: number, command: RoomCommand) => void;
}) {
  const { view, f, choices, tokenRooms, onRoom } = props;
  const t = useT();
  // Rotations animate from the previous orientation (orientation counts clockwise quarter turns).
  const last = useRef(new Map<number, number>());
  const turned = new Map<number, number>();
  for (const room of view.rooms) {
    const before = last.current.get(room.slot);
    if (room.orientation !== null && before !== undefined && before !== room.orientation)
      turned.set(room.slot, (room.orientation - before + 4) % 4 === 1 ? -90 : 90);
    if (room.orientation !== null) last.current.set(room.slot, room.orientation);
  }
  // Reveals animate when the room was face down on the previous drawing (not when a game opens).
  const hidden = useRef<Set<number> | null>(null);
  const revealing = new Set(
    view.rooms.filter((r) => r.revealed && hidden.current?.has(r.slot)).map((r) => r.slot),
  );
  hidden.current = new Set(view.rooms.filter((r) => !r.revealed).map((r) => r.slot));
  return (
    <g>
      {view.rooms.map((room) => {
        const [rx, ry, w, h] = roomRect(f, room.slot);
        const n = room.slot + 1;
        const reveal = choices?.rooms.get(room.slot)?.reveal;
        const tokenTarget = !!tokenRooms?.has(room.slot);
        const count = room.faceDown[0] + room.faceDown[1];
        const command = tokenTarget ? t('tokenInRoom', { n }) : t('revealRoom', { n });
        const about = t('roomAbout', {
          n,
          yellow: room.faceDown[0],
          blue: room.faceDown[1],
          count,
          max: room.capacity,
        });
        return (
          <g
            key={`${room.slot}-${room.revealed}-${room.orientation}`}
            className={[
              'room',
              room.revealed ? 'revealed' : '',
              revealing.has(room.slot) ? 'revealing' : '',
              turned.has(room.slot) ? 'turning' : '',
            ].join(' ')}
            style={{
              transformOrigin: `${rx + w / 2}px ${ry + h / 2}px`,
              ['--turn-from' as string]: `${turned.get(room.slot) ?? 0}deg`,
            }}
            data-room={room.slot}
          >
            {room.revealed ? (
              <>
                {pairedRooms(view.scenario) && room.pair !== null && (
                  <rect
                    x={rx}
                    y={ry}
                    width={w}
                    height={h}
                    className="floor-tint"
                    fill={FLOOR_TINTS[room.pair]}
                    data-pair={room.pair}
                  />
                )}
                <rect x={rx} y={ry} width={w} height={h} className="room-frame" />
                {gearsOf(view, f, room)}
              </>
            ) : (
              <>
                {/* The card's drawing, then the button over it: its name is exactly what it says. */}
                <RoomCard room={room} rect={[rx, ry, w, h]} lit={tokenTarget || !!reveal} about={about} />
                {(reveal || tokenTarget) && (
                  <g
                    className="facedown target"
                    {...activate(() => onRoom(room.slot, tokenTarget ? 'token' : 'reveal'))}
                    aria-label={command}
                  >
                    <title>{`${command}. ${about}`}</title>
                    <rect x={rx + 2} y={ry + 2} width={w - 4} height={h - 4} rx={10} className="hit" />
                    <text x={rx + w / 2} y={ry + 30} textAnchor="middle" className="card-action">
                      {command}
                    </text>
                  </g>
                )}
              </>
            )}
          </g>
        );
      })}
    </g>
  );
}
