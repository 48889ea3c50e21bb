// The card game's view as text for `dt play --game cardgame`: the labyrinth as a grid of
// zones (4 wide, row 1 at yellow's end, printed from blue's end down), each zone with its room
// slot, icon and the cards in it, then the starting zones, hands, wheels and score. It draws
// the view only, so a seat's screen shows exactly what that seat may know.
import type { PieceView, View } from '@dt/cardgame';

const ICON: Record<string, string> = { triangle: 't', square: 's', circle: 'c', gear: 'g' };
const WIDTH = 18;

const label = (p: PieceView): string =>
  (p.state === 'wounded' ? '*' : '') + p.id + (p.carriedBy ? `>${p.carriedBy}` : '');

export function renderCardgame(v: View): string {
  const at = new Map<string, string[]>();
  for (const p of v.pieces) {
    if (!p.place) continue;
    const key = /^[YB]/.test(p.place) ? p.place.slice(0, 2) : p.place;
    at.set(key, [...(at.get(key) ?? []), label(p) + (/^[YB]..$/.test(p.place) ? `(${p.place[2]})` : '')]);
  }
  const rows = v.zones.length / 4;
  const cell = (s: string): string => (s.length > WIDTH ? s.slice(0, WIDTH - 1) + '…' : s.padEnd(WIDTH));
  const lines: string[] = [];
  const start = (seat: 'Y' | 'B'): string =>
    `${seat === 'Y' ? 'yellow' : 'blue'} start  west: ${(at.get(`${seat}w`) ?? []).join(' ') || '-'}   east: ${(at.get(`${seat}e`) ?? []).join(' ') || '-'}`;
  lines.push(start('B'));
  for (let r = rows; r >= 1; r--) {
    const row = v.zones.filter((z) => Number(z.name.slice(1)) === r);
    lines.push(row.map((z) => cell(`${z.name} [${z.slot}${z.icon ? ICON[z.icon] : '?'}]`)).join(' '));
    lines.push(row.map((z) => cell(`  ${(at.get(z.name) ?? []).join(' ')}`)).join(' '));
  }
  lines.push(start('Y'));
  lines.push('');
  for (const room of v.rooms)
    lines.push(
      `room ${room.slot}: ` +
        (room.revealed
          ? `${room.name}, turned ${room.orientation}, portcullis ${room.portcullis}${room.wallsBroken ? ', walls broken' : ''}`
          : 'face down') +
        (room.faceDown[0] + room.faceDown[1]
          ? `; face-down cards: ${room.faceDown[0]} yellow, ${room.faceDown[1]} blue`
          : ''),
    );
  const off = v.pieces.filter((p) => !p.place && p.room === null && p.state !== 'pool');
  if (off.length) lines.push(`off the table: ${off.map((p) => `${p.id} ${p.state}`).join(', ')}`);
  for (const [i, seat] of (['yellow', 'blue'] as const).entries()) {
    const h = v.hands[i]!;
    lines.push(
      `${seat}: ${v.vp[i]} VP of ${v.vpTarget}, wheel ${v.wheels[i]} AP, Combat cards ` +
        `${h.combat ? h.combat.join(',') || '-' : `${h.combatCount} hidden`}, ${h.jumps} Jump, broken wall ${h.wallCard ? 'yes' : 'no'}`,
    );
  }
  lines.push(
    `${v.title}: turn ${v.turn}, ${v.phase}, ${v.active} active` +
      (v.moving ? `; ${v.moving.piece} moving, ${v.moving.steps}/${v.moving.maxSteps} steps` : '') +
      (v.combat
        ? `; combat ${v.combat.initiator} vs ${v.combat.target}, strengths ${v.combat.strength.join('-')}`
        : '') +
      (v.winner ? `; result: ${v.winner} (${v.endReason})` : ''),
  );
  return lines.join('\n');
}
