// One player's side of the table: the action wheel, victory points, Combat cards (their values
// for the viewer's own hand, a count for the opponent's), Jump cards, the Broken wall card,
// the cards still in hand during set-up, and the cards that left the labyrinth.
import type { ReactElement } from 'react';
import type { PieceView, View } from '@dt/cardgame';
import { useLang } from '../i18n.ts';
import { cardName, codeOf } from './Card.tsx';
import type { Marks } from './Board.tsx';
import { Emblem } from './emblems.tsx';
import { PieceCard } from './PieceCard.tsx';
import { useCT } from './strings.ts';
import { Wheel } from './Wheel.tsx';

export function Hand({ view, seat, marks }: { view: View; seat: 0 | 1; marks: Marks }): ReactElement {
  const t = useCT();
  const lang = useLang();
  const name = seat === 0 ? 'yellow' : 'blue';
  const hand = view.hands[seat];
  const inHand = view.pieces.filter((p) => p.seat === name && p.state === 'hand');
  const gone = (state: PieceView['state']) => view.pieces.filter((p) => p.seat === name && p.state === state);
  const list = (xs: PieceView[]) => xs.map((p) => cardName(codeOf(p.id), lang) ?? '?').join(', ');
  const escaped = gone('escaped');
  const dead = gone('eliminated');
  return (
    <section className={`cg-hand seat-${name}`} aria-label={t(name)} data-seat={name}>
      <Wheel seat={name} ap={view.wheels[seat]} active={view.active === name && view.phase !== 'over'} />
      <span className="cg-vp" data-testid={`vp-${name}`}>
        <strong>{t(name)}</strong> {t('vp', { n: view.vp[seat], target: view.vpTarget })}
      </span>
      <span className="cg-cards">
        {hand.combat ? (
          <span role="group" aria-label={t('combatHand')} className="cg-combat-hand">
            {hand.combat.map((v, i) => (
              <span key={i} className="cg-combat-card">
                +{v}
              </span>
            ))}
          </span>
        ) : (
          hand.combatCount > 0 && <span>{t('combatCount', { n: hand.combatCount })}</span>
        )}
        <span
          className="cg-jumps"
          role="img"
          aria-label={t('jumps', { n: hand.jumps })}
          title={t('jumps', { n: hand.jumps })}
        >
          {Array.from({ length: hand.jumps }, (_, i) => (
            <span key={i} className="cg-jump-card" aria-hidden="true">
              ⤴
            </span>
          ))}
          {hand.jumps === 0 && <span aria-hidden="true">{t('jumps', { n: 0 })}</span>}
        </span>
        {hand.wallCard && (
          <span className="cg-wall-card" role="img" aria-label={t('wallCard')} title={t('wallCard')}>
            <Emblem code="Ww" size={16} />
          </span>
        )}
      </span>
      {inHand.length > 0 && (
        <span className="cg-in-hand" aria-label={t('inTeam')}>
          {inHand.map((p) => (
            <PieceCard key={p.id} p={p} marks={marks} />
          ))}
        </span>
      )}
      {escaped.length > 0 && (
        <span className="cg-gone">
          {t('escapedList')}: {list(escaped)}
        </span>
      )}
      {dead.length > 0 && (
        <span className="cg-gone">
          <Emblem code={null} size={12} /> {t('eliminatedList')}: {list(dead)}
        </span>
      )}
    </section>
  );
}
