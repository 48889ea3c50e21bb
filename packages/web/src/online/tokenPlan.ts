// Online set-up planned in one sitting, as in hot seat (issue 38 item 9): the player puts all
// its tokens in rooms on the board at once; once confirmed (or the last one planned) the page
// sends them as the engine's own `token` actions, one on each of this seat's turns of the
// tokens phase (the players alternate, rulebook p. 3). A planned placement the engine no longer
// offers (the room filled up meanwhile) ends the plan: the rest is placed by hand.
import { useEffect, useRef, useState } from 'react';
import { makeAction, type Action, type View } from '@dt/engine';
import type { TokenPlan } from '../panels/Setup.tsx';

export interface OnlinePlan {
  /** For the table while tokens are being placed (null otherwise). */
  tokenPlan: (TokenPlan & { onPlan: (a: Action) => void }) | null;
  /** A planned placement was refused by the engine's list: the plan ended. */
  broken: boolean;
}

export function useOnlinePlan(
  view: View,
  legal: readonly Action[],
  legalAt: number,
  onAct: (a: Action) => void,
): OnlinePlan {
  const [planned, setPlanned] = useState<Action[]>([]);
  const [sending, setSending] = useState(false);
  const [broken, setBroken] = useState(false);
  /** The list version the last planned action was sent at (it is never sent twice from one list). */
  const sentAt = useRef(-1);
  const tokens = legal.filter((a) => a.type === 'token');
  const inTokens = view.phase === 'tokens';

  // Confirmed: the next planned placement goes out as soon as this seat may place a token.
  useEffect(() => {
    if (!sending || !inTokens || tokens.length === 0 || legalAt <= sentAt.current) return;
    const next = planned[0];
    if (!next) return setSending(false);
    const listed = tokens.find((a) => makeAction(a) === makeAction(next));
    if (!listed) {
      setPlanned([]);
      setSending(false);
      setBroken(true);
      return;
    }
    sentAt.current = legalAt;
    setPlanned(planned.slice(1));
    onAct(listed);
  }, [sending, inTokens, legalAt, planned, tokens.length]);
  // Out of the tokens phase, nothing is left to plan.
  useEffect(() => {
    if (!inTokens && (planned.length || sending)) {
      setPlanned([]);
      setSending(false);
    }
  }, [inTokens]);

  if (!inTokens || view.viewer === 'spectator') return { tokenPlan: null, broken };
  const left = new Set(tokens.map((a) => (a as Extract<Action, { type: 'token' }>).piece));
  return {
    broken,
    tokenPlan: {
      planned,
      onPlan: (a) => {
        const next = [...planned, a];
        setPlanned(next);
        setBroken(false);
        // Every token planned: they go down at once, no need to press Done.
        if (next.length >= left.size) setSending(true);
      },
      onUnplan: () => setPlanned(planned.slice(0, -1)),
      onDone: () => setSending(true),
    },
  };
}
