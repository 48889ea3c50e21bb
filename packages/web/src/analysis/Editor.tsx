// The position editor by pointing (issue 42 item 2): the analysis board's position on the board
// and every piece of the game in a list; choose a piece (on the board or in the list), then point
// at a square to put it there, or at a character to have it carry the piece chosen; take it off
// the board, mark it wounded, set whose turn it is and the AP left. Each edit goes through the
// engine (editor.ts); a refused one is said in words and changes nothing. "Done" hands the
// position to the analysis board with everything known.
import { useMemo, useRef, useState } from 'react';
import { view as viewOf, type State } from '@dt/engine';
import { Board } from '../board/Board.tsx';
import { margins, viewBox } from '../board/geometry.ts';
import { useLang } from '../i18n.ts';
import { useSettings } from '../settings.ts';
import { useFit, useMedia } from '../table/fit.ts';
import { pieceWord } from '../words.ts';
import { edit, pieceList, pointedPiece, type Edit, type Listed } from './editor.ts';
import { EditorPanel } from './EditorPanel.tsx';
import { useAT } from './words.ts';

export function Editor(props: { start: State; onDone: (s: State) => void; onCancel: () => void }) {
  const at = useAT();
  const lang = useLang();
  const { settings } = useSettings();
  const [pos, setPos] = useState(props.start);
  const [selected, setSelected] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const view = useMemo(() => viewOf(pos, 'spectator'), [pos]);
  const pieces = useMemo(() => pieceList(pos), [pos]);
  const portrait = useMedia('(orientation: portrait)');
  const wrap = useRef<HTMLDivElement>(null);
  const box = viewBox({ h: view.height, flip: false, portrait }, margins(settings.coordinates));
  const size = useFit(wrap, box.w, box.h, portrait);
  const noop = () => undefined;

  const run = (e: Edit, keep = false) => {
    const r = edit(pos, e);
    if (!r.ok) return setMessage(at('editRefused', { message: namesIn(r.message) }));
    setMessage(null);
    setPos(r.state);
    if (!keep) setSelected(null);
  };
  // The engine names pieces by code ("yNg"); the player reads their names.
  const namesIn = (m: string) =>
    m.replace(/\b[yb][A-Z][A-Za-z]\b/g, (code) => (listed(code) ? pieceWord(code, lang) : code));
  const listed = (code: string | null): Listed | undefined => pieces.find((p) => p.code === code);
  const onPiece = (code: string) => {
    const pointed = listed(code);
    const e = pointed && pointedPiece(listed(selected), pointed);
    if (e) return run(e);
    setMessage(null);
    setSelected(selected === code ? null : code);
  };
  const onSquare = (square: string) => {
    if (!selected) return setMessage(at('editChooseFirst'));
    run({ kind: 'place', piece: selected, square });
  };
  return (
    <div className="game analysis-editor" data-testid="editor">
      <div className="board-wrap" ref={wrap} tabIndex={0} role="region" aria-label={at('editTitle')}>
        <Board
          view={view}
          flip={false}
          portrait={portrait}
          coordinates={settings.coordinates}
          size={size}
          choices={null}
          selected={selected}
          pieceChoices={null}
          path={null}
          onSquare={onSquare}
          onMiss={onSquare}
          onPiece={onPiece}
          onRoom={noop}
          onDir={noop}
          onHover={noop}
        />
      </div>
      <EditorPanel
        pos={pos}
        pieces={pieces}
        selected={selected}
        selectedName={selected ? pieceWord(selected, lang) : null}
        message={message}
        onSelect={(code) => {
          setMessage(null);
          setSelected(code === selected ? null : code);
        }}
        onEdit={run}
        onDone={() => props.onDone(pos)}
        onCancel={props.onCancel}
      />
    </div>
  );
}
