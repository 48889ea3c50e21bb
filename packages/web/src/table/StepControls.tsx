// The controls of the step being played, in the dock: what to do, the tokens pointed at on the
// way, the board's buttons (rooms, directions), the 2004 set's actions, the set-up's choices,
// a combat's cards, what the other seat is doing, a draw offer, and the turn buttons.
import type { ReactNode } from 'react';
import { ClassicActions } from '../panels/ClassicActions.tsx';
import { CombatPanel } from '../panels/Combat.tsx';
import { DrawOffer } from '../panels/DrawOffer.tsx';
import type { Frame } from '../board/geometry.ts';
import { BoardControls } from './BoardControls.tsx';
import { onDir, onRoom } from './commands.ts';
import type { TableInput } from './input.ts';
import { PointingBar } from './PointingBar.tsx';
import { SetupChoices } from './SetupChoices.tsx';
import { TurnButtons } from './TurnButtons.tsx';
import { Waiting } from './Waiting.tsx';

export function StepControls(p: {
  input: TableInput;
  frame: Frame;
  prompt: string | null;
  undo?: { label: string; run: () => void } | null;
  controls?: ReactNode;
  details: boolean;
  onDetails: (open: boolean) => void;
}) {
  const i = p.input;
  const { view, choices, aim, ui } = i;
  const pending = ui.pending;
  return (
    <>
      {p.prompt && !pending && (
        <p className="prompt" data-testid="prompt">
          {p.prompt}
        </p>
      )}
      {!pending && aim && (
        <PointingBar
          marks={ui.marks}
          droppable={aim.droppable}
          dropAtEnd={ui.dropAtEnd}
          seat={view.pieces.find((q) => q.id === aim.droppable)?.seat ?? 'yellow'}
          onClear={() => i.send({ type: 'clearMarks' })}
          onDrop={(on) => i.send({ type: 'dropAtEnd', on })}
        />
      )}
      {!pending && (
        <BoardControls
          view={view}
          frame={p.frame}
          choices={choices}
          pieceChoices={i.pc}
          onRoom={(slot, cmd) => onRoom(i, slot, cmd)}
          onDir={(d) => onDir(i, d)}
        />
      )}
      {!pending && <ClassicActions view={view} selected={i.sel} pieceChoices={i.pc} onAct={i.act} />}
      <SetupChoices input={i} view={view} />
      <CombatPanel view={view} choices={choices} onAct={i.act} />
      {!choices && <Waiting view={view} />}
      <DrawOffer viewer={view.viewer} drawOffer={view.drawOffer} onAnswer={i.act} />
      <TurnButtons
        input={i}
        undo={p.undo}
        controls={p.controls}
        details={p.details}
        onDetails={p.onDetails}
      />
    </>
  );
}
