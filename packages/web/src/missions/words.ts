// The words of the missions and puzzles screens, in English and French, kept beside them (the
// shared dictionary, i18n.ts, stays as it is). Mission texts themselves are in missions.ts.
import { frenchSpacing, type Lang } from '../i18n.ts';

const en = {
  missions: 'Missions',
  missionsHelp:
    'Short games from a position, against the computer, each with a goal beyond winning. Each star opens the next mission.',
  puzzleOfDay: 'Puzzle of the day',
  locked: 'Locked: earn a star in the mission before',
  starsOf: '{n} of 3 stars',
  noStars: 'not played yet',
  level: 'Computer: L{level}',
  youPlay: 'You play {seat}',
  goalTurns: 'Within {n} of your turns',
  star1: '★ the goal',
  'star.within': '★ within {n} turns',
  'star.no-loss': '★ without losing a character',
  'star.also': '★ {what}',
  'also.use.rotate': 'turn a room on the way',
  'also.use.fireball': 'with the Fireball',
  'also.use.wallwalk': 'with a wall-walk',
  'also.use.jump': 'with a Jump',
  'also.use.drink': 'drink the Speed Potion',
  'also.kill': 'eliminate an enemy too',
  'also.escape': 'escape a character too',
  play: 'Play',
  turnOf: 'turn {n} of {of}',
  setPrison: 'Prison',
  setClassic: '2004 set',
  resume: 'Continue',
  restart: 'Start again',
  back: 'All missions',
  passed: 'Mission accomplished',
  'failed.time': 'Time is up: the goal was not met.',
  'failed.lost': 'The opponent got through.',
  'failed.over': 'The game ended before the goal was met.',
  failed: 'Mission failed',
  retry: 'Try again',
  next: 'Next mission',
  turnsTaken: 'Done in {n} turn(s).',
  puzzle: 'Puzzle {n} of {count}',
  puzzleGoal: '{seat} to play: win this turn ({kind}).',
  'kind.escape': 'an escape reaches the target',
  'kind.kill': 'an elimination reaches the target',
  solved: 'Solved!',
  notSolved: 'Not this time: the turn ended without the win.',
  solution: 'Show the solution',
  anotherPuzzle: 'Another puzzle',
  todayPuzzle: 'Today’s puzzle',
  badMission: 'This mission could not be started: {why}',
};

const fr: typeof en = {
  missions: 'Missions',
  missionsHelp:
    'De courtes parties depuis une position, contre l’ordinateur, chacune avec un objectif au-delà de la victoire. Chaque étoile ouvre la mission suivante.',
  puzzleOfDay: 'Problème du jour',
  locked: 'Verrouillée : gagnez une étoile dans la mission précédente',
  starsOf: '{n} étoile(s) sur 3',
  noStars: 'pas encore jouée',
  level: 'Ordinateur : N{level}',
  youPlay: 'Vous jouez {seat}',
  goalTurns: 'En {n} de vos tours au plus',
  star1: '★ l’objectif',
  'star.within': '★ en {n} tours au plus',
  'star.no-loss': '★ sans perdre de personnage',
  'star.also': '★ {what}',
  'also.use.rotate': 'en tournant une salle',
  'also.use.fireball': 'avec la Boule de feu',
  'also.use.wallwalk': 'en passant un mur',
  'also.use.jump': 'avec un Saut',
  'also.use.drink': 'en buvant la Potion de vitesse',
  'also.kill': 'en éliminant aussi un ennemi',
  'also.escape': 'en faisant aussi sortir un personnage',
  play: 'Jouer',
  turnOf: 'tour {n} sur {of}',
  setPrison: 'Prison',
  setClassic: 'jeu de 2004',
  resume: 'Reprendre',
  restart: 'Recommencer',
  back: 'Toutes les missions',
  passed: 'Mission accomplie',
  'failed.time': 'Temps écoulé : l’objectif n’est pas atteint.',
  'failed.lost': 'L’adversaire est passé.',
  'failed.over': 'La partie s’est terminée avant l’objectif.',
  failed: 'Mission échouée',
  retry: 'Réessayer',
  next: 'Mission suivante',
  turnsTaken: 'Réussie en {n} tour(s).',
  puzzle: 'Problème {n} sur {count}',
  puzzleGoal: '{seat} joue : gagnez ce tour-ci ({kind}).',
  'kind.escape': 'une sortie atteint l’objectif',
  'kind.kill': 'une élimination atteint l’objectif',
  solved: 'Résolu !',
  notSolved: 'Pas cette fois : le tour s’est fini sans la victoire.',
  solution: 'Voir la solution',
  anotherPuzzle: 'Un autre problème',
  todayPuzzle: 'Le problème du jour',
  badMission: 'Impossible de lancer cette mission : {why}',
};

export type MissionWord = keyof typeof en;
const DICTS = { en, fr };

export function missionWords(
  lang: Lang,
): (key: MissionWord, params?: Record<string, string | number>) => string {
  return (key, params) => {
    const text = DICTS[lang][key].replace(/\{(\w+)\}/g, (m, name: string) =>
      params && name in params ? String(params[name]) : m,
    );
    return lang === 'fr' ? frenchSpacing(text) : text;
  };
}
