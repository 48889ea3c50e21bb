// Upright, the board scrolls in its box: it starts with the player's own end in sight, and
// stays there while the dock under it changes height, unless the player scrolled away.
import { useEffect, useRef, type RefObject } from 'react';

export function useBoardScroll(
  wrap: RefObject<HTMLDivElement | null>,
  portrait: boolean,
  deps: readonly unknown[],
): void {
  const atBottom = useRef(true);
  useEffect(() => {
    const el = wrap.current;
    if (!el || !portrait) return;
    const keep = () => {
      if (atBottom.current) el.scrollTop = el.scrollHeight;
    };
    const onScroll = () => (atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24);
    el.addEventListener('scroll', onScroll);
    const ro = typeof ResizeObserver === 'function' ? new ResizeObserver(keep) : null;
    ro?.observe(el);
    keep();
    return () => {
      el.removeEventListener('scroll', onScroll);
      ro?.disconnect();
    };
  }, [portrait, ...deps]);
}
