// Pointing at a square of the board: a set-up place, the selected piece's destination (its
// shortest movement with the tokens pointed at on the way, or a jump; a menu when the square
// also holds a piece it can act on), a token on the way, or a square where nothing acts (why,
// from the engine).
import type { Action } from '@dt/engine';
import type { Key } from '../i18n.ts';
import { pieceWord } from '../words.ts';
import { refuse, type TableInput } from './input.ts';
import { sameMark, type Mark } from './route.ts';

export function onSquare(i: TableInput, sq: string): void {
  const { choices, pc, aim, view, t, tw, lang } = i;
  if (!choices) return;
  const place = choices.place.get(sq);
  if (place) return i.act(place);
  if (!pc || !aim) return;
  const jump = pc.jumps.get(sq);
  const move = aim.route(sq);
  const walk = move ? [{ action: move as Action, label: tw('walkThere') }] : [];
  // A destination's mark covers the piece lying there: its target actions (heal, attack) join the choice.
  const lying = view.pieces.find((p) => p.square === sq && pc.targets.has(p.id));
  if (lying && move)
    return i.send({
      type: 'menu',
      menu: {
        title: pieceWord(lying.id, lang),
        square: sq,
        options: [
          ...pc.targets.get(lying.id)!.map((a) => ({
            action: a,
            label: `${t(a.type as Key)}${t('colon')} ${pieceWord(lying.id, lang)}`,
          })),
          ...walk,
        ],
      },
    });
  if (jump && move)
    return i.send({
      type: 'menu',
      menu: { title: t('jump'), square: sq, options: [{ action: jump, label: tw('jumpThere') }, ...walk] },
    });
  if (jump || move) return i.act((jump ?? move)!);
}

/** A token on the way: chosen, or when chosen already and its square can be reached so, gone to. */
export function onSpot(i: TableInput, m: Mark): void {
  const go = i.ui.marks.some((k) => sameMark(k, m)) ? i.aim?.route(m.square) : null;
  if (go) return i.act(go);
  i.send({ type: 'mark', mark: m });
}

/** A square pointed at where nothing acts: why not, from the engine. */
export function onMiss(i: TableInput, sq: string): void {
  const { view, sel } = i;
  if (!i.choices && view.phase !== 'over') return refuse(i, { type: 'square', piece: '', square: sq });
  if (sel) {
    if (view.pieces.some((p) => p.id === sel && p.square === sq)) return;
    if (i.fullPc?.moves.has(sq)) return i.send({ type: 'refuse', reason: { code: 'MARKS' } });
    return refuse(i, { type: 'square', piece: sel, square: sq });
  }
  const [x, y] = [sq.charCodeAt(0) - 97, Number(sq.slice(1))];
  const slot = y >= 1 && y <= view.height - 2 ? Math.floor((y - 1) / 5) * 2 + Math.floor(x / 5) : -1;
  if (view.rooms[slot] && !view.rooms[slot]!.revealed) refuse(i, { type: 'reveal', room: slot });
}
