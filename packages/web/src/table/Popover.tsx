// A menu that opens next to the square it is about (the several ways to arrive somewhere, the
// actions on a target), inside the board's scrolling box so it moves with the board.
import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

export function Popover(props: {
  box: RefObject<HTMLElement | null>;
  /** The element it is next to, found in the box (null: the box's top-left corner). */
  anchor: string | null;
  label: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [pos, setPos] = useState<{ left: number; top: number } | null>(null);
  useLayoutEffect(() => {
    const box = props.box.current;
    const me = ref.current;
    if (!box || !me) return;
    const target = props.anchor ? box.querySelector(props.anchor) : null;
    const b = box.getBoundingClientRect();
    if (!target) return setPos({ left: box.scrollLeft + 8, top: box.scrollTop + 8 });
    const r = target.getBoundingClientRect();
    const x = r.left - b.left + box.scrollLeft;
    const y = r.top - b.top + box.scrollTop;
    const w = me.offsetWidth;
    const h = me.offsetHeight;
    // Beside the square, on the side with room, kept inside the visible part of the box.
    const right = x + r.width + 6;
    let left = right + w <= box.scrollLeft + box.clientWidth ? right : x - w - 6;
    left = Math.max(box.scrollLeft + 4, Math.min(left, box.scrollLeft + box.clientWidth - w - 4));
    const top = Math.max(box.scrollTop + 4, Math.min(y, box.scrollTop + box.clientHeight - h - 4));
    setPos({ left, top });
  }, [props.anchor, props.box]);
  return (
    <div
      ref={ref}
      className="popover prompt"
      role="dialog"
      aria-label={props.label}
      data-testid="menu"
      style={pos ? { left: pos.left, top: pos.top } : { visibility: 'hidden', left: 0, top: 0 }}
    >
      <p>{props.label}</p>
      {props.children}
    </div>
  );
}
