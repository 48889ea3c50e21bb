// The missions as data: a start (a position mined from seeded self-play, missions.json), the
// computer's level, a goal beyond winning with its turns, the rules of the 2nd and 3rd stars,
// and a briefing and debriefing in English and French. Each teaches one rule the tutorials
// leave out; every sentence about the rules follows ../shared/rules (GAME-DATA.md, RULINGS.md,
// CLASSIC-DATA.md), cited beside it. Missions unlock in this order.
import type { Goal, StarRule } from './goal.ts';
import { MINED } from './mined.ts';

export interface MissionText {
  title: string;
  briefing: string;
  debriefing: string;
}

export interface MissionDef {
  id: string;
  scenario: 'standalone' | 'classic';
  /** The computer's level (L0-L4). */
  level: 0 | 1 | 2 | 3 | 4;
  goal: Goal;
  /** The conditions of the 2nd and 3rd stars. */
  stars: readonly [StarRule, StarRule];
  text: { en: MissionText; fr: MissionText };
}

/** A mission with its start: the position (hidden parts included) and the player's seat. */
export interface Mission extends MissionDef {
  position: string;
  seat: 'yellow' | 'blue';
  /** A line that meets the goal with every star (the tests replay it). */
  line: readonly string[];
}

// Character kinds by set (packages/engine: CH for Prison, CL for Classic).
const P = {
  Mekanork: 0,
  Naga: 1,
  Cleric: 2,
  Backstabber: 3,
  Colossus: 4,
  Wizard: 5,
  Banshee: 6,
  Telepath: 7,
};
const C = { Cleric: 0, Goblin: 1, Mekanork: 2, Thief: 3, Warrior: 4, Troll: 5, Wizard: 6, WallWalker: 7 };

