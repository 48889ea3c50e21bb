// The review's graph: yellow's win chance at each judged decision along the game (a line over
// the steps, the middle line an even game), each marked decision a dot in its seat's colour
// that shows its position when pressed, and the step on screen as a vertical line.
import type { ReviewedDecision } from '@dt/ai/review';

const W = 320;
const H = 90;

export function ReviewGraph(props: {
  steps: number;
  decisions: readonly ReviewedDecision[];
  marked: readonly ReviewedDecision[];
  step: number;
  label: string;
  onStep: (step: number) => void;
  markLabel: (d: ReviewedDecision) => string;
}) {
  const x = (step: number) => (props.steps ? (step / props.steps) * W : 0);
  const y = (yellow: number) => (1 - yellow) * H;
  const points = props.decisions.map((d) => `${x(d.step).toFixed(1)},${y(d.yellow).toFixed(1)}`).join(' ');
  return (
    <svg
      className="review-graph"
      viewBox={`-6 -6 ${W + 12} ${H + 12}`}
      role="group"
      aria-label={props.label}
      data-testid="review-graph"
      data-points={props.decisions.length}
    >
      <rect x={0} y={0} width={W} height={H / 2} className="ahead-yellow" />
      <rect x={0} y={H / 2} width={W} height={H / 2} className="ahead-blue" />
      <line x1={0} x2={W} y1={H / 2} y2={H / 2} className="even" />
      <line x1={x(props.step)} x2={x(props.step)} y1={0} y2={H} className="cursor" />
      <polyline points={points} className="curve" />
      {props.marked.map((d) => (
        <circle
          key={d.step}
          cx={x(d.step)}
          cy={y(d.yellow)}
          r={5}
          className={d.seat === 0 ? 'mark yellow' : 'mark blue'}
          data-testid="review-mark"
          role="button"
          tabIndex={0}
          aria-label={props.markLabel(d)}
          onClick={() => props.onStep(d.step)}
          onKeyDown={(e) => e.key === 'Enter' && props.onStep(d.step)}
        >
          <title>{props.markLabel(d)}</title>
        </circle>
      ))}
    </svg>
  );
}
