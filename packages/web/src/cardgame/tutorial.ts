// Guidance for the three tutorial scenarios (rulebook: Tutorials 1-3), in English and French:
// what the scenario teaches, then a hint for the decision at hand, chosen from the phase and
// what the player may do now. It reads the view and the legal actions, never the state.
import type { Action, View } from '@dt/cardgame';
import type { Lang } from '../i18n.ts';

type Two = [string, string];

const INTRO: Record<string, Two> = {
  'tutorial-1': [
    'Tutorial 1: get both your characters out through the far starting zone (1 VP each). No combat yet.',
    'Didacticiel 1 : faites sortir vos deux personnages par la zone de départ adverse (1 PV chacun). Pas encore de combat.',
  ],
  'tutorial-2': [
    'Tutorial 2: combat arrives. Attack an enemy in your zone; both sides add a secret Combat card. A loser is wounded, a wounded loser eliminated (1 VP).',
    'Didacticiel 2 : le combat arrive. Attaquez un ennemi de votre zone ; chaque camp ajoute une carte Combat secrète. Le perdant est blessé, un blessé qui perd est éliminé (1 PV).',
  ],
  'tutorial-3': [
    'Tutorial 3: the full team of six, ranged combat (Crossbowman, Bow) and healing (Cleric). First to 4 VP.',
    'Didacticiel 3 : l’équipe complète de six, le combat à distance (Arbalétrier, Arc) et les soins (Clerc). Premier à 4 PV.',
  ],
};

const PHASE: Record<string, Two> = {
  starters: [
    'Choose which two characters start, and below which room (west or east) each waits.',
    'Choisissez les deux personnages qui commencent, et sous quelle salle (ouest ou est) chacun attend.',
  ],
  deal: [
    'Put your cards face down next to a room: they appear in it when the room is revealed. Tap a card of your hand, then a highlighted room.',
    'Posez vos cartes face cachée près d’une salle : elles y apparaîtront quand elle sera révélée. Touchez une carte de votre main, puis une salle en surbrillance.',
  ],
  facing: [
    'Turn each starting character towards a zone icon: he enters the room through that zone.',
    'Tournez chaque personnage de départ vers une icône de zone : il entrera dans la salle par cette zone.',
  ],
  place: [
    'A room was revealed: place each card dealt next to it on a highlighted zone.',
    'Une salle a été révélée : placez chaque carte posée près d’elle sur une zone en surbrillance.',
  ],
  moving: [
    'Moving: tap a highlighted zone to step there, pick up or drop a card, or stop. The movement costs 1 AP in all.',
    'Déplacement : touchez une zone en surbrillance pour y aller, ramassez ou posez une carte, ou arrêtez-vous. Le déplacement coûte 1 PA en tout.',
  ],
  combat: [
    'Choose your Combat card: its value is added to your side. The +0 card always comes back to your hand.',
    'Choisissez votre carte Combat : sa valeur s’ajoute à votre camp. La carte +0 revient toujours dans votre main.',
  ],
};

const ACTIONS: Two = [
  'Your turn: each action costs 1 AP from your wheel; up to 3 unused AP are kept. Reveal a room next to a character, move a character (tap it, then Move), or end the turn.',
  'Votre tour : chaque action coûte 1 PA de votre roue ; jusqu’à 3 PA non utilisés sont gardés. Révélez une salle voisine d’un personnage, déplacez un personnage (touchez-le, puis Déplacer), ou finissez le tour.',
];
const ROTATE: Two = [
  'A gear zone lets you turn its room a quarter turn in the arrow’s direction (1 AP): it can open a way.',
  'Une zone engrenage permet de tourner sa salle d’un quart de tour dans le sens de la flèche (1 PA) : cela peut ouvrir un passage.',
];
const JUMP: Two = [
  'A pit trap blocks the way: a Jump card (or a Combat card) lets a character jump over it.',
  'Une fosse barre le chemin : une carte Saut (ou une carte Combat) permet de la sauter.',
];
const ATTACK: Two = [
  'An enemy is in reach: attacking costs 1 AP and starts a combat.',
  'Un ennemi est à portée : attaquer coûte 1 PA et engage un combat.',
];

/** The guidance lines for a tutorial game now, or [] outside the tutorials. */
export function tutorialTips(view: View, legal: Action[], lang: Lang): string[] {
  const intro = INTRO[view.scenario];
  if (!intro) return [];
  const say = (x: Two): string => (lang === 'fr' ? x[1] : x[0]);
  const out = [say(intro)];
  if (PHASE[view.phase]) out.push(say(PHASE[view.phase]!));
  if (view.phase === 'actions' && legal.length) {
    out.push(say(ACTIONS));
    if (legal.some((a) => a.type === 'attack' || a.type === 'shoot')) out.push(say(ATTACK));
    if (legal.some((a) => a.type === 'jump')) out.push(say(JUMP));
    if (legal.some((a) => a.type === 'rotate')) out.push(say(ROTATE));
  }
  return out;
}
