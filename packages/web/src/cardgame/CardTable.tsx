// A card game on this device: the table of the seat deciding now (drawn from its view only),
// hand-off screens between two people so neither sees the other's secrets, the computer's
// turns played out, the timer, feedback for every action, the log, tutorial guidance and the
// end (the shell's LocalEnd). The session and its host are useCardHost's; this file lays the
// table out. The game is the shell's (local-game.ts: started, resumed, saved under its id).
import type { ReactElement } from 'react';
import { useAidKind } from '../aid-kind.ts';
import { stateOf } from '../game-session.ts';
import { Handoff } from '../panels/Handoff.tsx';
import { CardLog, CardPlayingOut } from './CardLog.tsx';
import { CombatBox } from './CombatBox.tsx';
import { usePointing } from './pointing.ts';
import { touched } from './playback.ts';
import { useKeepGame } from '../useKeepGame.ts';
import { LocalEnd } from '../table/LocalEnd.tsx';
import type { CardGame, CardSession } from './session.ts';
import { useCT } from './strings.ts';
import { ChoicePanel, ResultBox, TableMain, tableData, tableStatus } from './TableParts.tsx';
import { TipsBox } from './TipsBox.tsx';
import { useCardHost, type CardHost } from './useCardHost.ts';
import './cardgame.css';

const SEATS = ['yellow', 'blue'] as const;

export interface CardTableProps {
  /** The game on this device, saved under its id after every step. */
  game: CardGame;
  onExit: () => void;
  /** A new game with the same options, the seats swapped. */
  onRematch: (s: CardSession) => void;
}

/** What the side panel says while nobody at this device has a choice. */
function Waiting({ host }: { host: CardHost }): ReactElement | null {
  const t = useCT();
  if (host.over || host.legal.length > 0) return null;
  if (host.bot !== null)
    return (
      <p className="cg-thinking" data-testid="card-thinking">
        {t('thinking')}
      </p>
    );
  return <p>{t('nothing', { seat: host.view.toMove.map((s) => t(s)).join(', ') })}</p>;
}

export function CardTable({ game, onExit, onRematch }: CardTableProps): ReactElement {
  useAidKind('cardgame');
  const t = useCT();
  const host = useCardHost(game.session);
  useKeepGame(game.id, host.session, game.tips);
  // The tips' switch is the first person's, as chosen when the game started (a reload keeps it).
  const guidance = !game.tips[0].off;
  const { session, pb, seat, view, legal, over, feedback } = host;
  const pointing = usePointing(view, legal, session.steps.length, (a) => host.commit(a, true));
  const resign = () => host.commit({ type: 'resign', seat: SEATS[seat] }, true);
  const marks = pb.current
    ? { ...pointing.marks, played: touched(pb.current.action, view.moving?.piece ?? null) }
    : pointing.marks;

  if (host.handoff !== null)
    return (
      <Handoff
        seat={SEATS[host.handoff]}
        testId="card-handoff"
        phase={stateOf(session).phase}
        onReady={() => {
          pointing.cancel();
          host.ready();
        }}
      />
    );

  return (
    <main
      className="cg-table"
      data-testid="card-table"
      data-viewer={SEATS[seat]}
      data-version={session.steps.length}
      data-shown={pb.shown}
      {...tableData(view, pointing.choices)}
    >
      <TableMain view={view} seat={seat} marks={marks} />
      <div className="cg-side">
        <p className="cg-status" role="status">
          {tableStatus(view, t)}
          {host.secondsLeft !== null && ` · ${t('timeLeft', { s: host.secondsLeft })}`}
        </p>
        {over && (
          <ResultBox view={view}>
            <LocalEnd
              session={session}
              gameId={game.id}
              review={false}
              onRematch={onRematch}
              onExit={onExit}
            />
          </ResultBox>
        )}
        {pb.left > 0 && <CardPlayingOut pb={pb} seat={seat} view={view} />}
        <CombatBox view={view} />
        <Waiting host={host} />
        {!over && legal.length > 0 && (
          <ChoicePanel view={view} pointing={pointing} onPlay={(c) => host.commit(c.action, true)} />
        )}
        <p
          className={feedback?.error ? 'cg-feedback error' : 'cg-feedback'}
          aria-live="polite"
          data-testid="card-feedback"
        >
          {feedback?.text ?? ''}
        </p>
        <TipsBox view={view} legal={legal} guidance={guidance} onResign={over ? null : resign} />
        <CardLog steps={session.steps.slice(0, pb.shown)} seat={seat} view={view} now={pb.current !== null} />
      </div>
    </main>
  );
}
