// An undo online in words (issue 38 item 8): "Yellow took back: Yellow Naga moves c2 → c4."
// The server says only which seat took back how many actions; the page names them from the
// log it already shows this viewer (its own events, so nothing hidden is told).
import { translator, type Lang } from '../i18n.ts';
import { eventWords, seatWord } from '../words.ts';

export type Step = Record<string, unknown>[];

/** An undo with the log steps it took back. */
export interface Undone {
  seat: string;
  count: number;
  steps: Step[];
}

/** The last `n` steps of the log that said something (the ones an undo of n actions drops). */
export function lastSteps(log: readonly Step[], n: number): Step[] {
  const out: Step[] = [];
  for (let k = log.length - 1; k >= 0 && out.length < n; k--) if (log[k]!.length) out.unshift(log[k]!);
  return out;
}

/** The undo as a sentence; the count alone when the steps say nothing this viewer may read. */
export function undoneWords(u: Undone, lang: Lang): string {
  const t = translator(lang);
  const what = u.steps.flatMap((step) => step.flatMap((e) => eventWords(e, lang) ?? []));
  const seat = seatWord(u.seat, lang);
  return what.length
    ? t('online.tookBack', { seat, what: what.join(' ') })
    : t('online.undone', { seat, n: u.count });
}