export const MISSION_DEFS: readonly MissionDef[] = [
  {
    id: 'first-escape',
    scenario: 'standalone',
    level: 1,
    goal: { feat: { kind: 'escape' }, turns: 2 },
    stars: [{ kind: 'within', turns: 1 }, { kind: 'no-loss' }],
    text: {
      en: {
        title: 'The way out',
        briefing:
          'Get any of your characters out through the opponent’s starting line within 2 of your turns. An escape scores 1 VP; carry nothing you need, objects leave the game with it.',
        debriefing:
          'Every escape is a VP that no combat can take back. Count the squares before you count the fights.',
      },
      fr: {
        title: 'La sortie',
        briefing:
          'Faites sortir l’un de vos personnages par la ligne de départ adverse en 2 de vos tours au plus. Une sortie rapporte 1 PV ; ce qu’il porte quitte la partie avec lui.',
        debriefing:
          'Chaque sortie est un PV qu’aucun combat ne reprend. Comptez les cases avant les combats.',
      },
    },
  },
  {
    id: 'wizard-flight',
    scenario: 'standalone',
    level: 1,
    goal: { feat: { kind: 'escape', character: P.Wizard }, turns: 3 },
    stars: [{ kind: 'within', turns: 2 }, { kind: 'no-loss' }],
    text: {
      en: {
        title: 'The flying Wizard',
        briefing:
          'Get your Wizard out through the opponent’s starting line within 3 of your turns. He levitates: he moves over pit traps and enemy miniatures, but may not end his move on either.',
        debriefing:
          'Levitation makes the Wizard the surest runner through a crowded room: plan where he lands, not the way.',
      },
      fr: {
        title: 'Le Magicien volant',
        briefing:
          'Faites sortir votre Magicien par la ligne de départ adverse en 3 de vos tours au plus. Il lévite : il passe au-dessus des fosses et des figurines ennemies, mais ne peut terminer son mouvement sur aucune des deux.',
        debriefing:
          'La lévitation fait du Magicien le coureur le plus sûr dans une salle encombrée : pensez à la case d’arrivée, pas au chemin.',
      },
    },
  },
  {
    id: 'jump',
    scenario: 'standalone',
    level: 1,
    goal: { feat: { kind: 'escape' }, turns: 3 },
    stars: [{ kind: 'also', feat: { kind: 'use', action: 'jump' } }, { kind: 'no-loss' }],
    text: {
      en: {
        title: 'Over the pit',
        briefing:
          'Escape a character within 3 turns; a star for a Jump on the way. For 1 AP and a Jump card, a character beside a pit trap jumps over it onto a valid square next to it (R12); a pit with a character in it cannot be jumped. Each card serves once.',
        debriefing:
          'You hold three Jump cards for the whole game: spend them where a pit saves the most steps.',
      },
      fr: {
        title: 'Par-dessus la fosse',
        briefing:
          'Faites sortir un personnage en 3 tours au plus ; une étoile pour un Saut en chemin. Pour 1 PA et une carte Saut, un personnage à côté d’une fosse saute par-dessus jusqu’à une case valide voisine (R12) ; on ne saute pas une fosse occupée. Chaque carte ne sert qu’une fois.',
        debriefing:
          'Vous n’avez que trois cartes Saut pour toute la partie : gardez-les pour les fosses qui épargnent le plus de pas.',
      },
    },
  },
  {
    id: 'group-combat',
    scenario: 'standalone',
    level: 1,
    goal: { feat: { kind: 'group-win' }, turns: 3 },
    stars: [{ kind: 'within', turns: 2 }, { kind: 'no-loss' }],
    text: {
      en: {
        title: 'Strength in numbers',
        briefing:
          'Win a close combat with at least two of your miniatures fighting, within 3 turns. When you attack, every one of your miniatures next to the target joins in, then every enemy next to an attacker defends, and so on (R16): the sides add their combat values, then each adds a Combat card.',
        debriefing:
          'Group combat adds values: two weak fighters beside one target beat a strong one. The Backstabber gains +2 in a close group combat.',
      },
      fr: {
        title: 'L’union fait la force',
        briefing:
          'Gagnez un combat au contact où au moins deux de vos figurines se battent, en 3 tours au plus. Quand vous attaquez, chacune de vos figurines adjacentes à la cible se joint à l’attaque, puis chaque ennemi adjacent à un attaquant défend, et ainsi de suite (R16) : chaque camp additionne ses valeurs de combat, puis une carte Combat.',
        debriefing:
          'Le combat de groupe additionne les valeurs : deux combattants faibles autour d’une cible battent un fort. Le Backstabber gagne +2 en combat de groupe au contact.',
      },
    },
  },
  {
    id: 'rotation',
    scenario: 'standalone',
    level: 2,
    goal: { feat: { kind: 'escape' }, turns: 3 },
    stars: [
      { kind: 'also', feat: { kind: 'use', action: 'rotate' } },
      { kind: 'within', turns: 2 },
    ],
    text: {
      en: {
        title: 'Turn the room',
        briefing:
          'Escape a character within 3 turns; a star for turning a room on the way. A character on a rotation gear turns its room, or the twin room, a quarter turn for 1 AP in the direction printed on the room turned; the Mekanork may choose either direction. Everything in the room turns with it.',
        debriefing:
          'A rotation moves every piece of a room at once, yours and the enemy’s: an open side can be brought to your runner.',
      },
      fr: {
        title: 'Tourner la salle',
        briefing:
          'Faites sortir un personnage en 3 tours au plus ; une étoile si vous tournez une salle en chemin. Un personnage sur un engrenage tourne sa salle, ou sa jumelle, d’un quart de tour pour 1 PA dans le sens imprimé sur la salle tournée ; le Mekanork choisit le sens. Tout ce qui est dans la salle tourne avec elle.',
        debriefing:
          'Une rotation déplace d’un coup toutes les pièces d’une salle, les vôtres et celles de l’ennemi : une ouverture peut venir à votre coureur.',
      },
    },
  },
  {
    id: 'portcullis',
    scenario: 'standalone',
    level: 1,
    goal: { feat: { kind: 'use', action: 'portcullis' }, turns: 3 },
    stars: [{ kind: 'within', turns: 2 }, { kind: 'no-loss' }],
    text: {
      en: {
        title: 'Bars and keys',
        briefing:
          'Work a portcullis within 3 turns. A character with the Key opens or closes a portcullis beside it for 1 AP; the Backstabber picks the lock without one; the Colossus breaks a closed one for 1 AP, and a broken portcullis stays open.',
        debriefing:
          'A closed portcullis stops movement and lines of sight: close it behind you, open it for your runners.',
      },
      fr: {
        title: 'Herses et clés',
        briefing:
          'Manœuvrez une herse en 3 tours au plus. Un personnage qui porte la Clé ouvre ou ferme une herse voisine pour 1 PA ; le Backstabber crochète sans Clé ; le Colosse brise une herse fermée pour 1 PA, et une herse brisée reste ouverte.',
        debriefing:
          'Une herse fermée arrête les mouvements et les lignes de vue : fermez-la derrière vous, ouvrez-la pour vos coureurs.',
      },
    },
  },
  {
    id: 'heal',
    scenario: 'standalone',
    level: 1,
    goal: { feat: { kind: 'use', action: 'heal' }, turns: 3 },
    stars: [{ kind: 'within', turns: 2 }, { kind: 'no-loss' }],
    text: {
      en: {
        title: 'The Cleric’s hands',
        briefing:
          'Heal a wounded character within 3 turns. For 1 AP the Cleric heals a wounded character beside him (not himself, not one he carries); the healed character does nothing more this turn.',
        debriefing: 'A healed character is a fighter back for free, but only next turn: heal early.',
      },
      fr: {
        title: 'Les mains du Clerc',
        briefing:
          'Soignez un blessé en 3 tours au plus. Pour 1 PA le Clerc soigne un blessé adjacent (pas lui-même, pas celui qu’il porte) ; le soigné ne fait plus rien ce tour-ci.',
        debriefing:
          'Un soigné redevient combattant sans rien coûter, mais au tour suivant seulement : soignez tôt.',
      },
    },
  },
  {
    id: 'banshee',
    scenario: 'standalone',
    level: 1,
    goal: { feat: { kind: 'use', action: 'scream' }, turns: 3 },
    stars: [{ kind: 'within', turns: 2 }, { kind: 'no-loss' }],
    text: {
      en: {
        title: 'The scream',
        briefing:
          'Use the Banshee’s scream within 3 turns. For 2 AP it pushes the first character in her line of sight, friend or foe, one square straight away from her; pushed into a pit trap without a Rope, it is eliminated (R20). The scream is not a combat.',
        debriefing: 'The scream moves enemies off the exit, or into a pit: it needs no card and cannot fail.',
      },
      fr: {
        title: 'Le cri',
        briefing:
          'Utilisez le cri de la Banshee en 3 tours au plus. Pour 2 PA il repousse d’une case, droit devant elle, le premier personnage dans sa ligne de vue, ami ou ennemi ; poussé dans une fosse sans Corde, il est éliminé (R20). Le cri n’est pas un combat.',
        debriefing:
          'Le cri écarte un ennemi de la sortie, ou le pousse dans une fosse : sans carte, il ne rate jamais.',
      },
    },
  },
  {
    id: 'telepath',
    scenario: 'standalone',
    level: 1,
    goal: { feat: { kind: 'use', action: 'announce' }, turns: 4 },
    stars: [{ kind: 'also', feat: { kind: 'kill', count: 1 } }, { kind: 'no-loss' }],
    text: {
      en: {
        title: 'Mind control',
        briefing:
          'Name a Combat card with your Telepath within 4 turns. In a one-on-one close combat the Telepath announces a card other than +0, and the opponent must play it if they hold it; if not, they show you their remaining cards and choose freely. Not in group or ranged combat; two Telepaths cancel.',
        debriefing:
          'Name the card they most want to keep: the Telepath (combat 0) wins fights by what he takes away.',
      },
      fr: {
        title: 'Contrôle mental',
        briefing:
          'Annoncez une carte Combat avec votre Télépathe en 4 tours au plus. En combat au contact un contre un, le Télépathe annonce une carte autre que +0, que l’adversaire doit jouer s’il l’a ; sinon il vous montre ses cartes restantes et choisit librement. Pas en combat de groupe ni à distance ; deux Télépathes s’annulent.',
        debriefing:
          'Annoncez la carte qu’il tient le plus à garder : le Télépathe (combat 0) gagne par ce qu’il enlève.',
      },
    },
  },
  {
    id: 'fireball',
    scenario: 'standalone',
    level: 2,
    goal: { feat: { kind: 'kill', count: 1 }, turns: 3 },
    stars: [{ kind: 'also', feat: { kind: 'use', action: 'fireball' } }, { kind: 'no-loss' }],
    text: {
      en: {
        title: 'First blood',
        briefing:
          'Eliminate an enemy character within 3 turns (each elimination gives you 1 VP, R19). Only the Wizard may fire the Fireball wand: 1 AP, it eliminates the first character in the chosen direction, friend or foe, with no combat; it works once.',
        debriefing:
          'A wounded character is eliminated by a second defeat; the Fireball needs no card at all. Mind your own pieces in its line.',
      },
      fr: {
        title: 'Premier sang',
        briefing:
          'Éliminez un personnage ennemi en 3 tours au plus (chaque élimination vous donne 1 PV, R19). Seul le Magicien peut utiliser la Baguette de boule de feu : 1 PA, elle élimine le premier personnage dans la direction choisie, ami ou ennemi, sans combat ; elle ne sert qu’une fois.',
        debriefing:
          'Un blessé est éliminé par une seconde défaite ; la Boule de feu ne demande aucune carte. Attention à vos propres pièces dans sa ligne.',
      },
    },
  },
  {
    id: 'hold-off',
    scenario: 'standalone',
    level: 3,
    goal: { feat: { kind: 'hold' }, turns: 3 },
    stars: [{ kind: 'no-loss' }, { kind: 'also', feat: { kind: 'escape' } }],
    text: {
      en: {
        title: 'Hold the line',
        briefing:
          'Play 3 of your turns without letting the opponent score a single VP and without losing the game. Stand between their runners and your starting line, close portcullises, and keep your wounded away from them.',
        debriefing: 'Defence is positional: a miniature beside the exit blocks more than a fight won.',
      },
      fr: {
        title: 'Tenir la ligne',
        briefing:
          'Jouez 3 de vos tours sans laisser l’adversaire marquer un seul PV et sans perdre la partie. Placez-vous entre ses coureurs et votre ligne de départ, fermez les herses, et gardez vos blessés loin d’eux.',
        debriefing:
          'La défense est affaire de position : une figurine devant la sortie bloque mieux qu’un combat gagné.',
      },
    },
  },
  {
    id: 'race-to-win',
    scenario: 'standalone',
    level: 2,
    goal: { feat: { kind: 'win' }, turns: 3 },
    stars: [{ kind: 'within', turns: 2 }, { kind: 'no-loss' }],
    text: {
      en: {
        title: 'The last points',
        briefing:
          'Win the game within 3 turns. In the stand-alone game the turn in which a player reaches the VP target is played to its end, then most VP wins (R22): score, and do not hand points back before your turn ends.',
        debriefing: 'Reaching the target is not the end: the turn finishes first. Count both sides’ VP.',
      },
      fr: {
        title: 'Les derniers points',
        briefing:
          'Gagnez la partie en 3 tours au plus. Dans la partie complète, le tour où un joueur atteint l’objectif de PV se joue jusqu’au bout, puis le plus de PV l’emporte (R22) : marquez, sans rendre de points avant la fin de votre tour.',
        debriefing:
          'Atteindre l’objectif ne termine pas tout : le tour s’achève d’abord. Comptez les PV des deux camps.',
      },
    },
  },
  {
    id: 'thief-pits',
    scenario: 'classic',
    level: 1,
    goal: { feat: { kind: 'escape', character: C.Thief }, turns: 3 },
    stars: [{ kind: 'within', turns: 2 }, { kind: 'no-loss' }],
    text: {
      en: {
        title: 'The Thief’s shortcut',
        briefing:
          'Get your Thief out within 3 turns. She crosses pit traps and may stop on one, without a Rope, and while she stands on a pit your other characters cross it over her. Wounded on a pit without a Rope, she falls.',
        debriefing:
          'Pits are walls for the others, roads for the Thief: the shortest way out is often through them.',
      },
      fr: {
        title: 'Le raccourci de la Voleuse',
        briefing:
          'Faites sortir votre Voleuse en 3 tours au plus. Elle traverse les fosses et peut s’y arrêter sans Corde, et tant qu’elle se tient sur une fosse vos autres personnages la franchissent par-dessus elle. Blessée sur une fosse sans Corde, elle tombe.',
        debriefing:
          'Les fosses arrêtent les autres, elles servent de route à la Voleuse : le chemin le plus court passe souvent par elles.',
      },
    },
  },
  {
    id: 'wall-walker',
    scenario: 'classic',
    level: 1,
    goal: { feat: { kind: 'escape', character: C.WallWalker }, turns: 3 },
    stars: [
      { kind: 'also', feat: { kind: 'use', action: 'wallwalk' } },
      { kind: 'within', turns: 2 },
    ],
    text: {
      en: {
        title: 'Through the wall',
        briefing:
          'Get your Wall-Walker out within 3 turns. For 1 AP she crosses one wall to the square beyond, carrying what she holds; portcullises stop her like anyone.',
        debriefing: 'One AP per wall: a room the others must go round, she goes through.',
      },
      fr: {
        title: 'À travers le mur',
        briefing:
          'Faites sortir votre Passe-Muraille en 3 tours au plus. Pour 1 PA elle traverse un mur jusqu’à la case au-delà, avec ce qu’elle porte ; les herses l’arrêtent comme tout le monde.',
        debriefing: 'Un PA par mur : la salle que les autres contournent, elle la traverse.',
      },
    },
  },
  {
    id: 'goblin-run',
    scenario: 'classic',
    level: 2,
    goal: { feat: { kind: 'escape' }, turns: 3 },
    stars: [{ kind: 'within', turns: 2 }, { kind: 'no-loss' }],
    text: {
      en: {
        title: 'Run for it',
        briefing:
          'Escape a character within 3 turns. In the 2004 set an escape scores 1 VP, the Goblin 2, and carrying the Treasure out adds 1; the game ends as soon as a player has 5 VP.',
        debriefing: 'The Goblin is weak in a fight but worth two escapes: guard his way out.',
      },
      fr: {
        title: 'Sauve qui peut',
        briefing:
          'Faites sortir un personnage en 3 tours au plus. Dans le jeu de 2004 une sortie rapporte 1 PV, le Gobelin 2, et le Trésor sorti ajoute 1 ; la partie s’arrête dès qu’un joueur a 5 PV.',
        debriefing: 'Le Gobelin est faible au combat mais vaut deux sorties : protégez son chemin.',
      },
    },
  },
  {
    id: 'classic-portcullis',
    scenario: 'classic',
    level: 1,
    goal: { feat: { kind: 'use', action: 'portcullis' }, turns: 3 },
    stars: [{ kind: 'within', turns: 2 }, { kind: 'no-loss' }],
    text: {
      en: {
        title: 'Locks and fists',
        briefing:
          'Work a portcullis within 3 turns. The 2004 set has no Key: the Thief opens or closes a portcullis beside her for 1 AP, and the Warrior breaks a closed one for 1 AP, open for good (C7).',
        debriefing: 'Only two of your eight can touch a portcullis: keep them where the bars matter.',
      },
      fr: {
        title: 'Serrures et poings',
        briefing:
          'Manœuvrez une herse en 3 tours au plus. Le jeu de 2004 n’a pas de Clé : la Voleuse ouvre ou ferme une herse voisine pour 1 PA, et le Guerrier brise une herse fermée pour 1 PA, ouverte pour de bon (C7).',
        debriefing:
          'Deux seulement de vos huit personnages touchent aux herses : gardez-les là où elles comptent.',
      },
    },
  },
  {
    id: 'speed-potion',
    scenario: 'classic',
    level: 1,
    goal: { feat: { kind: 'escape' }, turns: 3 },
    stars: [{ kind: 'also', feat: { kind: 'use', action: 'drink' } }, { kind: 'no-loss' }],
    text: {
      en: {
        title: 'Quick as a potion',
        briefing:
          'Escape a character within 3 turns; a star for drinking the Speed Potion on the way. For 1 AP its carrier drinks it and gains 4 AP that only it may spend, this turn; then it is gone.',
        debriefing: 'The potion is +3 AP for one character, once: keep it for the run that ends the game.',
      },
      fr: {
        title: 'Vif comme une potion',
        briefing:
          'Faites sortir un personnage en 3 tours au plus ; une étoile pour avoir bu la Potion de vitesse en chemin. Pour 1 PA celui qui la porte la boit et gagne 4 PA que lui seul dépense, ce tour-ci ; puis elle disparaît.',
        debriefing:
          'La potion vaut +3 PA pour un seul personnage, une fois : gardez-la pour la course qui finit la partie.',
      },
    },
  },
  {
    id: 'troll',
    scenario: 'classic',
    level: 1,
    goal: { feat: { kind: 'use', action: 'regenerate' }, turns: 4 },
    stars: [{ kind: 'within', turns: 2 }, { kind: 'no-loss' }],
    text: {
      en: {
        title: 'The Troll gets up',
        briefing:
          'Regenerate your Troll within 4 turns. While wounded, for 1 AP he stands up again, but not in the turn he was wounded and not while carried; then he does nothing more that turn.',
        debriefing: 'A Troll is only out of the fight when eliminated: wound him twice or not at all.',
      },
      fr: {
        title: 'Le Troll se relève',
        briefing:
          'Régénérez votre Troll en 4 tours au plus. Blessé, il se relève pour 1 PA, mais pas au tour où il a été blessé ni s’il est porté ; il ne fait ensuite plus rien ce tour-ci.',
        debriefing: 'Un Troll n’est hors de combat qu’éliminé : blessez-le deux fois, ou pas du tout.',
      },
    },
  },
  {
    id: 'classic-kill',
    scenario: 'classic',
    level: 2,
    goal: { feat: { kind: 'kill', count: 1 }, turns: 3 },
    stars: [{ kind: 'no-loss' }, { kind: 'within', turns: 2 }],
    text: {
      en: {
        title: 'Sword and armour',
        briefing:
          'Eliminate an enemy character within 3 turns. The Sword gives its carrier +1 in attack, the Armor +1 in defence; a defeated character is wounded, a wounded one defeated again is eliminated.',
        debriefing: 'Objects change the sums: check what each fighter carries before you attack.',
      },
      fr: {
        title: 'Épée et armure',
        briefing:
          'Éliminez un personnage ennemi en 3 tours au plus. L’Épée donne +1 en attaque à qui la porte, l’Armure +1 en défense ; un vaincu est blessé, un blessé vaincu de nouveau est éliminé.',
        debriefing:
          'Les objets changent les sommes : regardez ce que porte chaque combattant avant d’attaquer.',
      },
    },
  },
  {
    id: 'classic-hold',
    scenario: 'classic',
    level: 2,
    goal: { feat: { kind: 'hold' }, turns: 3 },
    stars: [{ kind: 'no-loss' }, { kind: 'also', feat: { kind: 'escape' } }],
    text: {
      en: {
        title: 'Not one point',
        briefing:
          'Play 3 of your turns without the opponent scoring and without losing. In the 2004 set the game ends at once when a player reaches 5 VP (C1).',
        debriefing: 'Block the exits and the Goblin first: he scores double.',
      },
      fr: {
        title: 'Pas un point',
        briefing:
          'Jouez 3 de vos tours sans que l’adversaire marque et sans perdre. Dans le jeu de 2004 la partie s’arrête dès qu’un joueur atteint 5 PV (C1).',
        debriefing: 'Bloquez les sorties, et le Gobelin d’abord : il marque double.',
      },
    },
  },
  {
    id: 'classic-win',
    scenario: 'classic',
    level: 2,
    goal: { feat: { kind: 'win' }, turns: 3 },
    stars: [{ kind: 'within', turns: 2 }, { kind: 'no-loss' }],
    text: {
      en: {
        title: 'Five points',
        briefing:
          'Win within 3 turns. In the 2004 set the game ends the moment a player reaches the VP target (C1), whoever’s turn it is.',
        debriefing:
          'Here the target ends the game at once: a point scored in the opponent’s turn counts too.',
      },
      fr: {
        title: 'Cinq points',
        briefing:
          'Gagnez en 3 tours au plus. Dans le jeu de 2004 la partie s’arrête dès qu’un joueur atteint l’objectif de PV (C1), quel que soit le tour.',
        debriefing:
          'Ici l’objectif termine la partie aussitôt : un point marqué pendant le tour adverse compte aussi.',
      },
    },
  },
];

interface Mined {
  position: string;
  seat: 'yellow' | 'blue';
  line: string[];
}

/** The missions that have a mined start, in their order. */
export const MISSIONS: readonly Mission[] = MISSION_DEFS.flatMap((d) => {
  const m = (MINED.missions as Record<string, Mined | undefined>)[d.id];
  return m ? [{ ...d, position: m.position, seat: m.seat, line: m.line }] : [];
});
