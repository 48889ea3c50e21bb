// Whether the board's box is wide enough to turn the labyrinth sideways (geometry.ts): measured
// by a ResizeObserver, so a window turned or resized redraws it, and nothing else does (the
// board keeps its orientation from one step to the next).
import { useLayoutEffect, useState, type RefObject } from 'react';
import { sidewaysFits } from './geometry.ts';

export function useSideways(box: RefObject<HTMLElement | null>, rows: number): boolean {
  const [sideways, setSideways] = useState(false);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0) setSideways(sidewaysFits(r.width, r.height, rows));
    };
    measure();
    // A page without the observer (a test's document) keeps the first measure.
    if (typeof ResizeObserver === 'undefined') return;
    const seen = new ResizeObserver(measure);
    seen.observe(el);
    return () => seen.disconnect();
  }, [box, rows]);
  return sideways;
}
