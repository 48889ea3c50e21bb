// Our own emblems for the card game's cards, drawn in SVG on a 24 x 24 grid: one small
// picture per character and object (the printed cards' art is not ours to copy). Strokes use
// the current colour so a card's colour and state restyle them.
import type { ReactElement } from 'react';

/** Path data per card code; several paths are joined into one stroke drawing. */
const PATHS: Record<string, string> = {
  // characters
  As: 'M12 2l2 11h-4zM8 13h8M12 13v4M10 19a2 2 0 1 0 4 0a2 2 0 1 0-4 0',
  Bs: 'M5 3l9 12M19 3l-9 12M8 17l-3 3M16 17l3 3M4 14l4 0M16 14h4',
  Bk: 'M12 3v18M12 5c-5 0-7 3-7 6c3-1 5-1 7 1M12 5c5 0 7 3 7 6c-3-1-5-1-7 1',
  Cl: 'M10 3h4v6h6v4h-6v8h-4v-8H4V9h6z',
  Co: 'M6 20V9l3-5h6l3 5v11zM9 11h2M13 11h2M9 16h6',
  Cb: 'M4 8c5-4 11-4 16 0M12 5v15M8 20h8M4 8l8 4l8-4',
  Da: 'M12 8v12M12 10C8 4 3 5 2 9c3 0 6 1 10 5M12 10c4-6 9-5 10-1c-3 0-6 1-10 5M10 5a2 2 0 1 0 4 0a2 2 0 1 0-4 0',
  Es: 'M4 20L20 4M20 4l-6 1M20 4l-1 6M4 20c0-6 3-10 8-12',
  Ge: 'M12 2l3 7h7l-6 4l2 8l-6-5l-6 5l2-8l-6-4h7z',
  Gh: 'M5 21V10a7 7 0 0 1 14 0v11l-3-2l-2 2l-2-2l-2 2l-2-2zM9 10h1M14 10h1',
  Gb: 'M7 10l-5-4l4 9M17 10l5-4l-4 9M7 10a5 6 0 0 0 10 0a5 5 0 0 0-10 0M10 11h1M13 11h1',
  Gl: 'M6 3h12v18H6zM9 8h2M13 8h2M9 14h6M6 11h12',
  Mk: 'M12 8a4 4 0 1 0 0.1 0M12 2v4M12 18v4M2 12h4M18 12h4M5 5l3 3M16 16l3 3M19 5l-3 3M8 16l-3 3',
  Ng: 'M18 4c-6-2-12 2-8 6s2 8-4 10M18 4l2 2M17 6l1-3',
  Pa: 'M12 2l8 3v6c0 6-4 9-8 11c-4-2-8-5-8-11V5zM12 7v10M8 11h8',
  Pp: 'M7 10h10l2 11H5zM9 10c0-5 6-5 6 0M12 14v3',
  Sa: 'M3 21L19 5M19 5l2-2M15 5l4 4M5 17l2 2',
  Tk: 'M12 9a3 3 0 1 0 0.1 0M5 18c4-3 10-3 14 0M3 21c5-4 13-4 18 0M12 3v2',
  Tp: 'M2 12c4-6 16-6 20 0c-4 6-16 6-20 0zM12 9a3 3 0 1 0 0.1 0',
  Th: 'M3 9c3-2 15-2 18 0c-1 4-5 5-9 3c-4 2-8 1-9-3zM7 10h2M15 10h2M12 14v7M12 21h3',
  Tl: 'M14 3c4 0 6 4 4 8l-8 10l-3-3l8-9c-2-2-3-6-1-6z',
  Ww: 'M3 5h18v14H3zM3 12h18M9 5v7M15 12v7M1 9l6 3l-6 3',
  Wa: 'M12 2v14M8 16h8M12 16v5M10 2h4',
  Wm: 'M4 4l14 14M20 4L6 18M4 18l2 2M20 18l-2 2M14 18l4-4M10 18l-4-4',
  Wz: 'M12 2l6 14H6zM4 16h16v3H4zM10 9l1 2M14 7l-1 3',
  // objects
  Ar: 'M6 4l3 2h6l3-2l2 5l-3 2v9H7v-9L4 9zM12 7v13',
  Bw: 'M6 3c8 4 8 14 0 18M6 3v18M6 12h14M17 9l3 3l-3 3',
  Fb: 'M12 22c-5 0-7-4-5-8c1 2 3 2 3 0c0-4 2-7 5-10c0 4 4 6 4 11c0 4-3 7-7 7z',
  Ky: 'M7 12a4 4 0 1 0 0.1 0M11 12h11M18 12v4M21 12v3',
  Sh: 'M5 3h14v8c0 6-3 9-7 11c-4-2-7-5-7-11zM5 9h14',
  Rp: 'M12 5a7 7 0 1 0 0.1 0M12 8a4 4 0 1 0 0.1 0M19 12c2 3 2 6 0 9',
  Si: 'M6 4h11a2 2 0 0 1 0 4H6zM6 8v12h11V8M9 12h5l-2-2M14 16H9l2 2',
  Sw: 'M12 2l2 3v11h-4V5zM7 16h10M12 16v6',
  Sp: 'M12 2l3 5h-6zM12 7v15M9 12h6M9 17h6',
  Tr: 'M3 10h18v10H3zM3 10c0-4 4-6 9-6s9 2 9 6M11 13h2v3h-2z',
};

/** The emblem of a card, by code without colour ("Ng", "Ky2"); a plain card back if unknown. */
export function Emblem({ code, size = 28 }: { code: string | null; size?: number }): ReactElement {
  const d = code ? PATHS[code.replace(/2$/, '')] : undefined;
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className="emblem"
    >
      {d ? (
        <path
          d={d}
          fill="none"
          stroke="currentColor"
          strokeWidth={1.7}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        // A card back: a twisted-dungeon diamond, the same on every hidden card.
        <path
          d="M12 3l8 9l-8 9l-8-9zM12 8l4 4l-4 4l-4-4z"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.5}
          strokeLinejoin="round"
        />
      )}
    </svg>
  );
}

/** Zone icons (triangle, square, circle, gear) as printed in a room's zones. */
export function ZoneIcon({ icon, size = 16 }: { icon: string | null; size?: number }): ReactElement | null {
  if (!icon) return null;
  const shape =
    icon === 'triangle' ? (
      <path d="M12 4l8 15H4z" />
    ) : icon === 'square' ? (
      <rect x={5} y={5} width={14} height={14} />
    ) : icon === 'circle' ? (
      <circle cx={12} cy={12} r={7.5} />
    ) : (
      <path d={PATHS.Mk!} />
    );
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className="zone-icon"
    >
      <g fill="none" stroke="currentColor" strokeWidth={2}>
        {shape}
      </g>
    </svg>
  );
}
