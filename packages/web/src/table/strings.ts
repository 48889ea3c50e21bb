// The board table's own words (moves by pointing, refusals, the confirmed game actions), in
// English and French, kept apart from the shared dictionary (i18n.ts) so the table's words live
// with the table. Refusals are worded from the engine's reason codes (explain.ts).
import type { Refusal } from './state.ts';
import { frenchSpacing, type Lang } from '../i18n.ts';
import { pieceWord } from '../words.ts';

const en = {
  'why.GAME_OVER': 'The game is over.',
  'why.NOT_YOUR_TURN': 'It is not your turn.',
  'why.CHOOSE_CARD_FIRST': 'Choose your Action card first.',
  'why.FINISH_COMBAT_FIRST': 'Finish the combat first.',
  'why.PLACE_TOKENS_FIRST': 'Place the revealed room’s tokens first.',
  'why.NO_AP': 'No action points left: end your turn.',
  'why.NOT_YOURS': '{piece} is your opponent’s.',
  'why.OBJECT': '{piece} is an object: a character carries it (point at it on a character’s way).',
  'why.WOUNDED': '{piece} is wounded: it cannot act until healed.',
  'why.OUT_OF_PLAY': 'That piece is not on the board.',
  'why.STUCK': '{piece} has nothing it can do now.',
  'why.OUT_OF_REACH': '{piece} cannot reach that square: too far, or walls, pits or pieces in the way.',
  'why.FRIEND': '{target} is on your side.',
  'why.NOT_BESIDE': '{target} is not beside {piece}.',
  'why.WOUNDED_THIS_TURN': '{target} was wounded this turn and cannot be attacked again.',
  'why.CANNOT_ATTACK': '{piece} cannot attack {target} from here.',
  'why.MARKS': 'No way there makes the pick-ups you chose: clear them, or point at another square.',
  'why.NO_MINIATURE_BESIDE': 'A room is revealed from a square beside it: none of your characters is there.',
  spotTake: 'Pick up {item} on the way',
  spotGive: 'Give {item} to {friend} on the way',
  spotOn: '{what} (chosen: point again to go there and pick it up)',
  dropAtEnd: 'Drop {item} where it stops',
  marksChosen: 'On the way: {marks}. Now point at the destination.',
  markTake: 'pick up {item}',
  markGive: 'give {item}',
  markDrop: 'drop {item}',
  clearMarks: 'Clear',
  jumpThere: 'Jump there',
  walkThere: 'Walk there',
  forced: 'Played for you (the only possibility): {what}',
  turnOver: 'Your turn is over: no action points left.',
  gameActions: 'Game',
  playerAid: 'Player aid',
  scoresTitle: 'Victory points: who scored what',
  scoresSeat: 'Player',
  scoresEscaped: 'Escaped',
  scoresKilled: 'Opponents eliminated',
  scoresVp: 'VP',
  replayLink: 'Watch the replay',
  resignAsk: 'Resign this game? Your opponent wins.',
  drawAsk: 'Offer your opponent a draw?',
  yesResign: 'Yes, resign',
  yesOffer: 'Yes, offer a draw',
  lastMove: 'Last move: {what}',
  apOf: '{seat}: {n} AP left',
  fightTitle: 'Combat',
  fireballTitle: 'Fireball',
  spearTitle: 'Combat with the Telescoping spear',
  bowTitle: 'Bow shot',
  fireThrower: 'Thrower',
  fireTarget: 'Target',
  fightAttack: 'Attack',
  fightDefence: 'Defence',
  fightStrength: 'strength {n}',
  fightCard: 'Combat card +{n}',
  fightTotal: 'total {n}',
  fightTie: 'A tie: nobody is hurt.',
  fightWins: '{seat} wins the combat.',
  fateWounded: '{piece} is wounded.',
  fateEliminated: '{piece} is eliminated.',
};
export type TableKey = keyof typeof en;

