// Pointing at the card table, shared by the table on this device (CardTable) and the online
// table (CardOnline): the selected card, the "which one?" question when a click leaves several
// actions open, the marks the board draws from them, and Escape to let go. A new position
// (`version`) makes a half-made choice meaningless, so it is dropped.
import { useEffect, useMemo, useState } from 'react';
import type { Action, View } from '@dt/cardgame';
import { useLang } from '../i18n.ts';
import type { Marks } from './Board.tsx';
import { choiceOf, click, offer, type Choice, type Offer, type Ref } from './choices.ts';
import { useCT } from './strings.ts';
import { actionWords } from './words.ts';

export interface Pointing {
  choices: Choice[];
  offer: Offer;
  selected: Ref | null;
  pending: Choice[] | null;
  marks: Marks;
  /** Clicks on a card, zone or room. */
  point: (ref: Ref) => void;
  /** Lets go of the selection and the question. */
  cancel: () => void;
}

export function usePointing(
  view: View,
  legal: Action[],
  version: number,
  play: (a: Action) => void,
): Pointing {
  const t = useCT();
  const lang = useLang();
  const [selected, setSelected] = useState<Ref | null>(null);
  const [pending, setPending] = useState<Choice[] | null>(null);
  const choices = useMemo(() => legal.map(choiceOf), [legal]);
  const o = offer(choices, selected);
  const cancel = () => {
    setSelected(null);
    setPending(null);
  };
  useEffect(cancel, [version]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') cancel();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const point = (ref: Ref) => {
    const c = click(choices, selected, ref);
    if (c.kind === 'play') {
      cancel();
      play(c.choice.action);
    } else if (c.kind === 'ask') {
      setPending(c.choices);
      // A card that is a target and has actions of its own: its targets light up as well.
      if (o.sources.has(ref)) setSelected(ref);
    } else if (c.kind === 'select') {
      setSelected(ref);
      setPending(null);
    } else {
      setSelected(ref === selected ? null : ref);
      setPending(null);
    }
  };
  const label = (ref: Ref): string | null => {
    const here = choices.filter((c) => c.target === ref && (c.source === selected || !c.source));
    return here.length === 1 ? actionWords(here[0]!.action, lang, view) : here.length ? t('which') : null;
  };
  const marks: Marks = { sources: o.sources, targets: o.targets, selected, label, onPoint: point };
  return { choices, offer: o, selected, pending, marks, point, cancel };
}

/** Where the character moving now stands, if a movement is under way (the tables' `data-moving`). */
export function movingPlace(view: View): string | null {
  return view.moving ? (view.pieces.find((p) => p.id === view.moving!.piece)?.place ?? null) : null;
}
