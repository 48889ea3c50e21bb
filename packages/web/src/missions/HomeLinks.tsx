// The home screen's way to the missions and the puzzles (one line there: <SoloLinks />).
import { useLang } from '../i18n.ts';
import { MISSION_IDS } from './ids.ts';
import { loadStars } from './progress.ts';
import { missionWords } from './words.ts';

export function SoloLinks() {
  const w = missionWords(useLang());
  const stars = loadStars();
  const won = MISSION_IDS.reduce((n, id) => n + (stars[id] ?? 0), 0);
  return (
    <nav className="row solo-links" aria-label={w('missions')} data-testid="solo-links">
      <a className="button-link" href="#/missions">
        {w('missions')} · ★ {won}/{MISSION_IDS.length * 3}
      </a>
      <a className="button-link" href="#/puzzle">
        {w('puzzleOfDay')}
      </a>
    </nav>
  );
}
