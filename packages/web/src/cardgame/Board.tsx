// The labyrinth drawn from a view only: room cards of 2 x 2 zones (their printed borders from
// the view's `sides`), face-down rooms as card backs with the cards dealt next to them, the
// two starting zones, and every card on the table as a small card. Legal sources and targets
// (from choices.ts) are highlighted and are buttons; everything else can still be pointed at
// to read the card. The board turns round for blue so each player's own end is at the bottom.
import { useRef, type CSSProperties, type ReactElement } from 'react';
import type { PieceView, View } from '@dt/cardgame';
import { useLang } from '../i18n.ts';
import type { Ref } from './choices.ts';
import { ZoneIcon } from './emblems.tsx';
import {
  boardTurn,
  drawnSides,
  gridTracks,
  roomArea,
  roomZones,
  startArea,
  zoneInRoom,
  type Area,
  type Turn,
} from './geometry.ts';
import type { Marks } from './marks.ts';
import { PieceCard } from './PieceCard.tsx';
import { useCT } from './strings.ts';
import { useSideways } from './useSideways.ts';
import { roomWords } from './words.ts';

export type { Marks } from './marks.ts';

const SIDE_WORDS: Record<string, [string, string]> = {
  w: ['wall', 'mur'],
  W: ['broken wall', 'mur brisé'],
  a: ['arrow-slit', 'meurtrière'],
  p: ['closed portcullis', 'herse fermée'],
  P: ['open portcullis', 'herse ouverte'],
  B: ['broken portcullis', 'herse brisée'],
  o: ['pit trap', 'fosse'],
};
const DIR_WORDS: [string, string][] = [
  ['north', 'nord'],
  ['east', 'est'],
  ['south', 'sud'],
  ['west', 'ouest'],
];

function Pieces({ list, all, marks }: { list: PieceView[]; all: PieceView[]; marks: Marks }): ReactElement {
  return (
    <>
      {list
        .filter((p) => !p.carriedBy)
        .map((p) => (
          <PieceCard key={p.id} p={p} marks={marks} carried={all.filter((c) => c.carriedBy === p.id)} />
        ))}
    </>
  );
}

const ICON_OF: Record<string, string> = { t: 'triangle', s: 'square', c: 'circle', g: 'gear' };

/**
 * A target button for a place: a zone's free space, or a starting-zone place (which faces one of
 * the four zone icons). It is labelled with what it is (the zone's name, the icon's shape) so
 * several targets in one zone are told apart, and says what pointing at it does.
 */
function PlaceTarget({
  refName,
  marks,
  text,
}: {
  refName: Ref;
  marks: Marks;
  text: string;
}): ReactElement | null {
  const t = useCT();
  if (!marks.targets.has(refName)) return null;
  const place = refName.slice(2);
  const start = /^[YB][we]([tscg])$/.exec(place);
  const icon = start ? ICON_OF[start[1]!]! : null;
  return (
    <button
      type="button"
      className={`cg-place target${icon ? ' facing' : ''}`}
      data-ref={refName}
      aria-label={marks.label(refName) ?? text}
      title={marks.label(refName) ?? text}
      onClick={() => marks.onPoint(refName)}
    >
      {icon ? (
        <>
          <ZoneIcon icon={icon} size={16} />
          <span className="cg-place-word">{t(`icon.${icon}` as 'icon.gear')}</span>
        </>
      ) : (
        <span className="cg-place-word">{place}</span>
      )}
    </button>
  );
}

const gridStyle = (a: Area): CSSProperties => ({
  gridColumn: `${a.col} / span ${a.cols}`,
  gridRow: `${a.row} / span ${a.rows}`,
});

function Zone({
  view,
  name,
  slot,
  turn,
  marks,
}: {
  view: View;
  name: string;
  slot: number;
  turn: Turn;
  marks: Marks;
}): ReactElement {
  const lang = useLang();
  const t = useCT();
  const z = view.zones.find((x) => x.name === name)!;
  const here = view.pieces.filter((p) => p.place === name);
  const sides = z.sides ?? '????';
  const [top, right, bottom, left] = drawnSides(sides, turn);
  const features = [...sides]
    .map((c, d) =>
      SIDE_WORDS[c]
        ? `${SIDE_WORDS[c]![lang === 'fr' ? 1 : 0]} ${DIR_WORDS[d]![lang === 'fr' ? 1 : 0]}`
        : null,
    )
    .filter(Boolean);
  const icon = z.icon ? t(`icon.${z.icon}` as 'icon.gear') : null;
  const label = [t('zone', { name }), icon, ...features].filter(Boolean).join(', ');
  return (
    <div
      className={`cg-zone${marks.targets.has(`z:${name}`) ? ' is-target' : ''}${marks.played?.has(`z:${name}`) ? ' played' : ''}`}
      data-zone={name}
      data-n={top}
      data-e={right}
      data-s={bottom}
      data-w={left}
      role="group"
      aria-label={label}
      style={gridStyle(zoneInRoom(name, slot, view.rows, turn))}
    >
      <span className="cg-zone-name" aria-hidden="true">
        <ZoneIcon icon={z.icon} size={12} />
        {name}
      </span>
      <Pieces list={here} all={view.pieces} marks={marks} />
      <PlaceTarget refName={`z:${name}`} marks={marks} text={label} />
    </div>
  );
}

