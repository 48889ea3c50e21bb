// The table's state and what it derives from its props each render: the interaction state
// (state.ts), the legal actions sorted by what they are about, the selection and what it may do
// (narrowed by the tokens pointed at on the way), and the handlers' input (input.ts).
import { useCallback, useMemo, useReducer } from 'react';
import type { Action } from '@dt/engine';
import { useLang, useT } from '../i18n.ts';
import { choices as choicesOf, type Choices } from '../intents.ts';
import { useSettings } from '../settings.ts';
import type { TableInput } from './input.ts';
import { pointing } from './pointing.ts';
import type { TableProps } from './props.ts';
import { initialTable, reduce } from './state.ts';
import { tableWords } from './strings.ts';

export function useTableModel(props: TableProps): TableInput {
  const { view, legal, onAct } = props;
  const t = useT();
  const lang = useLang();
  const { settings } = useSettings();
  const [ui, send] = useReducer(reduce, initialTable);
  const choices: Choices | null = useMemo(() => (legal.length ? choicesOf(legal) : null), [legal]);
  // A selection survives only while the piece still has something to do.
  const sel = ui.selected && choices?.pieces.has(ui.selected) ? ui.selected : null;
  const fullPc = sel && choices ? (choices.pieces.get(sel) ?? null) : null;
  // Moves by pointing: the tokens pointed at on the way narrow each destination to one movement.
  const aim = sel && fullPc ? pointing(view, sel, fullPc, ui.marks, ui.dropAtEnd) : null;
  const act = useCallback(
    (a: Action) => {
      send({ type: 'acted', action: a });
      onAct(a);
    },
    [onAct],
  );
  return {
    view,
    legal,
    choices,
    ui,
    send,
    sel,
    fullPc,
    pc: aim?.pc ?? null,
    aim,
    act,
    t,
    tw: tableWords(lang),
    lang,
    plan: props.tokenPlan ?? null,
    preview: props.preview,
    confirmEnd: settings.confirmEnd,
  };
}
