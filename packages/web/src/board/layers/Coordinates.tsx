// Square names on the board's edges (a setting): the letters of the columns and the numbers
// of the rows, as the log and the menus name squares ("d0 → b4"). They sit in the bottom and
// left margins, whichever way the board lies.
import { COLS } from '@dt/engine';
import { at, extent, S, type Frame, type Margins } from '../geometry.ts';

export function Coordinates({ f, m }: { f: Frame; m: Margins }) {
  const [, height] = extent(f);
  // A label beside square (x, y): in the left margin when the line of squares runs down the
  // screen, in the bottom margin when it runs across.
  const label = (key: string, text: string, x: number, y: number, runsAcross: boolean) => {
    const [sx, sy] = at(f, x, y);
    return runsAcross ? (
      <text key={key} x={sx + S / 2} y={height + m.bottom - 4} textAnchor="middle">
        {text}
      </text>
    ) : (
      <text key={key} x={-m.left / 2} y={sy + S / 2 + 4} textAnchor="middle">
        {text}
      </text>
    );
  };
  const out = [];
  for (let x = 0; x < COLS; x++) out.push(label('c' + x, String.fromCharCode(97 + x), x, 0, f.portrait));
  for (let y = 0; y < f.h; y++) out.push(label('r' + y, String(y), 0, y, !f.portrait));
  return (
    <g className="coords" aria-hidden="true">
      {out}
    </g>
  );
}
