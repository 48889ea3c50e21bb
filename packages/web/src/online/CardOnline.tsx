// A card game on the server, drawn on the card game's own table (Board, Hand, Panel,
// CombatBox from ../cardgame): this seat's view and legal actions are all the page holds,
// both as the server sent them. OnlineGame keeps the connection, the log, reconnection,
// the players and clocks, chat and rematches, and gives the buttons every online table has
// (offer a draw); this draws the table, the other seat's draw offer, and turns pointing into
// actions (the same pointing as the table on this device: ../cardgame/pointing.ts).
import { type ReactElement, type ReactNode } from 'react';
import type { Action, View } from '@dt/cardgame';
import { useAidKind } from '../aid-kind.ts';
import { useLang } from '../i18n.ts';
import { CombatBox } from '../cardgame/CombatBox.tsx';
import { LogList } from '../cardgame/LogList.tsx';
import { usePointing } from '../cardgame/pointing.ts';
import { ChoicePanel, ResultBox, TableMain, tableData, tableStatus } from '../cardgame/TableParts.tsx';
import { useCT } from '../cardgame/strings.ts';
import { eventWords } from '../cardgame/words.ts';
import { DrawOffer } from '../panels/DrawOffer.tsx';
import '../cardgame/cardgame.css';

export interface CardOnlineProps {
  view: View;
  legal: Action[];
  /** Each frame's events, as the server redacted them for this seat. */
  log: Record<string, unknown>[][];
  version: number;
  /** What the server's side is doing while nothing can be played (`data-busy`). */
  busy?: 'thinking' | null;
  feedback: string | null;
  onAct: (a: Action) => void;
  /** Players, clocks, connection and waiting notices (OnlineGame's). */
  status: ReactNode;
  /** The online game's own buttons beside the table's (OnlineGame's: offer a draw, undo). */
  controls: ReactNode;
  /** Links once the game is over (record, replay, lobby, rematch). */
  finished: ReactNode;
}

export function CardOnline(p: CardOnlineProps): ReactElement {
  // Rules on this screen is the card game's aid.
  useAidKind('cardgame');
  const t = useCT();
  const lang = useLang();
  const { view, legal } = p;
  const pointing = usePointing(view, legal, p.version, p.onAct);
  const { choices, marks } = pointing;
  const play = p.onAct;
  const seat: 0 | 1 = view.viewer === 'blue' ? 1 : 0;
  const over = view.phase === 'over';
  const status = tableStatus(view, t);
  const lines = p.log.flat().flatMap((e) => eventWords(e, lang) ?? []);
  return (
    <main
      className="cg-table"
      data-testid="card-table"
      data-online="true"
      data-viewer={view.viewer}
      data-version={p.version}
      data-busy={p.busy ?? ''}
      {...tableData(view, choices)}
    >
      <TableMain view={view} seat={seat} marks={marks} />
      <div className="cg-side">
        <p className="cg-status" role="status">
          {status}
        </p>
        {p.status}
        {over && <ResultBox view={view}>{p.finished}</ResultBox>}
        <CombatBox view={view} />
        {!over && <DrawOffer viewer={view.viewer} drawOffer={view.drawOffer} onAnswer={play} />}
        {!over && legal.length > 0 && (
          <ChoicePanel
            view={view}
            pointing={pointing}
            onPlay={(c) => {
              pointing.cancel();
              play(c.action);
            }}
          />
        )}
        <p
          className={p.feedback ? 'cg-feedback error' : 'cg-feedback'}
          aria-live="polite"
          data-testid="card-feedback"
        >
          {p.feedback ?? ''}
        </p>
        {!over && view.viewer !== 'spectator' && (
          <p className="cg-choices">
            {p.controls}
            <button
              type="button"
              onClick={() => {
                if (window.confirm(t('confirmResign')))
                  play({ type: 'resign', seat: view.viewer as 'yellow' });
              }}
            >
              {t('resign')}
            </button>
          </p>
        )}
        <LogList lines={lines} />
      </div>
    </main>
  );
}
