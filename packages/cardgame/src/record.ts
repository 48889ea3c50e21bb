// Game records: a configuration, a seed and the actions in the action notation
// (action-notation.ts), one per line, from which the game replays identically (the kernel's
// record envelope).
//
//   DT-CardGame record 1
//   config {"scenario":"tutorial-1"}
//   seed 42
//   starters yellow yMk@w,yNg@e
//   deal blue bRp 2
//   facing yellow yMk:t,yNg:c
//   move yNg                      (a movement begins: 1 AP; then one decision per line)
//   step c1                       (places: zones a1..d<rows>, starting-zone places Ywt, "out")
//   take yRp                      (also: drop yRp, give yKy yMk)
//   step out                      (escaping through the opponent's starting zone ends it)
//   stop
//   jump yMk out jump
//   combat blue 0                 (berserker: "combat yellow 2,5")
import {
  makeRecordText,
  parseRecordText,
  replayRecord,
  type GameRecord as KernelRecord,
  type RecordFormat,
} from '@dt/kernel';
import { makeAction, parseAction } from './action-notation.ts';
import { apply } from './game.ts';
import { newGame } from './setup.ts';
import type { State } from './state.ts';
import type { Action, GameConfig, Result } from './types.ts';

export type GameRecord = KernelRecord<GameConfig, Action>;

/** The card game's records in the kernel's envelope (config, seed, one action per line). */
const FORMAT: RecordFormat<Action> = { header: 'DT-CardGame record 1', makeAction, parseAction };

export const makeRecord = (r: GameRecord): string => makeRecordText(FORMAT, r);
export const parseRecord = (text: string): Result<GameRecord> => parseRecordText(FORMAT, text);
/** Replays a record from its start; the error names the first action that fails. */
export const replay = (r: GameRecord): Result<State> => replayRecord({ newGame, apply, makeAction }, r);
