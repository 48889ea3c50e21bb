// What the table's handlers of pointing and keys read and do (squares.ts, pieces.ts,
// commands.ts, dots.ts, keys.ts): the seat's view and legal actions, the interaction state and
// its dispatch, the selection and what it may do, and the way to take an action. Made once per
// render by useTableModel.ts; the handlers are plain functions of it.
import type { Dispatch } from 'react';
import { explain, type Action, type Intent, type View } from '@dt/engine';
import type { Lang, T } from '../i18n.ts';
import type { Choices, PieceChoices } from '../intents.ts';
import type { Pointing } from './pointing.ts';
import type { Plan } from './props.ts';
import type { TableEvent, TableState } from './state.ts';
import type { TT } from './strings.ts';

export interface TableInput {
  view: View;
  legal: Action[];
  /** The legal actions sorted by what they are about (null: nothing to decide). */
  choices: Choices | null;
  ui: TableState;
  send: Dispatch<TableEvent>;
  /** The selected piece, while it still has something to do. */
  sel: string | null;
  /** Everything it may do. */
  fullPc: PieceChoices | null;
  /** The same, each destination narrowed to the movement the tokens pointed at make. */
  pc: PieceChoices | null;
  aim: Pointing | null;
  /** Takes an action: the interaction state closes its menus, the host plays it. */
  act: (a: Action) => void;
  t: T;
  tw: TT;
  lang: Lang;
  plan: Plan | null;
  preview?: (a: Action) => View | null;
  /** Ending the turn with action points left asks first (a setting). */
  confirmEnd: boolean;
}

/** Why what was pointed at did nothing, from the engine. */
export const refuse = (i: TableInput, intent: Intent): void =>
  i.send({ type: 'refuse', reason: explain(i.view, i.legal, intent) });
