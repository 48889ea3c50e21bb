// The game table: the board, the dock with the current step's controls (always on screen,
// under the board on a phone held upright) and the side panels, for one seat's view and legal
// actions. It turns clicks into actions and hands them to `onAct`; where the action comes
// from and goes to (a game in the page, the online server) is the caller's business. Knows no
// rules. The interaction state lives in one reducer (table/state.ts); the handlers of pointing
// and keys are table/squares.ts, pieces.ts, commands.ts, dots.ts and keys.ts, over the input
// table/useTableModel.ts makes each render.
import { useRef, useState } from 'react';
import { margins, viewBox } from '../board/geometry.ts';
import { useLang, useT } from '../i18n.ts';
import { useSettings } from '../settings.ts';
import { ChoiceMenu } from '../table/ChoiceMenu.tsx';
import { Dock } from '../table/Dock.tsx';
import { useFit, useMedia } from '../table/fit.ts';
import { useTableKeys } from '../table/keys.ts';
import { withPlanned } from '../table/planned.ts';
import { promptText } from '../table/prompt.ts';
import type { TableProps } from '../table/props.ts';
import { useRecent } from '../table/recent.ts';
import { useSoundCues } from '../sound/useSoundCues.ts';
import { Side } from '../table/Side.tsx';
import { TableBoard } from '../table/TableBoard.tsx';
import { useBoardScroll } from '../table/useBoardScroll.ts';
import { useTableModel } from '../table/useTableModel.ts';
import { nextTip } from '../tutorials.ts';

export type { TableProps } from '../table/props.ts';

export function Table(props: TableProps) {
  const { view } = props;
  const t = useT();
  const lang = useLang();
  const { settings } = useSettings();
  const input = useTableModel(props);
  const { ui, choices } = input;
  const [details, setDetails] = useState(false);
  const portrait = useMedia('(orientation: portrait)');
  const wrap = useRef<HTMLDivElement>(null);
  useTableKeys(input, props.undo);

  const over = view.phase === 'over';
  const tips = props.tips;
  const tip = tips && !tips.off && !over ? nextTip(view.scenario, view, choices, new Set(tips.seen)) : null;
  const pending = ui.pending;
  const previewView = pending?.preview ? (props.preview?.(pending.action) ?? null) : null;
  const shown = previewView ?? withPlanned(view, input.plan?.planned ?? []);
  const { lines, fight, motion } = useRecent(view, props.log, props.recent, lang);
  useSoundCues(props.log.length, props.log[props.log.length - 1] ?? []);

  // The board's size: across the width on a phone held upright, else fit to its box.
  const frame = { h: view.height, flip: view.viewer === 'blue', portrait };
  const box = viewBox(frame, margins(settings.coordinates));
  const size = useFit(wrap, box.w, box.h, portrait);
  useBoardScroll(wrap, portrait, [view.viewer, size?.height]);

  return (
    <div
      className="game"
      data-phase={view.phase}
      data-viewer={view.viewer}
      data-turn={view.turn}
      data-rows={view.height}
      data-version={props.version}
      data-busy={props.busy ?? ''}
    >
      {/* Upright the board scrolls in its box: the keyboard reaches it (as at the end). */}
      <div className="board-wrap" ref={wrap} tabIndex={over || portrait ? 0 : -1} aria-label={t('board')}>
        <TableBoard
          input={input}
          shown={shown}
          portrait={portrait}
          size={size}
          motion={motion}
          highlight={props.highlight}
        />
        <ChoiceMenu input={input} box={wrap} />
      </div>
      <Dock
        props={props}
        input={input}
        frame={frame}
        prompt={promptText(view, choices, input.sel, t, lang)}
        tip={tip}
        fight={fight}
        lines={lines}
        details={details}
        onDetails={setDetails}
      />
      <Side input={input} log={props.log} open={details} onClose={() => setDetails(false)} />
    </div>
  );
}
