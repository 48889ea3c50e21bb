// A game log kept scrolled to its newest line, for every kind's log: the list follows the game
// as lines are added (the player may scroll back meanwhile).
import { useEffect, useRef, type RefObject } from 'react';

export function useNewest<E extends HTMLElement>(lines: number): RefObject<E | null> {
  const list = useRef<E>(null);
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines]);
  return list;
}
