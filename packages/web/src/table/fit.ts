// Sizing the board to the screen: it fills its box. On a phone held upright the board lies two
// rooms across, fills the width and scrolls down in its box, with squares never under
// MIN_SQUARE pixels. Anywhere else the whole board fits its box, as large as the box allows:
// a board 22 squares long beside the controls cannot keep 36 px squares on a phone held
// sideways (844 px), and a board that pans sideways hides half the game (issue 38 item 2).
import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { S } from '../board/geometry.ts';

/** The smallest square a finger hits reliably (pixels). */
export const MIN_SQUARE = 36;

/** A media query's current answer, following changes (false where there is no matchMedia). */
export function useMedia(query: string): boolean {
  const get = () => typeof matchMedia === 'function' && matchMedia(query).matches;
  const [on, setOn] = useState(get);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const m = matchMedia(query);
    const onChange = () => setOn(m.matches);
    m.addEventListener('change', onChange);
    onChange();
    return () => m.removeEventListener('change', onChange);
  }, [query]);
  return on;
}

/**
 * The board's pixel size in its box: fit to the width only (`widthOnly`, the box scrolls down,
 * squares stay at least MIN_SQUARE) or to both sides (never wider than the box). Null until
 * measured (or without ResizeObserver), when the board's CSS width applies.
 */
export function useFit(
  box: RefObject<HTMLElement | null>,
  w: number,
  h: number,
  widthOnly: boolean,
): { width: number; height: number } | null {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver !== 'function') return;
    const measure = () => {
      const cw = el.clientWidth;
      const ch = el.clientHeight;
      if (cw === 0) return;
      const fit = widthOnly ? cw / w : Math.min(cw / w, ch / h);
      const scale = widthOnly ? Math.max(fit, MIN_SQUARE / S) : fit;
      const next = { width: Math.floor(w * scale), height: Math.floor(h * scale) };
      setSize((old) => (old && old.width === next.width && old.height === next.height ? old : next));
    };
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    measure();
    return () => ro.disconnect();
  }, [box, w, h, widthOnly]);
  return size;
}
