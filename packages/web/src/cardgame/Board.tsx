// The labyrinth drawn from a view only: room cards of 2 x 2 zones (their printed borders from
// the view's `sides`), face-down rooms as card backs with the cards dealt next to them, the
// two starting zones, and every card on the table as a small card. Legal sources and targets
// (from choices.ts) are highlighted and are buttons; everything else can still be pointed at
// to read the card. The board turns round for blue so each player's own end is at the bottom.
import type { ReactElement } from 'react';
import type { PieceView, View } from '@dt/cardgame';
import { useLang } from '../i18n.ts';
import { cardName, codeOf } from './Card.tsx';
import type { Ref } from './choices.ts';
import { Emblem, ZoneIcon } from './emblems.tsx';
import { useCT } from './strings.ts';
import { pieceWords, roomWords } from './words.ts';

export interface Marks {
  sources: Set<Ref>;
  targets: Set<Ref>;
  selected: Ref | null;
  /** Words for a target's button (what clicking it does), by ref. */
  label: (ref: Ref) => string | null;
  onPoint: (ref: Ref) => void;
}

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

function PieceChip({
  p,
  marks,
  carried,
}: {
  p: PieceView;
  marks: Marks;
  carried: PieceView[];
}): ReactElement {
  const lang = useLang();
  const t = useCT();
  const ref = `p:${p.id}`;
  const code = codeOf(p.id);
  const name = cardName(code, lang);
  const source = marks.sources.has(ref);
  const target = marks.targets.has(ref);
  const states = [
    p.state === 'wounded' ? t('wounded') : null,
    p.spent ? t('spent') : null,
    ...carried.map((c) => t('carrying', { item: pieceWords(c.id, lang) })),
  ].filter(Boolean);
  const what = target ? marks.label(ref) : null;
  // The accessible name starts with the visible code, then says it in words.
  const label = [`${code ?? '?'}: ${name ? pieceWords(p.id, lang) : t('card')}`, ...states, what]
    .filter(Boolean)
    .join(', ');
  const cls = [
    'cg-piece',
    `seat-${p.seat}`,
    p.kind,
    p.state,
    source ? 'source' : '',
    target ? 'target' : '',
    marks.selected === ref ? 'selected' : '',
  ].join(' ');
  return (
    <span className="cg-stack">
      <button
        type="button"
        className={cls}
        data-ref={ref}
        data-place={p.place ?? ''}
        aria-label={label}
        aria-pressed={marks.selected === ref}
        title={label}
        onClick={() => marks.onPoint(ref)}
      >
        <Emblem code={code} size={20} />
        <span className="cg-code">{code ?? '?'}</span>
        {p.state === 'wounded' && (
          <span className="cg-wound" aria-hidden="true">
            ✚
          </span>
        )}
      </button>
      {carried.map((c) => (
        <PieceChip key={c.id} p={c} marks={marks} carried={[]} />
      ))}
    </span>
  );
}

function Pieces({ list, all, marks }: { list: PieceView[]; all: PieceView[]; marks: Marks }): ReactElement {
  return (
    <>
      {list
        .filter((p) => !p.carriedBy)
        .map((p) => (
          <PieceChip key={p.id} p={p} marks={marks} carried={all.filter((c) => c.carriedBy === p.id)} />
        ))}
    </>
  );
}

/** A target button for a place (a zone's free space, a starting-zone place). */
function PlaceTarget({
  refName,
  marks,
  text,
}: {
  refName: Ref;
  marks: Marks;
  text: string;
}): ReactElement | null {
  if (!marks.targets.has(refName)) return null;
  return (
    <button
      type="button"
      className="cg-place target"
      data-ref={refName}
      aria-label={marks.label(refName) ?? text}
      onClick={() => marks.onPoint(refName)}
    >
      <span aria-hidden="true">◎</span>
    </button>
  );
}

function Zone({
  view,
  name,
  flip,
  marks,
}: {
  view: View;
  name: string;
  flip: boolean;
  marks: Marks;
}): ReactElement {
  const lang = useLang();
  const t = useCT();
  const z = view.zones.find((x) => x.name === name)!;
  const here = view.pieces.filter((p) => p.place === name);
  const sides = z.sides ?? '????';
  // n e s w as drawn: the board turned round swaps north/south and east/west.
  const drawn = flip ? [sides[2], sides[3], sides[0], sides[1]] : [...sides];
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
      className={`cg-zone${marks.targets.has(`z:${name}`) ? ' is-target' : ''}`}
      data-zone={name}
      data-n={drawn[0]}
      data-e={drawn[1]}
      data-s={drawn[2]}
      data-w={drawn[3]}
      role="group"
      aria-label={label}
    >
      <span className="cg-zone-name" aria-hidden="true">
        <ZoneIcon icon={z.icon} size={14} />
        {name}
      </span>
      <PlaceTarget refName={`z:${name}`} marks={marks} text={label} />
      <Pieces list={here} all={view.pieces} marks={marks} />
    </div>
  );
}

