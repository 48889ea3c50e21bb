// The optional timer (R21) of a game on this device, for every kind: while a deadline runs the
// clock ticks (four times a second, for the seconds left on screen), and when it passes the host
// issues the timeout (`onTimeout`), as the server does for a game online.
import { useEffect, useRef, useState } from 'react';

/** The time now (ms), kept current while `due` runs. */
export function useDeadline(due: number | null, onTimeout: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  // The latest callback: it reads the session of the latest render.
  const timeout = useRef(onTimeout);
  timeout.current = onTimeout;
  useEffect(() => {
    if (due === null) return;
    const id = setInterval(() => {
      const n = Date.now();
      setNow(n);
      if (n >= due) timeout.current();
    }, 250);
    return () => clearInterval(id);
  }, [due]);
  return now;
}
