// Guidance for the five scenarios of the rulebook and the 2004 set's game, each introducing its new rules when they
// first matter. A tip shows when its trigger first holds; players can dismiss or skip them all.
import type { View } from '@dt/engine';
import type { Choices } from './intents.ts';
import type { Lang } from './i18n.ts';

export type Trigger = (v: View, c: Choices | null) => boolean;

export interface Tip {
  id: string;
  when: Trigger;
  text: Record<Lang, string>;
}

const phase =
  (...ps: string[]): Trigger =>
  (v) =>
    ps.includes(v.phase);
const can =
  (type: string): Trigger =>
  (v, c) =>
    v.phase === 'actions' &&
    !!c &&
    (type === 'reveal'
      ? [...c.rooms.values()].some((r) => r.reveal)
      : type === 'rotate'
        ? [...c.rooms.values()].some((r) => r.rotate.length > 0)
        : [...c.pieces.values()].some((p) =>
            type === 'jump'
              ? p.jumps.size > 0
              : type === 'dirs'
                ? p.dirs.size > 0
                : [...p.targets.values()].some((as) => as.some((a) => a.type === type)),
          ));
/** Some piece may take an action of this type now (any affordance: direction, target, itself). */
const canDo =
  (...types: string[]): Trigger =>
  (v, c) =>
    v.phase === 'actions' &&
    !!c &&
    [...c.pieces.values()].some((p) =>
      [...p.self, ...[...p.dirs.values()].flat(), ...[...p.targets.values()].flat()].some((a) =>
        types.includes(a.type),
      ),
    );
const wounded: Trigger = (v) => v.pieces.some((p) => p.state === 'wounded');

const tip = (id: string, when: Trigger, en: string, fr: string): Tip => ({ id, when, text: { en, fr } });

const COMMON: Tip[] = [
  tip(
    'card',
    phase('card'),
    'Each turn starts by playing one Action card: 2, 3, 4 or 5 action points (AP). The very first card of the game is a 2. Until someone has played the 4, a card may be at most 1 more than the highest played so far. All four come back to your hand once you have played them all.',
    'Chaque tour commence par une carte Action : 2, 3, 4 ou 5 points d’action (PA). La toute première carte de la partie est un 2. Tant que personne n’a joué le 4, une carte vaut au plus 1 de plus que la plus forte déjà jouée. Les quatre reviennent en main quand vous les avez toutes jouées.',
  ),
  tip(
    'move',
    phase('actions'),
    'Select one of your miniatures: the green squares show where 1 AP takes it (its move value in squares). Hover a square to see the path. Objects on the way can be picked up or dropped: several ways to arrive at a square open a small menu.',
    'Choisissez une de vos figurines : les cases vertes montrent où 1 PA peut l’emmener. Survolez une case pour voir le chemin. Les objets rencontrés peuvent être ramassés ou posés : s’il y a plusieurs façons d’arriver, un petit menu s’ouvre.',
  ),
  tip(
    'reveal',
    can('reveal'),
    'A face-down room next to one of your miniatures can be revealed for 1 AP. You place the tokens found inside, except your own objects: your opponent places those.',
    'Une salle face cachée adjacente à une de vos figurines peut être révélée pour 1 PA. Vous placez les pions qu’elle contient, sauf vos propres objets : c’est l’adversaire qui les place.',
  ),
  tip(
    'place',
    phase('place'),
    'Place each token of the revealed room on an empty floor square or rotation gear of that room.',
    'Placez chaque pion de la salle révélée sur une case de sol libre ou un mécanisme de rotation de cette salle.',
  ),
  tip(
    'rotate',
    can('rotate'),
    'A miniature on a rotation gear can turn its room a quarter turn for 1 AP, in the direction of the gear’s arrow; the Mekanork turns either way, and its twin room too. Everything in the room turns with it. The round buttons preview the result before you confirm.',
    'Une figurine sur un mécanisme de rotation peut faire pivoter sa salle d’un quart de tour pour 1 PA, dans le sens de la flèche ; le Mekanork tourne dans les deux sens, et la salle jumelle aussi. Tout ce qui est dans la salle tourne avec elle. Les boutons ronds montrent le résultat avant de confirmer.',
  ),
  tip(
    'jump',
    can('jump'),
    'Next to a pit trap, a Jump card lets a miniature leap over it for 1 AP (blue squares). Each Jump card is used once.',
    'À côté d’une fosse, une carte Saut permet à une figurine de la franchir pour 1 PA (cases bleues). Chaque carte Saut ne sert qu’une fois.',
  ),
];

