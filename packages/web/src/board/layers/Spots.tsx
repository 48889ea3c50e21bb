// The tokens (and friends) a selected character's movements can pick up (or hand its object
// to) on the way: each gets a ring in its square's corner, drawn above the destination marks,
// so pointing at the token chooses the exchange (again: goes there and makes it) while the
// rest of the square stays a destination. Chosen ones are filled and ticked. From the engine's legal movements only.
import type { View } from '@dt/engine';
import { useLang } from '../../i18n.ts';
import { sameMark, type Mark } from '../../table/route.ts';
import { tableWords } from '../../table/strings.ts';
import { pieceWord } from '../../words.ts';
import { at, S, sqXY, type Frame } from '../geometry.ts';
import { activate } from '../input.ts';

export function Spots(props: {
  view: View;
  f: Frame;
  spots: ReadonlyMap<string, Mark[]>;
  marks: readonly Mark[];
  onSpot: (m: Mark) => void;
}) {
  const lang = useLang();
  const tw = tableWords(lang);
  const out = [];
  for (const list of props.spots.values())
    for (const m of list) {
      // A token lies on its square; a give goes to the friend standing there.
      const p = props.view.pieces.find((q) =>
        m.op === 'give'
          ? q.square === m.square && q.kind === 'character' && q.state !== 'wounded' && !q.carriedBy
          : q.id === m.item && q.square === m.square && !q.carriedBy,
      );
      if (!p) continue;
      // A badge in the square's top corner, over the token's edge: the square's centre stays
      // the destination, so pointing at the middle of a token's square still goes there.
      const [sx, sy] = at(props.f, ...sqXY(m.square));
      const cx = sx + S * 0.24;
      const cy = sy + S * 0.24;
      const on = props.marks.some((k) => sameMark(k, m));
      const what = tw(m.op === 'give' ? 'spotGive' : 'spotTake', {
        item: pieceWord(m.item, lang),
        friend: pieceWord(p.id, lang),
      });
      const name = on ? tw('spotOn', { what }) : what;
      out.push(
        <g
          key={`${m.op}${m.item}${m.square}`}
          className={on ? 'spot on' : 'spot'}
          data-spot={m.item}
          data-square={m.square}
          aria-pressed={on}
          {...activate(() => props.onSpot(m))}
          aria-label={name}
        >
          <title>{name}</title>
          <circle cx={cx} cy={cy} r={S * 0.22} />
          {on && <path d={`M ${cx - 4.5} ${cy} l 3 4 l 6 -8`} className="tick" />}
        </g>,
      );
    }
  return <g className="spots">{out}</g>;
}