const fr: Record<TableKey, string> = {
  'why.GAME_OVER': 'La partie est finie.',
  'why.NOT_YOUR_TURN': 'Ce n’est pas votre tour.',
  'why.CHOOSE_CARD_FIRST': 'Choisissez d’abord votre carte Action.',
  'why.FINISH_COMBAT_FIRST': 'Terminez d’abord le combat.',
  'why.PLACE_TOKENS_FIRST': 'Placez d’abord les pions de la salle révélée.',
  'why.NO_AP': 'Plus de points d’action : finissez votre tour.',
  'why.NOT_YOURS': '{piece} est à votre adversaire.',
  'why.OBJECT': '{piece} est un objet : un personnage le porte (montrez-le sur le chemin d’un personnage).',
  'why.WOUNDED': '{piece} est blessé : il ne peut pas agir avant d’être soigné.',
  'why.OUT_OF_PLAY': 'Ce pion n’est pas sur le plateau.',
  'why.STUCK': '{piece} ne peut rien faire maintenant.',
  'why.OUT_OF_REACH':
    '{piece} ne peut pas atteindre cette case : trop loin, ou des murs, fosses ou pions en travers.',
  'why.FRIEND': '{target} est dans votre camp.',
  'why.NOT_BESIDE': '{target} n’est pas à côté de {piece}.',
  'why.WOUNDED_THIS_TURN': '{target} a été blessé ce tour-ci et ne peut plus être attaqué.',
  'why.CANNOT_ATTACK': '{piece} ne peut pas attaquer {target} d’ici.',
  'why.MARKS':
    'Aucun chemin vers cette case ne fait les échanges choisis : effacez-les, ou montrez une autre case.',
  'why.NO_MINIATURE_BESIDE':
    'Une salle se révèle depuis une case voisine : aucun de vos personnages n’y est.',
  spotTake: 'Ramasser {item} en chemin',
  spotGive: 'Donner {item} à {friend} en chemin',
  spotOn: '{what} (choisi : montrez-le encore pour y aller le ramasser)',
  dropAtEnd: 'Poser {item} à l’arrivée',
  marksChosen: 'En chemin : {marks}. Montrez maintenant la destination.',
  markTake: 'ramasser {item}',
  markGive: 'donner {item}',
  markDrop: 'poser {item}',
  clearMarks: 'Effacer',
  jumpThere: 'Y sauter',
  walkThere: 'Y marcher',
  forced: 'Joué pour vous (seule possibilité) : {what}',
  turnOver: 'Votre tour est fini : plus de points d’action.',
  gameActions: 'Partie',
  playerAid: 'Aide de jeu',
  scoresTitle: 'Points de victoire : qui a marqué quoi',
  scoresSeat: 'Joueur',
  scoresEscaped: 'Sortis',
  scoresKilled: 'Adversaires éliminés',
  scoresVp: 'PV',
  replayLink: 'Revoir la partie',
  resignAsk: 'Abandonner cette partie ? Votre adversaire gagne.',
  drawAsk: 'Proposer la nulle à votre adversaire ?',
  yesResign: 'Oui, abandonner',
  yesOffer: 'Oui, proposer la nulle',
  lastMove: 'Dernier coup : {what}',
  apOf: '{seat} : {n} PA restants',
  fightTitle: 'Combat',
  fireballTitle: 'Boule de feu',
  spearTitle: 'Combat à la Lance télescopique',
  bowTitle: "Tir à l'Arc",
  fireThrower: 'Lanceur',
  fireTarget: 'Cible',
  fightAttack: 'Attaque',
  fightDefence: 'Défense',
  fightStrength: 'force {n}',
  fightCard: 'Carte Combat +{n}',
  fightTotal: 'total {n}',
  fightTie: 'Égalité : personne n’est touché.',
  fightWins: '{seat} gagne le combat.',
  fateWounded: '{piece} est blessé.',
  fateEliminated: '{piece} est éliminé.',
};

const DICTS: Record<Lang, Record<TableKey, string>> = { en, fr };

export type TT = (key: TableKey, params?: Record<string, string | number>) => string;

export function tableWords(lang: Lang): TT {
  return (key, params) => {
    const text = DICTS[lang][key].replace(/\{(\w+)\}/g, (m, name: string) =>
      params && name in params ? String(params[name]) : m,
    );
    return lang === 'fr' ? frenchSpacing(text) : text;
  };
}

/** A refusal in words, naming the pieces and the square it is about. */
export function reasonText(r: Refusal, lang: Lang): string {
  const key = `why.${r.code}` as const;
  return tableWords(lang)(key, {
    piece: pieceWord(r.piece, lang),
    target: pieceWord(r.target, lang),
    square: r.square ?? '',
  });
}
