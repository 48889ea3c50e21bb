// Stepping through a recorded game, for every kind's replay viewer: the step on screen, the
// arrow keys (Home and End jump), playing by itself at a chosen speed, and the row of buttons
// (first, back, play or pause, next, last) with the step's words.
import { useEffect, useState, type ReactNode } from 'react';
import { useT } from '../i18n.ts';

export const SPEEDS = [0.5, 1, 2, 4] as const;

/** Media-player glyphs drawn as SVG (a font may lack ⏮ and ⏭). */
const ICONS = {
  first: 'M4 3h2v10H4z M14 3v10L7 8z',
  prev: 'M12 3v10L5 8z',
  next: 'M4 3v10l7-5z',
  last: 'M10 3h2v10h-2z M2 3v10l7-5z',
  play: 'M4 2v12l10-6z',
  pause: 'M3 2h4v12H3z M9 2h4v12H9z',
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg className="icon" viewBox="0 0 16 16" aria-hidden="true">
      <path d={ICONS[name]} fill="currentColor" />
    </svg>
  );
}

export interface Steps {
  i: number;
  n: number;
  setI: (i: number) => void;
  playing: boolean;
  setPlaying: (p: boolean) => void;
  speed: number;
  setSpeed: (s: number) => void;
}

/** The step on screen among `n`, opening at `start`, with the keys and the autoplay. */
export function useReplaySteps(n: number, start = 0): Steps {
  const [i, setI] = useState(start);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(1);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLSelectElement) return;
      if (e.key === 'ArrowRight') setI((k) => Math.min(n, k + 1));
      if (e.key === 'ArrowLeft') setI((k) => Math.max(0, k - 1));
      if (e.key === 'Home') setI(0);
      if (e.key === 'End') setI(n);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [n]);
  // Autoplay: one step every 1/speed seconds, stopping at the end.
  useEffect(() => {
    if (!playing) return;
    if (i >= n) return setPlaying(false);
    const id = setTimeout(() => setI(i + 1), 1000 / speed);
    return () => clearTimeout(id);
  }, [playing, i, n, speed]);
  return { i, n, setI, playing, setPlaying, speed, setSpeed };
}

/** The row of step buttons, then `children` (the step's words). */
export function StepButtons({ steps, children }: { steps: Steps; children?: ReactNode }) {
  const t = useT();
  const { i, n, setI, playing, setPlaying } = steps;
  const button = (name: keyof typeof ICONS, label: string, onClick: () => void, disabled: boolean) => (
    <button onClick={onClick} disabled={disabled} aria-label={label} title={label} data-control={name}>
      <Icon name={name} />
    </button>
  );
  return (
    <div className="row" role="toolbar" aria-label={t('replay')}>
      {button('first', t('first'), () => setI(0), i === 0)}
      {button('prev', t('prev'), () => setI(i - 1), i === 0)}
      {playing
        ? button('pause', t('pause'), () => setPlaying(false), false)
        : button('play', t('play'), () => setPlaying(true), i === n)}
      {button('next', t('next'), () => setI(i + 1), i === n)}
      {button('last', t('last'), () => setI(n), i === n)}
      {children}
    </div>
  );
}

/** The speed of the autoplay. */
export function SpeedField({ steps }: { steps: Steps }) {
  const t = useT();
  return (
    <label className="row">
      {t('speed')}
      <select name="speed" value={steps.speed} onChange={(e) => steps.setSpeed(Number(e.target.value))}>
        {SPEEDS.map((s) => (
          <option key={s} value={s}>
            {t('stepsPerSecond', { n: s })}
          </option>
        ))}
      </select>
    </label>
  );
}
