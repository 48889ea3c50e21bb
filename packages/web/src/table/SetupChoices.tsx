// The set-up's and the turn's own choices in the dock: starting characters on their dots, the
// handicap, set-up tokens (planned ahead in hot seat), and the Action cards to play.
import type { View } from '@dt/engine';
import { useT } from '../i18n.ts';
import { Handicap, Starters, Tokens } from '../panels/Setup.tsx';
import { putDot } from './dots.ts';
import type { TableInput } from './input.ts';
import { tokensLeft } from './planned.ts';

export function SetupChoices({ input: i, view }: { input: TableInput; view: View }) {
  const t = useT();
  const { choices, ui } = i;
  if (!choices) return null;
  return (
    <>
      {view.phase === 'starters' && (
        <Starters
          choices={choices}
          dots={ui.dots}
          picked={ui.dotPiece}
          onPick={(p) => i.send({ type: 'dotPiece', piece: p })}
          onPut={(dot, piece) => putDot(i, dot, piece)}
          onAct={i.act}
        />
      )}
      {view.phase === 'handicap' && <Handicap view={view} choices={choices} onAct={i.act} />}
      {view.phase === 'tokens' && (
        <Tokens
          pieces={tokensLeft(choices, i.plan)}
          token={ui.token}
          onToken={(p) => i.send({ type: 'token', piece: p })}
          plan={i.plan}
        />
      )}
      {choices.cards.length > 0 && (
        <div className="cards" aria-label={t('actionCards')}>
          {choices.cards.map((a, n) =>
            a.type === 'card' ? (
              <button
                key={n}
                className="card choice"
                data-card={a.value}
                onClick={() => i.act(a)}
                aria-label={t('actionCard', { n: a.value })}
                title={t('actionCard', { n: a.value })}
              >
                {a.value}
              </button>
            ) : null,
          )}
        </div>
      )}
    </>
  );
}
