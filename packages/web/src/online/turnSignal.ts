// "Your turn" where a player looks when the game is not in front of them: the page title
// ("(1) Your turn — Dungeon Twister") while it is their decision, and a browser notification
// when their turn comes while the tab is hidden. The notification needs the player's
// permission, asked only from a click (browsers refuse it otherwise).
import { useEffect, useRef, useState } from 'react';

/** Sets the page title while `count` > 0 (`title(count)`), and puts the previous one back after. */
export function useTitle(count: number, title: (n: number) => string): void {
  const text = count > 0 ? title(count) : null;
  useEffect(() => {
    if (text === null) return;
    const before = document.title;
    document.title = text;
    return () => {
      document.title = before;
    };
  }, [text]);
}

/** Shows a notification when `mine` turns true while the tab is hidden and notifications are allowed. */
export function useTurnNotification(
  mine: boolean,
  make: () => { title: string; body: string; tag: string },
): void {
  const was = useRef(mine);
  const latest = useRef(make);
  latest.current = make;
  useEffect(() => {
    const became = mine && !was.current;
    was.current = mine;
    if (!became || !document.hidden || !('Notification' in window)) return;
    if (Notification.permission !== 'granted') return;
    const { title, body, tag } = latest.current();
    const n = new Notification(title, { body, tag });
    n.onclick = () => {
      window.focus();
      n.close();
    };
  }, [mine]);
}

export type Permission = NotificationPermission | 'unsupported';

/** The notification permission, and a function to ask for it (call it from a click). */
export function useNotificationPermission(): [Permission, () => void] {
  const supported = typeof window !== 'undefined' && 'Notification' in window;
  const [state, setState] = useState<Permission>(supported ? Notification.permission : 'unsupported');
  const ask = () => {
    if (!supported) return;
    void Notification.requestPermission().then(setState);
  };
  return [state, ask];
}
