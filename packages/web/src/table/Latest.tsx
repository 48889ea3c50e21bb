// What just happened, in words, under the board: kept scrolled to the newest line; a line under
// the pointer lights up what it names on the board.
import { useEffect, useRef } from 'react';
import { eventHighlight, type Highlight } from '../highlight.ts';

export function Latest(p: {
  lines: { text: string; e: Record<string, unknown> }[];
  onHighlight: (h: Highlight | null) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [p.lines.length]);
  if (!p.lines.length) return null;
  return (
    <div className="prompt latest" aria-live="polite" data-testid="latest" ref={ref} tabIndex={0}>
      {p.lines.map((line, n) => (
        <div
          key={n}
          onMouseEnter={() => p.onHighlight(eventHighlight(line.e))}
          onMouseLeave={() => p.onHighlight(null)}
        >
          {line.text}
        </div>
      ))}
    </div>
  );
}
