// The player's settings on this device: coordinates on the board's edges, confirming the end
// of a turn with action points left, how fast the opponent's actions are played out, and sounds.
// Kept in localStorage; a context hands them to every screen.
import { createContext, useContext } from 'react';

export interface Settings {
  coordinates: boolean;
  confirmEnd: boolean;
  /** Milliseconds each of the opponent's actions stays on screen before the next (0: at once). */
  paceMs: number;
  /** Short synthesised sounds for moves, combats and escapes (off by default). */
  sounds: boolean;
}

export const PACES = [1000, 700, 300, 0] as const;
export const DEFAULT_SETTINGS: Settings = {
  coordinates: false,
  confirmEnd: true,
  paceMs: 700,
  sounds: false,
};
const KEY = 'dt.settings';

export function loadSettings(): Settings {
  try {
    const raw = typeof localStorage !== 'undefined' ? localStorage.getItem(KEY) : null;
    const s = raw ? (JSON.parse(raw) as Partial<Settings>) : {};
    return {
      coordinates: typeof s.coordinates === 'boolean' ? s.coordinates : DEFAULT_SETTINGS.coordinates,
      confirmEnd: typeof s.confirmEnd === 'boolean' ? s.confirmEnd : DEFAULT_SETTINGS.confirmEnd,
      paceMs:
        typeof s.paceMs === 'number' && s.paceMs >= 0 && s.paceMs <= 5000
          ? s.paceMs
          : DEFAULT_SETTINGS.paceMs,
      sounds: typeof s.sounds === 'boolean' ? s.sounds : DEFAULT_SETTINGS.sounds,
    };
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export function saveSettings(s: Settings): void {
  localStorage.setItem(KEY, JSON.stringify(s));
}

export const SettingsContext = createContext<{ settings: Settings; set: (s: Settings) => void }>({
  settings: DEFAULT_SETTINGS,
  set: () => undefined,
});
export const useSettings = () => useContext(SettingsContext);
