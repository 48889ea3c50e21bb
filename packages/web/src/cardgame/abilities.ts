// The ability text printed on the card game's cards, in our own short words (EN and FR), by
// card code. The engine's tables (CHARACTER_DEFS, OBJECT_DEFS) carry names and values; what a
// card *does* is only needed by people, so it lives here with the client.
import type { Lang } from '../i18n.ts';

interface Ability {
  title: [string, string];
  text: [string, string];
}
const a = (titleEn: string, titleFr: string, en: string, fr: string): Ability => ({
  title: [titleEn, titleFr],
  text: [en, fr],
});

const CHARACTERS: Record<string, Ability[]> = {
  As: [
    a(
      'Fatal blow',
      'Coup fatal',
      'When she wins a close combat, the enemies of her zone in it are eliminated, not wounded.',
      'Quand elle gagne un corps à corps, les ennemis de sa zone qui y prennent part sont éliminés, pas blessés.',
    ),
  ],
  Bs: [
    a(
      'Stab · Lock-picking',
      'Coup bas · Crochetage',
      '+2 in close group combat beside a friend. 1 AP: opens or closes an adjacent portcullis.',
      '+2 en corps à corps de groupe avec un ami. 1 PA : ouvre ou ferme une herse adjacente.',
    ),
  ],
  Bk: [
    a(
      'Killer rage',
      'Rage meurtrière',
      'Attacking one-on-one, may play two Combat cards, announced before the defender chooses.',
      'En attaque seul contre un, peut jouer deux cartes Combat, annoncées avant le choix du défenseur.',
    ),
  ],
  Cl: [
    a(
      'Healing',
      'Soins',
      '1 AP: heals a wounded character in his zone (not himself). The healed one does nothing more this turn.',
      '1 PA : soigne un blessé de sa zone (pas lui-même). Le soigné ne fait plus rien ce tour.',
    ),
  ],
  Co: [
    a(
      'Breaks portcullis · Giant',
      'Brise-herse · Géant',
      '1 AP: breaks an adjacent closed portcullis. Characters of combat 1 or less may pass between his legs.',
      '1 PA : brise une herse fermée adjacente. Les personnages de combat 1 ou moins passent entre ses jambes.',
    ),
  ],
  Cb: [
    a(
      'Ranged combat',
      'Combat à distance',
      '1 AP: shoots once per turn along a line of sight, with a value of 3.',
      '1 PA : tire une fois par tour en ligne de vue, avec une valeur de 3.',
    ),
  ],
  Da: [
    a(
      'Flying · Undead',
      'Vol · Mort-vivant',
      'Moves through zones with enemies and over pit traps.',
      'Traverse les zones occupées par l’ennemi et survole les fosses.',
    ),
  ],
  Es: [a('Acrobatics', 'Acrobatie', 'Moves over pit traps.', 'Franchit les fosses en se déplaçant.')],
  Ge: [
    a(
      'Charismatic',
      'Charismatique',
      'Friendly characters in his room get +1 in close combat (not when he is wounded).',
      'Les personnages amis de sa salle ont +1 au corps à corps (sauf s’il est blessé).',
    ),
  ],
  Gh: [
    a(
      'Incorporeal · Undead',
      'Intangible · Mort-vivant',
      'Passes through every obstacle while moving; carries nothing.',
      'Traverse tous les obstacles en se déplaçant ; ne porte rien.',
    ),
  ],
  Gb: [
    a('Underdog', 'Outsider', 'Worth 2 VP when he escapes.', 'Rapporte 2 PV quand il sort du labyrinthe.'),
  ],
  Gl: [
    a(
      'Breaks walls',
      'Brise-murs',
      'Once per game, 1 AP: breaks every wall of its room.',
      'Une fois par partie, 1 PA : brise tous les murs de sa salle.',
    ),
  ],
  Mk: [
    a(
      'Craftmanship',
      'Mécanique',
      'On a gear zone, 1 AP: turns this room or its twin a quarter turn either way.',
      'Sur un engrenage, 1 PA : tourne cette salle ou sa jumelle d’un quart de tour, dans un sens ou l’autre.',
    ),
  ],
  Ng: [
    a(
      'Contortionist',
      'Contorsionniste',
      'Moves through arrow-slits, even carrying something.',
      'Passe les meurtrières, même chargé.',
    ),
  ],
  Pa: [
    a(
      'Strong · Undead hunter',
      'Costaud · Chasseur de morts-vivants',
      'Carries two things. +1 VP when he eliminates an undead.',
      'Porte deux choses. +1 PV quand il élimine un mort-vivant.',
    ),
  ],
  Pp: [
    a(
      'Lifter',
      'Chapardeur',
      '1 AP: steals an object from an enemy in his zone.',
      '1 PA : vole un objet à un ennemi de sa zone.',
    ),
  ],
  Sa: [
    a(
      'Expert fighter',
      'Expert du combat',
      'Once per turn, starts a close combat for 0 AP.',
      'Une fois par tour, engage un corps à corps pour 0 PA.',
    ),
  ],
  Tk: [
    a(
      'Psychokinesis · Magic user',
      'Psychokinésie · Magicienne',
      '1 AP: moves an object of her room up to 3 zones through the air.',
      '1 PA : déplace par les airs un objet de sa salle, jusqu’à 3 zones.',
    ),
  ],
  Tp: [
    a(
      'Mind control',
      'Contrôle mental',
      'One-on-one, names a Combat card the opponent must play if he holds it.',
      'En duel, nomme une carte Combat que l’adversaire doit jouer s’il l’a en main.',
    ),
  ],
  Th: [
    a(
      'Acrobatics · Lock-picking',
      'Acrobatie · Crochetage',
      'Moves over pit traps. 1 AP: opens or closes an adjacent portcullis.',
      'Franchit les fosses. 1 PA : ouvre ou ferme une herse adjacente.',
    ),
  ],
  Tl: [
    a(
      'Regeneration',
      'Régénération',
      'Wounded, 1 AP (not the turn he was wounded): stands up again and does nothing more this turn.',
      'Blessé, 1 PA (pas au tour de sa blessure) : se relève et ne fait plus rien ce tour.',
    ),
  ],
  Ww: [
    a(
      'Walks through walls',
      'Passe-muraille',
      '1 AP: crosses a wall to the zone behind it (not a closed portcullis).',
      '1 PA : traverse un mur vers la zone derrière (pas une herse fermée).',
    ),
  ],
  Wa: [
    a(
      'Breaks portcullis',
      'Brise-herse',
      '1 AP: breaks an adjacent closed portcullis.',
      '1 PA : brise une herse fermée adjacente.',
    ),
  ],
  Wm: [
    a(
      'Combat skills',
      'Maîtrise des armes',
      'In close combat, sees the opponent’s Combat card before choosing hers.',
      'Au corps à corps, voit la carte Combat adverse avant de choisir la sienne.',
    ),
  ],
  Wz: [
    a(
      'Levitation · Magic user',
      'Lévitation · Magicien',
      'Flies over pit traps and through zones with enemies; reads scrolls.',
      'Survole les fosses et traverse les zones ennemies ; lit les parchemins.',
    ),
  ],
};