function Room({
  view,
  slot,
  flip,
  marks,
}: {
  view: View;
  slot: number;
  flip: boolean;
  marks: Marks;
}): ReactElement {
  const t = useCT();
  const lang = useLang();
  const room = view.rooms[slot]!;
  const ref = `r:${slot}`;
  const row = (slot >> 1) * 2 + 1;
  const cols = (slot & 1) === 0 ? ['a', 'b'] : ['c', 'd'];
  const rows = [row + 1, row];
  const names = (flip ? [...rows].reverse() : rows).flatMap((r) =>
    (flip ? [...cols].reverse() : cols).map((c) => `${c}${r}`),
  );
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
      {title}
      {room.revealed && <span aria-hidden="true">{room.clockwise ? ' ↻' : ' ↺'}</span>}
    </span>
  );
  return (
    <section
      className={`cg-room${room.revealed ? ' up' : ' down'}${target ? ' is-target' : ''}`}
      aria-label={title}
    >
      <header className="cg-room-head">
        {target ? (
          <button
            type="button"
            className="cg-room-btn target"
            data-ref={ref}
            onClick={() => marks.onPoint(ref)}
          >
            {head}
            <span className="sr-only">: {marks.label(ref)}</span>
          </button>
        ) : (
          head
        )}
        {extras.length > 0 && <span className="cg-room-extra">{extras.join(' · ')}</span>}
      </header>
      {room.revealed ? (
        <div className="cg-zones">
          {names.map((n) => (
            <Zone key={n} view={view} name={n} flip={flip} marks={marks} />
          ))}
        </div>
      ) : (
        <div className="cg-back">
          <Emblem code={null} size={30} />
          {beside.length > 0 && (
            <span className="cg-beside">
              {t('faceDown', { n: beside.length })}
              <Pieces list={beside} all={view.pieces} marks={marks} />
            </span>
          )}
        </div>
      )}
    </section>
  );
}

function StartZone({
  view,
  seat,
  flip,
  marks,
  far,
}: {
  view: View;
  seat: 'yellow' | 'blue';
  flip: boolean;
  marks: Marks;
  /** The end away from the viewer, where its characters leave the labyrinth. */
  far: boolean;
}): ReactElement {
  const t = useCT();
  const letter = seat === 'yellow' ? 'Y' : 'B';
  const sides = flip ? ['e', 'w'] : ['w', 'e'];
  return (
    <section className={`cg-start seat-${seat}`} aria-label={t('startZone', { seat: t(seat) })}>
      {far && marks.targets.has('z:out') && (
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
      {sides.map((side) => {
        const base = `${letter}${side}`;
        const here = view.pieces.filter((p) => p.place?.startsWith(base));
        const places = [...marks.targets].filter((r) => r.startsWith(`z:${base}`));
        return (
          <div key={side} className="cg-start-half" data-zone={base}>
            <span className="cg-zone-name">
              {t(seat)} · {t(`side.${side}` as 'side.w')}
            </span>
            {places.map((r) => (
              <PlaceTarget key={r} refName={r} marks={marks} text={r} />
            ))}
            <Pieces list={here} all={view.pieces} marks={marks} />
          </div>
        );
      })}
    </section>
  );
}

export function Board({ view, marks }: { view: View; marks: Marks }): ReactElement {
  const flip = view.viewer === 'blue';
  const slots = view.rooms.map((r) => r.slot);
  const roomRows: number[][] = [];
  for (let i = 0; i < slots.length; i += 2)
    roomRows.push(flip ? [slots[i + 1]!, slots[i]!] : [slots[i]!, slots[i + 1]!]);
  if (!flip) roomRows.reverse();
  return (
    <div className="cg-board" data-testid="card-board">
      <StartZone view={view} seat={flip ? 'yellow' : 'blue'} flip={flip} marks={marks} far />
      {roomRows.map((pair) => (
        <div className="cg-room-row" key={pair.join('-')}>
          {pair.map((slot) => (
            <Room key={slot} view={view} slot={slot} flip={flip} marks={marks} />
          ))}
        </div>
      ))}
      <StartZone view={view} seat={flip ? 'blue' : 'yellow'} flip={flip} marks={marks} far={false} />
    </div>
  );
}
