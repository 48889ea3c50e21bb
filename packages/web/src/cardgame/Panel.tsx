// The choices panel under the board: what the player may do now as buttons, worded from the
// legal actions (actions needing nothing to point at, the selected card's actions, or the
// ones a click left open), the cards to pick from during team selection, and the details
// of the selected card. Every board action can also be made from here with the keyboard.
import type { ReactElement } from 'react';
import type { View } from '@dt/cardgame';
import { useLang } from '../i18n.ts';
import { CardFace } from './Card.tsx';
import type { Choice, Ref } from './choices.ts';
import { useCT } from './strings.ts';
import { actionWords, pieceWords } from './words.ts';
import { Compose } from './Compose.tsx';
import { isComposite, type Composite } from './compose.ts';
import { isPair, type Pair } from './combat-pairs.ts';
import { CombatPairs } from './CombatPairs.tsx';

export interface PanelProps {
  view: View;
  choices: Choice[];
  buttons: Choice[];
  pending: Choice[] | null;
  selected: Ref | null;
  onPlay: (c: Choice) => void;
  onPoint: (ref: Ref) => void;
  onCancel: () => void;
}

function ChoiceButton({
  c,
  i,
  view,
  onPlay,
}: {
  c: Choice;
  i: number;
  view: View;
  onPlay: (c: Choice) => void;
}) {
  const lang = useLang();
  const primary = c.action.type === 'end' || c.action.type === 'stop';
  const words = actionWords(c.action, lang, view);
  // Combat cards are shown by their values, as in the hand, so that a whole hand of them fits
  // on a phone without scrolling; the button's name keeps the full sentence.
  const a = c.action;
  const short = a.type === 'combat' ? a.cards.map((v) => `+${v}`).join(' ') : null;
  return (
    <button
      type="button"
      className={`cg-choice${primary ? '' : ' primary'}${short ? ' cg-combat-choice' : ''}`}
      data-choice={i}
      data-type={c.action.type}
      aria-label={short ? words : undefined}
      title={short ? words : undefined}
      onClick={() => onPlay(c)}
    >
      {short ?? words}
    </button>
  );
}

export function Panel(p: PanelProps): ReactElement {
  const t = useCT();
  const lang = useLang();
  const index = (c: Choice): number => p.choices.indexOf(c);
  const pool = p.pending ? [] : p.choices.filter((c) => c.action.type === 'select');
  const shown = p.pending ?? p.buttons;
  const extras = p.pending || p.selected ? [] : p.choices.filter((c) => c.target === 'z:out');
  const selectedId = p.selected?.startsWith('p:') ? p.selected.slice(2) : null;
  const selectedPiece = selectedId ? p.view.pieces.find((x) => x.id === selectedId) : undefined;
  const composing =
    !p.pending && !p.selected && p.choices.length > 1 && p.choices.every((c) => isComposite(c.action));
  // Killer rage's pairs of Combat cards are asked one card at a time (combat-pairs.ts).
  const pairs = p.pending ? [] : p.choices.flatMap((c) => (isPair(c.action) ? [c.action] : []));
  const direct = p.choices.some((c) => !c.source && c.target);
  const sources = p.choices.some((c) => c.source);
  const movingId = p.view.moving?.piece;
  const prompt = p.pending
    ? t('which')
    : p.selected
      ? t('pickTarget')
      : movingId
        ? t('promptMoving', { piece: pieceWords(movingId, lang) })
        : p.view.phase === 'deal'
          ? t('promptDeal')
          : direct && !sources
            ? t('pickPlace')
            : sources && !direct
              ? t('pickSource')
              : t('yourTurn');
  return (
    <section className="cg-panel" aria-label={t('yourTurn')} data-testid="card-panel">
      {!composing && !pairs.length && <p className="cg-prompt">{prompt}</p>}
      {pairs.length > 0 && (
        <CombatPairs
          key={p.view.phase}
          pairs={pairs}
          onPlay={(a: Pair) => p.onPlay({ action: a, source: null, target: null })}
        />
      )}
      {composing && (
        <Compose
          key={`${p.view.phase}:${p.choices.length}`}
          actions={p.choices.map((c) => c.action as Composite)}
          onPlay={(a) => p.onPlay({ action: a, source: null, target: null })}
        />
      )}
      {selectedPiece && !p.pending && (
        <div className="cg-selected">
          <CardFace id={selectedPiece.id} seat={selectedPiece.seat} />
        </div>
      )}
      {pool.length > 0 && (
        <div className="cg-pool" role="group" aria-label={t('pool')}>
          {pool.map((c) => (
            <button
              key={c.target}
              type="button"
              className="cg-pool-card target"
              data-ref={c.target!}
              data-choice={index(c)}
              onClick={() => p.onPoint(c.target!)}
            >
              <CardFace id={(c.action as { card: string }).card} seat={p.view.viewer} />
            </button>
          ))}
        </div>
      )}
      <div className="cg-choices">
        {(composing ? [] : [...shown, ...extras])
          .filter((c) => !isPair(c.action))
          .map((c) => (
            <ChoiceButton key={index(c)} c={c} i={index(c)} view={p.view} onPlay={p.onPlay} />
          ))}
        {(p.pending || p.selected) && (
          <button type="button" className="cg-cancel" onClick={p.onCancel} data-testid="card-cancel">
            {t('cancel')}
          </button>
        )}
      </div>
    </section>
  );
}