const OBJECTS: Record<string, Ability> = {
  Ar: a('Armor', 'Armure', '+1 when defending.', '+1 en défense.'),
  Bw: a(
    'Bow',
    'Arc',
    '1 AP: shoots along a line of sight with a value of 1.',
    '1 PA : tire en ligne de vue avec une valeur de 1.',
  ),
  Fb: a(
    'Fireball scroll',
    'Boule de feu',
    'Magic user, 1 AP, single use: eliminates a character in sight or in his zone.',
    'Magicien, 1 PA, usage unique : élimine un personnage en vue ou dans sa zone.',
  ),
  Ky: a(
    'Key',
    'Clef',
    '1 AP: opens or closes an adjacent portcullis.',
    '1 PA : ouvre ou ferme une herse adjacente.',
  ),
  Sh: a(
    'Large shield',
    'Grand bouclier',
    'Its carrier cannot be the target of ranged combat.',
    'Son porteur ne peut pas être la cible d’un combat à distance.',
  ),
  Rp: a('Rope', 'Corde', 'Crosses pit traps while moving.', 'Permet de franchir les fosses.'),
  Si: a(
    'Scroll of inversion',
    'Parchemin d’inversion',
    'Magic user, 1 AP, single use: swaps his room with a neighbouring room.',
    'Magicien, 1 PA, usage unique : échange sa salle avec une salle voisine.',
  ),
  Sw: a('Sword', 'Épée', '+1 when attacking.', '+1 en attaque.'),
  Sp: a(
    'Telescoping spear',
    'Lance télescopique',
    '1 AP: attacks into an adjacent zone in a straight line; breaks if its side loses.',
    '1 PA : attaque dans une zone voisine en ligne droite ; se brise si son camp perd.',
  ),
  Tr: a(
    'Treasure',
    'Trésor',
    '1 VP when carried out of the labyrinth.',
    '1 PV quand il sort du labyrinthe porté.',
  ),
};

const i = (lang: Lang): number => (lang === 'fr' ? 1 : 0);

/** A card's ability lines, by code without colour ("Ng", "Ky2"). */
export function abilityOf(code: string, lang: Lang): { title: string; text: string }[] {
  const base = code.replace(/2$/, '');
  const list = CHARACTERS[base] ?? (OBJECTS[base] ? [OBJECTS[base]] : []);
  return list.map((x) => ({ title: x.title[i(lang)]!, text: x.text[i(lang)]! }));
}
