// The buttons at the end of a game on this device, of any kind: a rematch with the seats
// swapped, the replay of the game (saved under its id), the computer's review where the kind
// has one, the record to download, and the menu. The kind's table says who won above them.
import type { ReactElement } from 'react';
import { analysisTranslator } from '../analysis/words.ts';
import type { GameSession, GameTypes } from '../game-session.ts';
import { useLang, useT } from '../i18n.ts';
import { downloadRecord } from '../record-file.ts';
import { tableWords } from './strings.ts';

export interface LocalEndProps<S extends GameSession<GameTypes>> {
  session: S;
  /** The id the game is saved under, for its replay (none: a game not saved, as a mission's). */
  gameId?: string;
  /** Whether the kind has the computer's review of a finished game (the board's analysis). */
  review: boolean;
  onRematch: (s: S) => void;
  onExit: () => void;
}

export function LocalEnd<S extends GameSession<GameTypes>>(p: LocalEndProps<S>): ReactElement {
  const t = useT();
  const lang = useLang();
  return (
    <>
      <button className="primary" data-testid="rematch" onClick={() => p.onRematch(p.session)}>
        {t('rematch')}
      </button>
      {p.gameId && (
        <a className="button-link" href={`#/saved/${p.gameId}`} data-testid="replay-link">
          {tableWords(lang)('replayLink')}
        </a>
      )}
      {p.gameId && p.review && (
        <a className="button-link" href={`#/saved/${p.gameId}/review`} data-testid="review-link">
          {analysisTranslator(lang)('review')}
        </a>
      )}
      <button onClick={() => downloadRecord(p.session)}>{t('download')}</button>
      <button onClick={p.onExit}>{t('menu')}</button>
    </>
  );
}