function Room({
  view,
  slot,
  turn,
  marks,
}: {
  view: View;
  slot: number;
  turn: Turn;
  marks: Marks;
}): ReactElement {
  const t = useCT();
  const lang = useLang();
  const room = view.rooms[slot]!;
  const ref = `r:${slot}`;
  const beside = view.pieces.filter((p) => p.room === slot);
  const target = marks.targets.has(ref);
  const title = room.revealed
    ? t('roomName', { n: slot + 1, name: roomWords(room.name ?? '', lang) })
    : t('roomHidden', { n: slot + 1 });
  const extras = [
    room.portcullis && room.portcullis !== 'none'
      ? t('portcullis', { state: t(`port.${room.portcullis}`) })
      : null,
    room.wallsBroken ? t('wallsBroken') : null,
  ].filter(Boolean) as string[];
  const head = (
    <span className="cg-room-title">
      {room.revealed ? roomWords(room.name ?? '', lang) : slot + 1}
      {room.revealed && <span aria-hidden="true">{room.clockwise ? ' ↻' : ' ↺'}</span>}
    </span>
  );
  return (
    <section
      className={`cg-room${room.revealed ? ' up' : ' down'}${target ? ' is-target' : ''}${marks.played?.has(ref) ? ' played' : ''}`}
      aria-label={[title, ...extras].join(', ')}
      data-slot={slot}
      style={gridStyle(roomArea(slot, view.rows, turn))}
    >
      {room.revealed ? (
        roomZones(slot).map((n) => (
          <Zone key={n} view={view} name={n} slot={slot} turn={turn} marks={marks} />
        ))
      ) : (
        <div className="cg-back">
          {beside.length > 0 && (
            <span className="cg-beside" aria-label={t('faceDown', { n: beside.length })}>
              <Pieces list={beside} all={view.pieces} marks={marks} />
            </span>
          )}
        </div>
      )}
      <header className="cg-room-head">
        {target ? (
          <button
            type="button"
            className="cg-room-btn target"
            data-ref={ref}
            onClick={() => marks.onPoint(ref)}
          >
            {head}
            <span className="cg-room-what">{marks.label(ref)}</span>
          </button>
        ) : (
          head
        )}
        {extras.length > 0 && <span className="cg-room-extra">{extras.join(' · ')}</span>}
      </header>
    </section>
  );
}

function StartHalf({
  view,
  seat,
  side,
  turn,
  marks,
  far,
}: {
  view: View;
  seat: 'yellow' | 'blue';
  side: 'w' | 'e';
  turn: Turn;
  marks: Marks;
  /** The end away from the viewer, where its characters leave the labyrinth. */
  far: boolean;
}): ReactElement {
  const t = useCT();
  const base = `${seat === 'yellow' ? 'Y' : 'B'}${side}`;
  const here = view.pieces.filter((p) => p.place?.startsWith(base));
  const places = [...marks.targets].filter((r) => r.startsWith(`z:${base}`));
  return (
    <section
      className={`cg-start-half seat-${seat}${[...(marks.played ?? [])].some((r) => r.startsWith(`z:${base}`)) ? ' played' : ''}`}
      data-zone={base}
      aria-label={`${t('startZone', { seat: t(seat) })}, ${t(`side.${side}` as 'side.w')}`}
      style={gridStyle(startArea(seat, side, view.rows, turn))}
    >
      <span className="cg-zone-name" aria-hidden="true">
        {t(seat)} · {t(`side.${side}` as 'side.w')}
      </span>
      {far && side === 'w' && marks.targets.has('z:out') && (
        <button
          type="button"
          className="cg-exit target"
          data-ref="z:out"
          aria-label={marks.label('z:out') ?? t('out')}
          onClick={() => marks.onPoint('z:out')}
        >
          ⇪ {t('out')}
        </button>
      )}
      <Pieces list={here} all={view.pieces} marks={marks} />
      {places.map((r) => (
        <PlaceTarget key={r} refName={r} marks={marks} text={r} />
      ))}
    </section>
  );
}

/**
 * The labyrinth, fitted to its box: one grid of rooms and starting zones, turned so the viewer's
 * end is at the bottom, or on the left when the box is wide (geometry.ts). Its size comes from
 * the box alone (CSS container units), so it never moves between two steps of a game.
 */
export function Board({ view, marks }: { view: View; marks: Marks }): ReactElement {
  const box = useRef<HTMLDivElement>(null);
  const sideways = useSideways(box, view.rows);
  const turn = boardTurn(view.viewer, sideways);
  const tracks = gridTracks(view.rows, turn);
  const near = view.viewer === 'blue' ? 'blue' : 'yellow';
  const style = {
    gridTemplateColumns: tracks.columns,
    gridTemplateRows: tracks.rows,
    '--w': tracks.w,
    '--h': tracks.h,
  } as CSSProperties;
  return (
    <div className="cg-boardbox" ref={box}>
      <div className={`cg-board turn-${turn}`} data-testid="card-board" data-turn={turn} style={style}>
        {(['yellow', 'blue'] as const).flatMap((seat) =>
          (['w', 'e'] as const).map((side) => (
            <StartHalf
              key={seat + side}
              view={view}
              seat={seat}
              side={side}
              turn={turn}
              marks={marks}
              far={seat !== near}
            />
          )),
        )}
        {view.rooms.map((r) => (
          <Room key={r.slot} view={view} slot={r.slot} turn={turn} marks={marks} />
        ))}
      </div>
    </div>
  );
}
