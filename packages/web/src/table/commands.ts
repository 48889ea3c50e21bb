// A room's commands (place the set-up token, reveal, rotate after a preview) and the selected
// character's directed abilities (one at once, a menu when several point the same way).
import type { DirName } from '@dt/engine';
import type { RoomCommand } from '../board/Board.tsx';
import { dirActionKey } from '../board/layers/Marks.tsx';
import type { Key } from '../i18n.ts';
import type { TableInput } from './input.ts';
import { tokenRooms } from './planned.ts';

export function onRoom(i: TableInput, slot: number, cmd: RoomCommand): void {
  const { ui, view, plan, t } = i;
  const room = i.choices?.rooms.get(slot);
  if (cmd === 'token') {
    const a = ui.token ? tokenRooms(view, i.choices, plan, ui.token).get(slot) : undefined;
    if (!a) return;
    if (plan) {
      i.send({ type: 'token', piece: null });
      return plan.onPlan(a);
    }
    return i.act(a);
  }
  if (cmd === 'reveal' && room?.reveal) return i.act(room.reveal);
  const rot = room?.rotate.find((a) => a.type === 'rotate' && a.clockwise === (cmd === 'cw'));
  if (!rot) return;
  const name = view.rooms[slot]?.name ?? '';
  i.send({
    type: 'pending',
    pending: {
      action: rot,
      preview: true,
      text: t('rotatePreview', { n: slot + 1, room: name, dir: t(cmd === 'cw' ? 'cw' : 'ccw') }),
    },
  });
}

export function onDir(i: TableInput, d: DirName): void {
  const { t } = i;
  const list = i.pc?.dirs.get(d);
  if (!list) return;
  if (list.length === 1) return i.act(list[0]!);
  const square = i.view.pieces.find((p) => p.id === i.sel)?.square ?? null;
  i.send({
    type: 'menu',
    menu: {
      title: t(`dir.${d}` as Key),
      square,
      options: list.map((a) => ({ action: a, label: t(dirActionKey(a)) })),
    },
  });
}