export const TIPS: Record<string, Tip[]> = {
  'tutorial-1': [
    tip(
      'goal1',
      () => true,
      'Scenario 1: the first player to get both miniatures out of the labyrinth through the opponent’s starting line wins. You play a Mekanork and a Naga, and hide a Key and a Rope in the rooms.',
      'Scénario 1 : le premier joueur à faire sortir ses deux figurines par la ligne de départ adverse gagne. Vous jouez un Mekanork et une Naga, et cachez une Clé et une Corde dans les salles.',
    ),
    tip(
      'starters1',
      phase('starters'),
      'Put your two characters on two of your starting dots. Your opponent sees them only when both of you have chosen.',
      'Placez vos deux personnages sur deux de vos points de départ. L’adversaire ne les voit qu’une fois les deux choix faits.',
    ),
    tip(
      'tokens1',
      phase('tokens'),
      'Take turns hiding your object tokens face down, one per room. Nobody may look at them until the room is revealed.',
      'Cachez à tour de rôle vos pions objets face cachée, un par salle. Personne ne les regarde avant que la salle soit révélée.',
    ),
    ...COMMON,
    tip(
      'objects1',
      can('dirs'),
      'A miniature carrying a Key opens or closes an adjacent portcullis for 1 AP (the red arrows). A Rope lets its carrier cross pit traps. The Naga slips through arrow-slits.',
      'Une figurine portant une Clé ouvre ou ferme une herse adjacente pour 1 PA (flèches rouges). Une Corde permet de traverser les fosses. La Naga se faufile par les meurtrières.',
    ),
  ],
  'tutorial-2': [
    tip(
      'goal2',
      () => true,
      'Scenario 2: yellow wins if the Colossus escapes unwounded, blue if it is eliminated. New: combat, wounded characters, the Cleric, the Backstabber, the Colossus and the Telescoping spear.',
      'Scénario 2 : Jaune gagne si le Colosse sort sans blessure, Bleu s’il est éliminé. Nouveau : le combat, les blessés, le Clerc, la Poignardeuse, le Colosse et la Lance télescopique.',
    ),
    ...COMMON,
    tip(
      'attack2',
      can('attack'),
      'Attack an adjacent enemy for 1 AP (red rings). Every friendly miniature next to the target joins in, and the defence grows the same way. Each side adds a secret Combat card to its strength; the loser is wounded, a wounded loser is eliminated.',
      'Attaquez un ennemi adjacent pour 1 PA (anneaux rouges). Chaque allié adjacent à la cible se joint à l’attaque, la défense grandit de même. Chaque camp ajoute une carte Combat secrète ; le perdant est blessé, un blessé perdant est éliminé.',
    ),
    tip(
      'combat2',
      phase('combat'),
      'Choose a Combat card in secret. +0 comes back to your hand; the others are discarded once played, so keep some for later.',
      'Choisissez une carte Combat en secret. Le +0 revient en main ; les autres sont défaussées, gardez-en pour plus tard.',
    ),
    tip(
      'wounded2',
      wounded,
      'A wounded character lies on the floor as a token and cannot act. A friend can carry it while moving, and the Cleric heals it for 1 AP.',
      'Un personnage blessé est couché sur le sol et ne peut pas agir. Un allié peut le porter en se déplaçant, et le Clerc le soigne pour 1 PA.',
    ),
  ],
  'tutorial-3': [
    tip(
      'goal3',
      () => true,
      'Scenario 3: the first to eliminate two enemy characters wins. New: the Wizard flies over pits and enemies, the Banshee’s scream pushes a character one square away (even into a pit).',
      'Scénario 3 : le premier à éliminer deux personnages ennemis gagne. Nouveau : le Magicien survole fosses et ennemis, le cri de la Banshee repousse un personnage d’une case (même dans une fosse).',
    ),
    ...COMMON,
    tip(
      'scream3',
      can('dirs'),
      'The red arrows around a selected character are its directional actions: a scream, a shot, a fireball or a portcullis.',
      'Les flèches rouges autour du personnage choisi sont ses actions dirigées : cri, tir, boule de feu ou herse.',
    ),
  ],
  'tutorial-4': [
    tip(
      'goal4',
      () => true,
      'Scenario 4: the first to 4 victory points wins. A character escaping through the opponent’s line scores 1 VP, eliminating an enemy character scores 1 VP. New: the Telepath, the Bow, the Large shield and the Fireball wand; tokens may now be characters.',
      'Scénario 4 : le premier à 4 points de victoire gagne. Un personnage sorti par la ligne adverse rapporte 1 PV, un ennemi éliminé 1 PV. Nouveau : le Télépathe, l’Arc, le Grand bouclier et la Baguette ; les pions peuvent être des personnages.',
    ),
    tip(
      'starters4',
      phase('starters'),
      'Choose which four characters start on your dots; the others are hidden in the rooms as tokens.',
      'Choisissez les quatre personnages qui partent de vos points ; les autres sont cachés dans les salles.',
    ),
    ...COMMON,
    tip(
      'telepath4',
      (v) => v.phase === 'combat' && v.combat?.telepath !== null && v.combat?.telepath !== undefined,
      'The Telepath announces a Combat card: the opponent must play it if held, otherwise shows the hand and chooses freely.',
      'Le Télépathe annonce une carte Combat : l’adversaire doit la jouer s’il l’a, sinon il montre sa main et choisit librement.',
    ),
  ],
  standalone: [
    tip(
      'goal5',
      () => true,
      'The full game: all eight rooms, eight characters and six objects each. Score 5 VP (or the target you chose) by escaping and eliminating; the player who reaches it finishes the turn, and the most VP wins.',
      'Le jeu complet : huit salles, huit personnages et six objets chacun. Marquez 5 PV (ou l’objectif choisi) en sortant et en éliminant ; le joueur qui l’atteint finit son tour, et le plus de PV gagne.',
    ),
    ...COMMON,
  ],
  // The first game of the 2004 set: its goal, then each of its own abilities when it first matters.
  classic: [
    tip(
      'goalC',
      () => true,
      'Dungeon Twister (2004): the first to the victory points wins (5 unless you chose more). 1 VP for each of your characters escaping through the opponent’s starting line (the Goblin 2, the Treasure +1 to its carrier’s player) and 1 for each enemy eliminated.',
      'Dungeon Twister (2004) : le premier aux points de victoire gagne (5 sauf choix contraire). 1 PV par personnage sorti par la ligne de départ adverse (le Gobelin 2, le Trésor +1 pour le joueur de son porteur) et 1 par ennemi éliminé.',
    ),
    tip(
      'startersC',
      phase('starters'),
      'Choose four of your eight characters for your four starting dots; the other four and your six objects are hidden face down in the rooms.',
      'Choisissez quatre de vos huit personnages pour vos quatre points de départ ; les quatre autres et vos six objets sont cachés face cachée dans les salles.',
    ),
    tip(
      'tokensC',
      phase('tokens'),
      'Take turns hiding your tokens face down: the rooms touching a starting line hold 2, the central rooms 3.',
      'Cachez à tour de rôle vos pions face cachée : les salles touchant une ligne de départ en reçoivent 2, les salles centrales 3.',
    ),
    ...COMMON,
    tip(
      'portcullisC',
      canDo('portcullis'),
      'No Keys in this set: the Thief opens or closes an adjacent portcullis for 1 AP and the Warrior breaks one for good. Select her or him: the round arrow buttons by the piece do it.',
      'Pas de Clé dans ce jeu : la Voleuse ouvre ou ferme une herse adjacente pour 1 PA et le Guerrier en brise une pour toujours. Sélectionnez-les : les boutons fléchés ronds près de la figurine le font.',
    ),
    tip(
      'wallwalkC',
      canDo('wallwalk'),
      'The Wall-Walker crosses one wall for 1 AP (not a portcullis), with what she carries: select her and use the arrow button on the wall’s side.',
      'La Passe-muraille traverse un mur pour 1 PA (pas une herse), avec ce qu’elle porte : sélectionnez-la et utilisez le bouton fléché du côté du mur.',
    ),
    tip(
      'pitsC',
      (v) => v.phase === 'actions' && v.pieces.some((p) => p.id.endsWith('Th') && p.state === 'miniature'),
      'The Thief walks onto pit traps and stops there; while she stands on one, her friends cross it. Wounded on a pit without a Rope, she falls.',
      'La Voleuse marche sur les fosses et s’y arrête ; tant qu’elle s’y tient, ses alliés la franchissent. Blessée sur une fosse sans Corde, elle tombe.',
    ),
    tip(
      'selfC',
      canDo('drink', 'regenerate'),
      'A character carrying the Speed Potion drinks it for 1 AP and gets 4 AP for itself this turn; a wounded Troll regenerates for 1 AP (not in the turn he was wounded). Select it: the button appears under the board.',
      'Un personnage portant la Potion de vitesse la boit pour 1 PA et reçoit 4 PA pour lui seul ce tour ; un Troll blessé se régénère pour 1 PA (pas au tour de sa blessure). Sélectionnez-le : le bouton apparaît sous le plateau.',
    ),
    tip(
      'attackC',
      canDo('attack'),
      'Attack an adjacent enemy for 1 AP (red rings). The Sword gives its carrier +1 in attack, the Armor +1 in defence. The loser is wounded; a wounded loser is eliminated.',
      'Attaquez un ennemi adjacent pour 1 PA (anneaux rouges). L’Épée donne +1 en attaque à son porteur, l’Armure +1 en défense. Le perdant est blessé ; un blessé perdant est éliminé.',
    ),
    tip(
      'healC',
      canDo('heal'),
      'The Cleric heals an adjacent wounded character, friend or foe, for 1 AP: click the wounded one.',
      'Le Clerc soigne un blessé adjacent, allié ou ennemi, pour 1 PA : cliquez sur le blessé.',
    ),
    tip(
      'fireballC',
      canDo('fireball'),
      'The Wizard carrying the Fireball Wand eliminates the first character in a direction, friend or foe, for 1 AP, once.',
      'Le Magicien portant le Bâton de boule de feu élimine le premier personnage dans une direction, allié ou ennemi, pour 1 PA, une seule fois.',
    ),
  ],
};

/** The first tip not yet seen whose trigger holds. */
export function nextTip(scenario: string, v: View, c: Choices | null, seen: ReadonlySet<string>): Tip | null {
  return (TIPS[scenario] ?? []).find((t) => !seen.has(t.id) && t.when(v, c)) ?? null;
}
