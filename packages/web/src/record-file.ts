// A game's record saved as a text file (`.dtr`, R24), for a game of any kind on this device.
import { recordText, type GameSession, type GameTypes } from './game-session.ts';

export function downloadRecord<T extends GameTypes>(session: GameSession<T>): void {
  const url = URL.createObjectURL(new Blob([recordText(session)], { type: 'text/plain' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `dungeon-twister-${session.config.scenario}-${session.seed}.dtr`;
  a.click();
  // The click has started the download; the address is then of no more use.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
