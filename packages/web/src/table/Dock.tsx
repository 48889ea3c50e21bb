// The dock: the current step's controls, always on screen (under the board on a phone held
// upright): the status, notices, the step's controls or the result, the combat just resolved,
// what just happened, Resign and Offer a draw, and the tutorial's guidance.
import type { Frame } from '../board/geometry.ts';
import { useT } from '../i18n.ts';
import { StatusLine } from '../panels/Status.tsx';
import type { nextTip } from '../tutorials.ts';
import { boardKindOf } from '../board-kinds.ts';
import { CombatReveal, type Fight } from './CombatReveal.tsx';
import { GameActions } from './GameActions.tsx';
import type { TableInput } from './input.ts';
import { Latest } from './Latest.tsx';
import { Notices } from './Notices.tsx';
import type { TableProps } from './props.ts';
import { ResultPanel } from './ResultPanel.tsx';
import { StepControls } from './StepControls.tsx';
import { Tip } from './Tip.tsx';

export function Dock(p: {
  props: TableProps;
  input: TableInput;
  frame: Frame;
  prompt: string | null;
  tip: ReturnType<typeof nextTip>;
  fight: Fight | null;
  lines: { text: string; e: Record<string, unknown> }[];
  details: boolean;
  onDetails: (open: boolean) => void;
}) {
  const t = useT();
  const { props, input: i } = p;
  const { view } = props;
  const over = view.phase === 'over';
  const seat = view.viewer === 'spectator' ? null : view.viewer;
  const step = i.ui.pending ? 'confirm' : i.choices ? view.phase : 'wait';
  return (
    <section className="dock" aria-label={t('yourMove')} data-testid="step" data-step={step}>
      <StatusLine view={view} timeLeft={props.timeLeft} />
      {props.status}
      <Notices input={i} feedback={props.feedback} />
      {over ? (
        <ResultPanel view={view} log={props.log} verdict={props.verdict} finished={props.finished} />
      ) : (
        <StepControls
          input={i}
          frame={p.frame}
          prompt={p.prompt}
          undo={props.undo}
          controls={props.controls}
          details={p.details}
          onDetails={p.onDetails}
        />
      )}
      {p.fight && <CombatReveal fight={p.fight} />}
      {!over && (
        <Latest lines={p.lines} onHighlight={(h) => i.send({ type: 'logHighlight', highlight: h })} />
      )}
      {seat && !over && (
        <GameActions
          seat={seat}
          set={boardKindOf(view.scenario)}
          target={view.vpTarget}
          canOfferDraw={!!props.canOfferDraw}
          ask={i.ui.ask}
          onAsk={(a) => i.send({ type: 'ask', ask: a })}
          onAct={props.onAct}
        />
      )}
      {p.tip && props.tips && <Tip tip={p.tip} tips={props.tips} onTips={props.onTips} />}
    </section>
  );
}
