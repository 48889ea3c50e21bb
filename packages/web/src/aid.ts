// The player aid: turn structure, actions and their costs, and the golden rules, in the words
// of the Prison rulebook (pages cited), English and French. Characters' and objects' cards
// come from words.ts so the aid and the board's tooltips say the same thing.
import type { Lang } from './i18n.ts';

/** A text of the aids in both languages (every kind's aid is written with it). */
export type Text = Record<Lang, string>;
export const w = (en: string, fr: string): Text => ({ en, fr });

export const AID_TITLES = {
  aid: w('Player aid', 'Aide de jeu'),
  turn: w('A turn (rulebook p. 5)', 'Un tour (livret p. 5)'),
  actions: w('Actions and their cost', 'Les actions et leur coût'),
  golden: w('Golden rules', 'Règles d’or'),
  characters: w('Characters', 'Personnages'),
  objects: w('Objects', 'Objets'),
  action: w('Action', 'Action'),
  cost: w('Cost', 'Coût'),
  move: w('Move', 'Dépl.'),
  combat: w('Combat', 'Combat'),
  ability: w('Ability', 'Capacité'),
  use: w('Use', 'Usage'),
} as const;

export const TURN: Text[] = [
  w(
    'Play an Action card: it gives 2, 3, 4 or 5 action points (AP). The first card of the game is a 2; until someone has played the 4, a card may be at most 1 more than the highest played so far.',
    'Jouez une carte Action : elle donne 2, 3, 4 ou 5 points d’action (PA). La première carte de la partie est un 2 ; tant que personne n’a joué le 4, une carte vaut au plus 1 de plus que la plus forte déjà jouée.',
  ),
  w(
    'Spend all or part of the AP on actions, one at a time. Unused AP are lost when you end the turn.',
    'Dépensez tout ou partie des PA en actions, une à la fois. Les PA inutilisés sont perdus à la fin du tour.',
  ),
  w(
    'With no Action card left in hand, take all four back.',
    'Si vous n’avez plus de carte Action en main, reprenez les quatre.',
  ),
];

export const ACTIONS: { what: Text; cost: Text }[] = [
  {
    what: w(
      'Reveal a face-down room next to one of your miniatures',
      'Révéler une salle face cachée voisine d’une de vos figurines',
    ),
    cost: w('1 AP', '1 PA'),
  },
  {
    what: w(
      'Move a miniature up to its move value in squares (objects are picked up, dropped or exchanged on the way for free)',
      'Déplacer une figurine jusqu’à sa valeur de déplacement (ramasser, poser ou échanger des objets en chemin est gratuit)',
    ),
    cost: w('1 AP', '1 PA'),
  },
  {
    what: w(
      'Rotate a room a quarter turn from a rotation gear, in the arrow’s direction',
      'Faire pivoter une salle d’un quart de tour depuis un mécanisme, dans le sens de la flèche',
    ),
    cost: w('1 AP per quarter turn', '1 PA par quart de tour'),
  },
  {
    what: w(
      'Jump over an adjacent pit trap with a Jump card (the card is then removed)',
      'Sauter par-dessus une fosse adjacente avec une carte Saut (retirée ensuite)',
    ),
    cost: w('1 AP', '1 PA'),
  },
  {
    what: w(
      'Attack an adjacent enemy (close combat; each side adds a secret Combat card)',
      'Attaquer un ennemi adjacent (corps à corps ; chaque camp ajoute une carte Combat secrète)',
    ),
    cost: w('1 AP', '1 PA'),
  },
  {
    what: w(
      'Shoot with a Bow, attack with the Telescoping spear, fire the Fireball wand (Wizard)',
      'Tirer à l’Arc, attaquer à la Lance télescopique, utiliser le Bâton de boule de feu (Magicien)',
    ),
    cost: w('1 AP', '1 PA'),
  },
  {
    what: w(
      'Open or close an adjacent portcullis (Key, Backstabber); break one (Colossus)',
      'Ouvrir ou fermer une herse adjacente (Clef, Traîtresse) ; la briser (Colosse)',
    ),
    cost: w('1 AP', '1 PA'),
  },
  {
    what: w('Heal an adjacent wounded (Cleric)', 'Soigner un blessé adjacent (Clerc)'),
    cost: w('1 AP', '1 PA'),
  },
  {
    what: w(
      'Scream: push the character in line of sight one square away (Banshee)',
      'Cri : repousser d’une case le personnage en ligne de vue (Hurleur)',
    ),
    cost: w('2 AP', '2 PA'),
  },
];

export const GOLDEN: Text[] = [
  w(
    'Nothing is ever diagonal: no movement, combat, line of sight or action (p. 5).',
    'Rien ne se fait en diagonale : ni déplacement, ni combat, ni ligne de vue, ni action (p. 5).',
  ),
  w(
    'An action is fully resolved before the next one starts (p. 5).',
    'Une action est entièrement résolue avant d’en commencer une autre (p. 5).',
  ),
  w(
    'At the end of any action, at most two tokens or miniatures share a square, and at most one of each kind: object, wounded, miniature (p. 7).',
    'À la fin de toute action, une case porte au plus deux pions ou figurines, et au plus un de chaque sorte : objet, blessé, figurine (p. 7).',
  ),
  w(
    'A rotation cannot be taken back: the player may not change his mind if the new situation is not to his liking (p. 6).',
    'Une rotation ne se reprend pas : le joueur ne peut pas revenir en arrière si la nouvelle situation ne lui convient pas (p. 6).',
  ),
];
