// The combat under way, as the viewer may see it: who attacks whom (with the characters
// joining each side), the strengths before Combat cards where the viewer may know them, how
// many cards each side plays, a Telepath's announcement, a Weapon master's look at the other
// side's card, and which sides have chosen.
import type { ReactElement } from 'react';
import type { View } from '@dt/cardgame';
import { useLang } from '../i18n.ts';
import { pieceWords } from './words.ts';

type Two = [string, string];
const w = (lang: string, x: Two): string => (lang === 'fr' ? x[1] : x[0]);
const KIND: Record<string, Two> = {
  close: ['Close combat', 'Corps à corps'],
  ranged: ['Ranged combat', 'Combat à distance'],
  spear: ['Spear attack', 'Attaque à la lance'],
};

export function CombatBox({ view }: { view: View }): ReactElement | null {
  const lang = useLang();
  const c = view.combat;
  if (!c) return null;
  const names = (ids: string[]) => ids.map((id) => pieceWords(id, lang)).join(', ');
  const value = (n: number | null) => (n === null ? '?' : String(n));
  const cards = (xs: number[] | null) => (xs ?? []).map((v) => `+${v}`).join(' ');
  return (
    <section
      className="cg-combat"
      aria-label={w(lang, KIND[c.kind] ?? KIND.close!)}
      data-testid="card-combat"
    >
      <h3>{w(lang, KIND[c.kind] ?? KIND.close!)}</h3>
      <p>
        {w(lang, ['Attack', 'Attaque'])}: {names(c.attackers.length ? c.attackers : [c.initiator])}
        {c.shooters.some((x) => !c.attackers.includes(x)) && ` (${names(c.shooters)})`} —{' '}
        <strong>{value(c.strength[0])}</strong>
      </p>
      <p>
        {w(lang, ['Defence', 'Défense'])}: {names(c.defenders.length ? c.defenders : [c.target])} —{' '}
        <strong>{value(c.strength[1])}</strong>
      </p>
      <p>
        {w(lang, ['Combat cards to play', 'Cartes Combat à jouer'])}: {w(lang, ['yellow', 'jaune'])}{' '}
        {c.count[0]}, {w(lang, ['blue', 'bleu'])} {c.count[1]} · {w(lang, ['chosen', 'choisies'])}:{' '}
        {c.chosen[0] ? '✓' : '…'} / {c.chosen[1] ? '✓' : '…'}
      </p>
      {c.telepath && c.announced !== null && (
        <p>
          {w(lang, ['The Telepath names', 'Le Télépathe nomme'])} +{c.announced}
          {c.forced ? w(lang, [': it must be played', ' : elle doit être jouée']) : ''}
        </p>
      )}
      {c.shown && (
        <p>
          {w(lang, ['Hand shown', 'Main montrée'])}: {cards(c.shown)}
        </p>
      )}
      {c.seen && (
        <p>
          {w(lang, ['The other side plays', 'L’autre camp joue'])}: {cards(c.seen)}
        </p>
      )}
      {c.myCards && (
        <p>
          {w(lang, ['You play', 'Vous jouez'])}: {cards(c.myCards)}
        </p>
      )}
    </section>
  );
}
