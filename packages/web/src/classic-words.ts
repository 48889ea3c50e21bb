// The 2004 "Classic" set in words, English and French: its characters' and objects' cards
// (CLASSIC-DATA.md sections 1-2, rulings C4-C9), what its own actions and events say, and the
// printed values read from the engine's set. words.ts asks here for a Classic game's pieces;
// the Cleric, Mekanork, Wizard, Rope and Wand share Prison's codes, so a Classic game's cards
// are looked up here first.
import { CLASSIC, type Action } from '@dt/engine';
import type { Lang } from './i18n.ts';

type Words = Record<Lang, string>;
const w = (en: string, fr: string): Words => ({ en, fr });

export const CLASSIC_CHARACTER_WORDS: Record<string, { name: Words; gender: 'm' | 'f'; ability: Words }> = {
  Cl: {
    name: w('Cleric', 'Clerc'),
    gender: 'm',
    ability: w(
      'Heal: 1 AP, heals an adjacent wounded character, friend or foe, who can do nothing more this turn.',
      'Soins : 1 PA, soigne un blessé adjacent, allié ou ennemi, qui ne peut plus rien faire ce tour.',
    ),
  },
  Gb: {
    name: w('Goblin', 'Gobelin'),
    gender: 'm',
    ability: w(
      'No action of its own: escaping unwounded earns 2 VP instead of 1.',
      'Aucune action propre : sortir sans être blessé rapporte 2 PV au lieu de 1.',
    ),
  },
  Mk: {
    name: w('Mekanork', 'Méchanork'),
    gender: 'm',
    ability: w(
      'On a rotation gear, turns its room or the twin room either way, 1 AP per quarter turn.',
      'Sur un mécanisme, fait pivoter sa salle ou la salle jumelle dans un sens ou l’autre, 1 PA par quart de tour.',
    ),
  },
  Th: {
    name: w('Thief', 'Voleuse'),
    gender: 'f',
    ability: w(
      'Crosses and stops on pits; friends cross the pit she stands on. Opens or closes an adjacent portcullis for 1 AP. Wounded on a pit without a Rope, she falls.',
      'Traverse les fosses et s’y arrête ; ses alliés traversent la fosse où elle se tient. Ouvre ou ferme une herse adjacente pour 1 PA. Blessée sur une fosse sans Corde, elle tombe.',
    ),
  },
  Wr: {
    name: w('Warrior', 'Guerrier'),
    gender: 'm',
    ability: w(
      'Breaks an adjacent portcullis for 1 AP: it stays open for good.',
      'Brise une herse adjacente pour 1 PA : elle reste ouverte pour toujours.',
    ),
  },
  Tr: {
    name: w('Troll', 'Troll'),
    gender: 'm',
    ability: w(
      'Regenerate: 1 AP while wounded, not in the turn he was wounded; he stands up and does nothing more this turn.',
      'Régénération : 1 PA quand il est blessé, pas au tour de sa blessure ; il se relève et ne fait plus rien ce tour.',
    ),
  },
  Wz: {
    name: w('Wizard', 'Magicien'),
    gender: 'm',
    ability: w(
      'Levitation: flies over pits and enemies without ending on them. The only one who can fire the Fireball Wand.',
      'Lévitation : survole fosses et ennemis sans s’y arrêter. Seul à pouvoir utiliser le Bâton de boule de feu.',
    ),
  },
  Ww: {
    name: w('Wall-Walker', 'Passe-muraille'),
    gender: 'f',
    ability: w(
      'Crosses one wall (not a portcullis) for 1 AP, with what she carries; through the opponent’s line she escapes.',
      'Traverse un mur (pas une herse) pour 1 PA, avec ce qu’elle porte ; par la ligne adverse, elle sort.',
    ),
  },
};

export const CLASSIC_OBJECT_WORDS: Record<string, { name: Words; gender: 'm' | 'f'; use: Words }> = {
  Ar: {
    name: w('Armor', 'Armure'),
    gender: 'f',
    use: w('Its carrier’s combat value +1 when defending.', 'Valeur de combat du porteur +1 en défense.'),
  },
  Rp: {
    name: w('Rope', 'Corde'),
    gender: 'f',
    use: w(
      'Its carrier crosses and stands on pits; a Rope lying on a pit lets anyone cross it.',
      'Son porteur traverse les fosses et s’y tient ; posée sur une fosse, elle la rend franchissable par tous.',
    ),
  },
  Fw: {
    name: w('Fireball Wand', 'Bâton de boule de feu'),
    gender: 'm',
    use: w(
      'Wizard, 1 AP, once: eliminates the first character in a direction, friend or foe.',
      'Magicien, 1 PA, une fois : élimine le premier personnage dans une direction, allié ou ennemi.',
    ),
  },
  Po: {
    name: w('Speed Potion', 'Potion de vitesse'),
    gender: 'f',
    use: w(
      '1 AP to drink, once: its drinker gets 4 AP of its own for this turn.',
      '1 PA pour la boire, une fois : son buveur reçoit 4 PA pour lui seul ce tour.',
    ),
  },
  Sw: {
    name: w('Sword', 'Épée'),
    gender: 'f',
    use: w('Its carrier’s combat value +1 when attacking.', 'Valeur de combat du porteur +1 en attaque.'),
  },
  Ts: {
    name: w('Treasure', 'Trésor'),
    gender: 'm',
    use: w(
      'Carried out through the opponent’s line: +1 VP to the carrier’s player.',
      'Sorti par la ligne adverse : +1 PV pour le joueur du porteur.',
    ),
  },
};

/** Codes in the set's order (the engine's CLASSIC tables). */
export const CLASSIC_CHARACTER_CODES: readonly string[] = CLASSIC.characters.map((c) => c.code);
export const CLASSIC_OBJECT_CODES: readonly string[] = CLASSIC.objects.map((o) => o.code);

/** A Classic character's printed values by code (null for an object). */
export function classicStats(code: string): { move: number; combat: number; escapeVp: number } | null {
  const c = CLASSIC.characters.find((x) => x.code === code);
  return c ? { move: c.move, combat: c.combat, escapeVp: c.escapeVp } : null;
}

/** The Classic events in words (null: not a Classic event). `p` names a piece of the event. */
export function classicEventSentence(
  e: Record<string, unknown>,
  lang: Lang,
  p: (key: string) => string,
): string | null {
  const fr = lang === 'fr';
  switch (e.type) {
    case 'wall-walked':
      return fr
        ? `${p('piece')} traverse le mur de ${e.from} à ${e.to}.`
        : `${p('piece')} walks through the wall from ${e.from} to ${e.to}.`;
    case 'drank':
      return fr
        ? `${p('piece')} boit ${p('item')} : 4 PA pour lui seul ce tour.`
        : `${p('piece')} drinks ${p('item')}: 4 AP of its own this turn.`;
    default:
      return null;
  }
}

/** The Classic actions in words (null: not a Classic action). */
export function classicActionPhrase(a: Action, lang: Lang, who: string): string | null {
  const fr = lang === 'fr';
  switch (a.type) {
    case 'wallwalk':
      return fr ? `${who} traverse le mur` : `${who} walks through the wall`;
    case 'regenerate':
      return fr ? `${who} se régénère` : `${who} regenerates`;
    case 'drink':
      return fr ? `${who} boit la Potion de vitesse` : `${who} drinks the Speed Potion`;
    default:
      return null;
  }
}
