// The analysis board's and the review's words, English and French, kept apart from the main
// dictionary so that other screens' words merge without conflicts; read through the same
// language context and French spacing as every other word (i18n.ts).
import { frenchSpacing, useLang, type Lang } from '../i18n.ts';

const en = {
  analysisBoard: 'Analysis board',
  analysisAbout: 'Set up a position, see what the computer thinks of it, and try moves.',
  setupTitle: 'Set up a position',
  setupHelp:
    'Paste a position (its notation), a game record (then choose the step) or a Board Game Arena snapshot (JSON), or open a file.',
  setupText: 'Position, record or snapshot',
  openFile: 'Open a file…',
  recordStep: 'Step of the record',
  setUp: 'Set up',
  badSetup: 'Nothing changed: {message}',
  notRecognised:
    'this is neither a position, a game record nor a Board Game Arena snapshot ({position}; {record})',
  stepOutOfRange: 'the record has steps 0 to {n}',
  complete: 'Everything known: search the true position, hidden parts included',
  seatView: 'Searched from the view of {seat}, who is to move: what it cannot see is guessed.',
  completeView: 'Searched with everything known.',
  analyse: 'Analyse',
  stop: 'Stop',
  searching: 'Searching: {n} of {total} iterations',
  evaluation: '{seat} to move: {p}% to win',
  bestLine: 'Best line',
  nothingToDecide: 'Nobody has anything to decide here.',
  back: 'Back',
  forward: 'Forward',
  moveOf: 'Move {i} of {n}',
  analyseHere: 'Analyse this position',
  review: 'Review',
  reviewTitle: 'The computer’s review',
  reviewing: 'Reviewing: {done} of {total} decisions',
  graphLabel: 'Yellow’s chance to win along the game (above the middle: yellow ahead)',
  costliest: 'Costliest decisions',
  mistake:
    'Turn {turn}, {seat} played {played}: {drop} points of win chance lost. The computer would play {best}.',
  noMistakes: 'No decision lost {p} points of win chance or more.',
  reviewFailed: 'The review failed: {message}',
  goToStep: 'Show this position',
  // The position editor by pointing (Editor.tsx).
  editPosition: 'Edit the position',
  editTitle: 'Edit the position',
  editHelp:
    'Choose a piece on the board or in the list, then point at a square to put it there, or at a character to have it carry the piece chosen.',
  editChooseFirst: 'Choose a piece first, on the board or in the list.',
  editRefused: 'Refused, nothing changed: {message}',
  editOff: 'Off the board',
  editEscape: 'Escaped',
  editWounded: 'Wounded',
  editToMove: 'To move',
  editAp: 'AP left',
  editNotation: 'Position notation',
  editDone: 'Done',
  editCancel: 'Cancel',
  editCarriedBy: 'carried by {who}',
  editEscaped: 'escaped',
  editEliminated: 'eliminated',
  editDiscarded: 'discarded',
  editRescued: 'rescued',
  editReserve: 'behind the screen',
  editInRoom: 'face down in a room',
  editStartHelp: 'Or start from a scenario’s beginning (its set-up made) and place the pieces by pointing.',
  editScenario: 'Scenario',
};
export type AnalysisKey = keyof typeof en;

const fr: Record<AnalysisKey, string> = {
  analysisBoard: 'Table d’analyse',
  analysisAbout: 'Préparez une position, voyez ce qu’en pense l’ordinateur et essayez des coups.',
  setupTitle: 'Préparer une position',
  setupHelp:
    'Collez une position (sa notation), un enregistrement de partie (puis choisissez l’étape) ou un instantané de Board Game Arena (JSON), ou ouvrez un fichier.',
  setupText: 'Position, enregistrement ou instantané',
  openFile: 'Ouvrir un fichier…',
  recordStep: 'Étape de l’enregistrement',
  setUp: 'Préparer',
  badSetup: 'Rien n’a changé : {message}',
  notRecognised:
    'ce n’est ni une position, ni un enregistrement de partie, ni un instantané de Board Game Arena ({position} ; {record})',
  stepOutOfRange: 'l’enregistrement a les étapes 0 à {n}',
  complete: 'Tout connu : chercher dans la vraie position, parties cachées comprises',
  seatView: 'Cherché du point de vue de {seat}, qui a la main : ce qu’il ne voit pas est deviné.',
  completeView: 'Cherché avec tout connu.',
  analyse: 'Analyser',
  stop: 'Arrêter',
  searching: 'Recherche : {n} itérations sur {total}',
  evaluation: '{seat} a la main : {p} % de chances de gagner',
  bestLine: 'Meilleure suite',
  nothingToDecide: 'Personne n’a rien à décider ici.',
  back: 'Reculer',
  forward: 'Avancer',
  moveOf: 'Coup {i} sur {n}',
  analyseHere: 'Analyser cette position',
  review: 'Revue',
  reviewTitle: 'La revue de l’ordinateur',
  reviewing: 'Revue : {done} décisions sur {total}',
  graphLabel: 'Les chances de gagner de Jaune au fil de la partie (au-dessus du milieu : Jaune mène)',
  costliest: 'Décisions les plus coûteuses',
  mistake:
    'Tour {turn}, {seat} a joué {played} : {drop} points de chances de gagner perdus. L’ordinateur jouerait {best}.',
  noMistakes: 'Aucune décision n’a perdu {p} points de chances de gagner ou plus.',
  reviewFailed: 'La revue a échoué : {message}',
  goToStep: 'Montrer cette position',
  // L’éditeur de position (Editor.tsx).
  editPosition: 'Modifier la position',
  editTitle: 'Modifier la position',
  editHelp:
    'Choisissez une pièce sur le plateau ou dans la liste, puis montrez une case pour l’y poser, ou un personnage pour qu’il porte la pièce choisie.',
  editChooseFirst: 'Choisissez d’abord une pièce, sur le plateau ou dans la liste.',
  editRefused: 'Refusé, rien n’a changé : {message}',
  editOff: 'Hors du plateau',
  editEscape: 'Sorti',
  editWounded: 'Blessé',
  editToMove: 'À la main',
  editAp: 'PA restants',
  editNotation: 'Notation de la position',
  editDone: 'Terminé',
  editCancel: 'Annuler',
  editCarriedBy: 'porté par {who}',
  editEscaped: 'sorti',
  editEliminated: 'éliminé',
  editDiscarded: 'défaussé',
  editRescued: 'secouru',
  editReserve: 'derrière l’écran',
  editInRoom: 'face cachée dans une salle',
  editStartHelp:
    'Ou partez du début d’un scénario (sa mise en place faite) et placez les pièces en les montrant.',
  editScenario: 'Scénario',
};

const DICTS: Record<Lang, Record<AnalysisKey, string>> = { en, fr };
export const ANALYSIS_KEYS = Object.keys(en) as AnalysisKey[];

export type AT = (key: AnalysisKey, params?: Record<string, string | number>) => string;

export function analysisTranslator(lang: Lang): AT {
  return (key, params) => {
    const text = DICTS[lang][key].replace(/\{(\w+)\}/g, (m, name: string) =>
      params && name in params ? String(params[name]) : m,
    );
    return lang === 'fr' ? frenchSpacing(text) : text;
  };
}

export const useAT = (): AT => analysisTranslator(useLang());
