// The card game's player aid in English and French, from the rulebook (The Card Game: Turn,
// Earning action points, Moving a character, Combat, Victory Points): how to win first, then
// the turn, the actions, movement through zones and combat.
import { AID_TITLES, w, type Text } from '../aid.ts';

export const CARD_AID_TITLES = {
  aid: w('Player aid: the Card Game', 'Aide de jeu : le jeu de cartes'),
  win: w('How to win', 'Comment gagner'),
  turn: w('A turn and the action wheel', 'Un tour et la roue d’actions'),
  actions: w('What 1 AP buys', 'Ce que coûte 1 PA'),
  move: w('Moving through zones', 'Se déplacer de zone en zone'),
  combat: w('Combat', 'Combat'),
  characters: AID_TITLES.characters,
  objects: AID_TITLES.objects,
};

export const CARD_AID: { key: keyof typeof CARD_AID_TITLES; lines: Text[] }[] = [
  {
    key: 'win',
    lines: [
      w(
        'The first player to score the scenario’s victory points (shown beside each player: 2 to 6 VP) wins at once.',
        'Le premier joueur à marquer les points de victoire du scénario (affichés près de chaque joueur : 2 à 6 PV) gagne aussitôt.',
      ),
      w(
        '1 VP for each of your characters that leaves the labyrinth through the opponent’s starting zone.',
        '1 PV pour chacun de vos personnages qui sort du labyrinthe par la zone de départ adverse.',
      ),
      w(
        '1 VP for each enemy character eliminated (a wounded character that loses a combat).',
        '1 PV pour chaque personnage ennemi éliminé (un personnage blessé qui perd un combat).',
      ),
      w(
        'Some cards score more (the Treasure, the Paladin…): see their text below.',
        'Certaines cartes rapportent plus (le Trésor, le Paladin…) : voir leur texte plus bas.',
      ),
    ],
  },
  {
    key: 'turn',
    lines: [
      w(
        'The first player’s first turn adds 2 AP to the action wheel; every later turn adds 3 AP.',
        'Le premier tour du premier joueur ajoute 2 PA à la roue d’actions ; chaque tour suivant en ajoute 3.',
      ),
      w(
        'Spend them as you like among your characters; up to 3 unused AP are kept for a later turn.',
        'Dépensez-les comme vous voulez entre vos personnages ; jusqu’à 3 PA inutilisés sont gardés pour plus tard.',
      ),
    ],
  },
  {
    key: 'actions',
    lines: [
      w(
        'Reveal a face-down room next to one of your characters.',
        'Révéler une salle face cachée voisine d’un de vos personnages.',
      ),
      w(
        'Move a character (up to its movement value in zones).',
        'Déplacer un personnage (jusqu’à sa valeur de mouvement en zones).',
      ),
      w(
        'Rotate a room a quarter turn, or jump over a pit trap.',
        'Tourner une salle d’un quart de tour, ou sauter une fosse.',
      ),
      w(
        'Attack an enemy in the same zone, or use an ability marked with AP.',
        'Attaquer un ennemi dans la même zone, ou utiliser une capacité marquée PA.',
      ),
    ],
  },
  {
    key: 'move',
    lines: [
      w(
        'A character steps from zone to adjacent zone, through open portcullises and through friends.',
        'Un personnage passe d’une zone à une zone adjacente, par les herses ouvertes et à travers ses alliés.',
      ),
      w(
        'Entering an enemy’s zone ends the way through it for this turn: stay, or leave by the way you came.',
        'Entrer dans la zone d’un ennemi empêche de la traverser ce tour : restez-y, ou ressortez par où vous êtes entré.',
      ),
      w(
        'Never through a wall, a closed portcullis or a pit trap.',
        'Jamais à travers un mur, une herse fermée ou une fosse.',
      ),
    ],
  },
  {
    key: 'combat',
    lines: [
      w(
        'Both players play a Combat card face down; each adds it to the character’s combat value (the red number).',
        'Chaque joueur pose une carte Combat face cachée et l’ajoute à la valeur de combat du personnage (le nombre rouge).',
      ),
      w(
        'The higher total wounds the other character; a tie does nothing. Cards are discarded, except Combat +0.',
        'Le total le plus haut blesse l’autre personnage ; une égalité ne fait rien. Les cartes sont défaussées, sauf Combat +0.',
      ),
      w(
        'A wounded character has combat value 0 and no abilities; if it loses again it is eliminated.',
        'Un personnage blessé a une valeur de combat de 0 et aucune capacité ; s’il perd encore, il est éliminé.',
      ),
    ],
  },
];
