// Everything the game says in words: piece names, character and object cards, the log of
// events and the description of actions. Events arrive already redacted by the engine's
// viewEvent, so this file only phrases what the viewer may know.
import { CHARACTER_CODES, COMBAT, MOVE, type Action, type PieceView } from '@dt/engine';
import {
  CLASSIC_CHARACTER_WORDS,
  CLASSIC_OBJECT_WORDS,
  classicActionPhrase,
  classicEventSentence,
  classicStats,
} from './classic-words.ts';
import { boardKindOf, type BoardKind } from './board-kinds.ts';
import { frenchSpacing, translator, type Key, type Lang } from './i18n.ts';

type Words = Record<Lang, string>;
const w = (en: string, fr: string): Words => ({ en, fr });

/** French nouns have a gender, and the adjectives and participles about them agree with it. */
export type Gender = 'm' | 'f';

// Names as the rulebooks print them (French: prison-rulebook-fr.txt, e.g. Homme-serpent = Naga).
export const CHARACTER_WORDS: Record<string, { name: Words; gender: Gender; ability: Words }> = {
  Mk: {
    name: w('Mekanork', 'Méchanork'),
    gender: 'm',
    ability: w(
      'Craftsmanship: on a rotation gear, rotates its room or the twin room in either direction, 1 AP per quarter turn.',
      'Mécanicien : sur un mécanisme de rotation, fait pivoter sa salle ou la salle jumelle dans un sens ou l’autre, 1 PA par quart de tour.',
    ),
  },
  Ng: {
    name: w('Naga', 'Homme-serpent'),
    gender: 'm',
    ability: w(
      'Contortionist: passes arrow-slits while moving, even carrying an object or a wounded.',
      'Contorsionniste : passe les meurtrières en se déplaçant, même en portant un objet ou un blessé.',
    ),
  },
  Cl: {
    name: w('Cleric', 'Clerc'),
    gender: 'm',
    ability: w(
      'Healing: 1 AP, heals an adjacent wounded character, who can do nothing more this turn.',
      'Soins : 1 PA, soigne un blessé adjacent, qui ne peut plus rien faire ce tour.',
    ),
  },
  Bs: {
    name: w('Backstabber', 'Traîtresse'),
    gender: 'f',
    ability: w(
      'Stab: +2 in close group combat with another friendly miniature. Lock-picking: opens or closes an adjacent portcullis for 1 AP.',
      'Poignarder : +2 en combat de groupe avec une autre figurine alliée. Crochetage : ouvre ou ferme une herse adjacente pour 1 PA.',
    ),
  },
  Co: {
    name: w('Colossus', 'Colosse'),
    gender: 'm',
    ability: w(
      'Breaks an adjacent closed portcullis for 1 AP. Giant: enemies of combat 1 or less may pass through its square.',
      'Brise une herse fermée adjacente pour 1 PA. Géant : les ennemis de combat 1 ou moins peuvent traverser sa case.',
    ),
  },
  Wz: {
    name: w('Wizard', 'Magicien'),
    gender: 'm',
    ability: w(
      'Levitation: flies over enemies and pit traps without ending on them. The only one who can use the Fireball wand.',
      'Lévitation : survole ennemis et fosses sans s’y arrêter. Seul à pouvoir utiliser le Bâton de boule de feu.',
    ),
  },
  Bn: {
    name: w('Banshee', 'Hurleur'),
    gender: 'm',
    ability: w(
      'Repulsive scream: 2 AP, pushes the character in its line of sight one square away.',
      'Cri répulsif : 2 PA, repousse d’une case le personnage dans sa ligne de vue.',
    ),
  },
  Tp: {
    name: w('Telepath', 'Télépathe'),
    gender: 'm',
    ability: w(
      'Mind control: in one-on-one close combat, announces a Combat card the opponent must play if held.',
      'Contrôle mental : en combat au corps à corps un contre un, annonce une carte Combat que l’adversaire doit jouer s’il l’a.',
    ),
  },
};

export const OBJECT_WORDS: Record<string, { name: Words; gender: Gender; use: Words }> = {
  Ky: {
    name: w('Key', 'Clef'),
    gender: 'f',
    use: w('1 AP: opens or closes an adjacent portcullis.', '1 PA : ouvre ou ferme une herse adjacente.'),
  },
  Rp: {
    name: w('Rope', 'Corde'),
    gender: 'f',
    use: w('Its carrier crosses and stands on pit traps.', 'Son porteur traverse les fosses et s’y tient.'),
  },
  Sp: {
    name: w('Telescoping spear', 'Lance télescopique'),
    gender: 'f',
    use: w(
      '1 AP: attacks a character exactly 2 squares away in a straight line.',
      '1 PA : attaque un personnage à exactement 2 cases en ligne droite.',
    ),
  },
  Bw: {
    name: w('Bow', 'Arc'),
    gender: 'm',
    use: w(
      '1 AP: shoots the first character in a direction (combat value 1).',
      '1 PA : tire sur le premier personnage dans une direction (valeur 1).',
    ),
  },
  Sh: {
    name: w('Large shield', 'Grand bouclier'),
    gender: 'm',
    use: w('Its carrier cannot be shot.', 'Son porteur ne peut pas être la cible d’un tir.'),
  },
  Fw: {
    name: w('Fireball wand', 'Bâton de boule de feu'),
    gender: 'm',
    use: w(
      'Wizard, 1 AP, once: eliminates the first character in a direction.',
      'Magicien, 1 PA, une fois : élimine le premier personnage dans une direction.',
    ),
  },
};

const SEAT_WORDS: Record<string, Words> = { yellow: w('Yellow', 'Jaune'), blue: w('Blue', 'Bleu') };
/** A player, by colour (a noun: "Bleu joue"). */
export const seatWord = (seat: string, lang: Lang): string => SEAT_WORDS[seat]?.[lang] ?? seat;

/** The French colour adjective, agreeing with the noun: "Lance télescopique bleue", "Arc bleu". */
const colourFr = (seat: string, g: Gender): string =>
  seat === 'yellow' ? 'jaune' : g === 'f' ? 'bleue' : 'bleu';

/** A piece kind's name and gender by code: Prison's, else the 2004 set's (its own codes). */
const nounOf = (code: string): { name: Words; gender: Gender } | undefined =>
  CHARACTER_WORDS[code] ?? OBJECT_WORDS[code] ?? CLASSIC_CHARACTER_WORDS[code] ?? CLASSIC_OBJECT_WORDS[code];

/** The grammatical gender of a piece's French name ("un pion" for a hidden token). */
export function pieceGender(id: string | undefined | null): Gender {
  const code = id && !id.startsWith('?') ? id.slice(1) : '';
  return nounOf(code)?.gender ?? 'm';
}

/** A French participle or adjective agreeing with a piece: agree('blessé', 'yBs') = "blessée". */
export const agree = (word: string, id: string | undefined | null): string =>
  pieceGender(id) === 'f' ? `${word}e` : word;

/** "yNg" → "Yellow Naga" / "Homme-serpent jaune"; anonymous "?3" → "a token". */
export function pieceWord(id: string | undefined | null, lang: Lang): string {
  if (!id || id.startsWith('?')) return lang === 'fr' ? 'un pion' : 'a token';
  const seat = id[0] === 'y' ? 'yellow' : 'blue';
  const code = id.slice(1);
  const name = nounOf(code)?.name[lang] ?? code;
  return lang === 'fr' ? `${name} ${colourFr(seat, pieceGender(id))}` : `${seatWord(seat, lang)} ${name}`;
}

/** A piece's name without its colour (where the colour is plain: the player's own tokens). */
export function pieceName(id: string, lang: Lang): string {
  return nounOf(id.slice(1))?.name[lang] ?? id.slice(1);
}

type CardWords = { stats: string | null; text: string };

/**
 * A piece's printed card: values and ability, or an object's use (the rules reference), from
 * the set the game's scenario belongs to.
 */
export function cardWords(id: string, lang: Lang, scenario?: string): CardWords | null {
  return CARDS[boardKindOf(scenario)](id.slice(1), lang);
}

/** Each set's printed cards: Prison's here, the 2004 set's in classic-words.ts. */
const CARDS: { readonly [K in BoardKind]: (code: string, lang: Lang) => CardWords | null } = {
  prison: prisonCard,
  classic: classicCard,
};

function prisonCard(code: string, lang: Lang): CardWords | null {
  const k = (CHARACTER_CODES as readonly string[]).indexOf(code);
  const ch = CHARACTER_WORDS[code];
  const obj = OBJECT_WORDS[code];
  if (!ch && !obj) return null;
  const t = translator(lang);
  return {
    stats: k >= 0 ? `${t('move', { n: MOVE[k]! })} · ${t('combatValue', { n: COMBAT[k]! })}` : null,
    text: ch ? ch.ability[lang] : obj!.use[lang],
  };
}

function classicCard(code: string, lang: Lang): { stats: string | null; text: string } | null {
  const ch = CLASSIC_CHARACTER_WORDS[code];
  const obj = CLASSIC_OBJECT_WORDS[code];
  const st = classicStats(code);
  if (!ch && !obj) return null;
  const t = translator(lang);
  return {
    stats: st
      ? `${t('move', { n: st.move })} · ${t('combatValue', { n: st.combat })}` +
        (st.escapeVp !== 1 ? ` · ${t('classic.escapeVp', { n: st.escapeVp })}` : '')
      : null,
    text: ch ? ch.ability[lang] : obj!.use[lang],
  };
}

const stateWord = (p: PieceView, lang: Lang): string | null => {
  const t = translator(lang);
  if (p.state === 'wounded') return lang === 'fr' ? agree('blessé', p.id) : t('wounded');
  return null;
};

/** A piece's accessible name: who it is, its state, what it carries, what clicking it does. */
export function pieceLabel(p: PieceView, held: PieceView[], lang: Lang, targeted?: Action[]): string {
  const t = translator(lang);
  const parts = [pieceWord(p.id, lang)];
  const st = stateWord(p, lang);
  if (st) parts.push(st);
  for (const h of held) parts.push(t('carrying', { item: pieceWord(h.id, lang) }));
  if (targeted?.length) parts.push(targeted.map((a) => t(a.type as Key)).join(t('or')));
  return parts.join(', ');
}

/** A piece's tooltip: its name and state, then its card. */
export function pieceTip(p: PieceView, held: PieceView[], lang: Lang, scenario?: string): string {
  const card = cardWords(p.id, lang, scenario);
  const head = pieceLabel(p, held, lang);
  return card ? `${head}\n${card.stats ? `${card.stats}. ` : ''}${card.text}` : head;
}

const REASONS: Record<string, Words> = {
  'victory points': w('victory points', 'points de victoire'),
  'turn limit': w('turn limit', 'limite de tours'),
  'all miniatures escaped': w('all miniatures escaped', 'toutes les figurines sont sorties'),
  'the Colossus escaped': w('the Colossus escaped', 'le Colosse est sorti'),
  'the Colossus was eliminated': w('the Colossus was eliminated', 'le Colosse a été éliminé'),
  'the Colossus left the game wounded': w('the Colossus left wounded', 'le Colosse est sorti blessé'),
  'enemy characters eliminated': w('two enemy characters eliminated', 'deux personnages ennemis éliminés'),
  'draw agreed': w('draw agreed', 'nulle acceptée'),
  'yellow resigned': w('Yellow resigned', 'Jaune a abandonné'),
  'blue resigned': w('Blue resigned', 'Bleu a abandonné'),
};
export const reasonWord = (r: string, lang: Lang): string => REASONS[r]?.[lang] ?? r;

const DIR_WORDS: Record<string, Words> = {
  n: w('towards blue', 'vers Bleu'),
  s: w('towards yellow', 'vers Jaune'),
  e: w('to the right', 'vers la droite'),
  w: w('to the left', 'vers la gauche'),
};
const dirWord = (d: unknown, lang: Lang): string =>
  DIR_WORDS[typeof d === 'number' ? 'nesw'[d]! : String(d)]?.[lang] ?? String(d);

/** One redacted event in words, or null for bookkeeping events nobody needs to read. */
export function eventWords(e: Record<string, unknown>, lang: Lang): string | null {
  const text = eventSentence(e, lang);
  return text && lang === 'fr' ? frenchSpacing(text) : text;
}

function eventSentence(e: Record<string, unknown>, lang: Lang): string | null {
  const fr = lang === 'fr';
  const p = (k: string): string => pieceWord(e[k] as string, lang);
  const seat = typeof e.seat === 'string' ? seatWord(e.seat, lang) : '';
  switch (e.type) {
    case 'card':
      return fr ? `${seat} joue la carte ${e.value} actions.` : `${seat} plays the ${e.value}-action card.`;
    case 'turn-end':
      return fr ? `${seat} finit son tour.` : `${seat} ends the turn.`;
    case 'revealed':
      return fr
        ? `La salle ${Number(e.slot) + 1} (${e.room}) est révélée.`
        : `Room ${Number(e.slot) + 1} (${e.room}) is revealed.`;
    case 'placed':
      return fr
        ? `${p('piece')} ${agree('placé', e.piece as string)} en ${e.square}.`
        : `${p('piece')} placed on ${e.square}.`;
    case 'rotated':
      return fr
        ? `La salle ${Number(e.slot) + 1} pivote ${e.clockwise ? 'dans le sens horaire' : 'dans le sens antihoraire'}.`
        : `Room ${Number(e.slot) + 1} rotates ${e.clockwise ? 'clockwise' : 'anticlockwise'}.`;
    case 'moved': {
      const path = e.path as string[];
      return fr
        ? `${p('piece')} va de ${path[0]} à ${path[path.length - 1]}.`
        : `${p('piece')} moves ${path[0]} → ${path[path.length - 1]}.`;
    }
    case 'jumped':
      return fr ? `${p('piece')} saute en ${e.to}.` : `${p('piece')} jumps to ${e.to}.`;
    case 'took':
      return fr ? `${p('piece')} prend ${p('item')}.` : `${p('piece')} picks up ${p('item')}.`;
    case 'dropped':
      return fr
        ? `${p('piece')} pose ${p('item')} en ${e.square}.`
        : `${p('piece')} drops ${p('item')} on ${e.square}.`;
    case 'fell':
      return fr ? `${p('piece')} tombe dans une fosse !` : `${p('piece')} falls into a pit!`;
    case 'combat-start': {
      const a = (e.attackers as string[]).map((x) => pieceWord(x, lang)).join(', ');
      const d = (e.defenders as string[]).map((x) => pieceWord(x, lang)).join(', ');
      return fr ? `Combat : ${a} contre ${d}.` : `Combat: ${a} against ${d}.`;
    }
    case 'announced':
      return e.value === null
        ? fr
          ? 'Le Télépathe n’annonce rien.'
          : 'The Telepath announces nothing.'
        : fr
          ? `Le Télépathe annonce +${e.value}.`
          : `The Telepath announces +${e.value}.`;
    case 'hand-shown':
      return Array.isArray(e.cards)
        ? fr
          ? `${seat} montre sa main : ${(e.cards as number[]).map((c) => `+${c}`).join(' ')}.`
          : `${seat} shows the hand: ${(e.cards as number[]).map((c) => `+${c}`).join(' ')}.`
        : fr
          ? `${seat} montre sa main au Télépathe.`
          : `${seat} shows the hand to the Telepath.`;
    case 'card-chosen':
      return typeof e.value === 'number'
        ? fr
          ? `${seat} choisit +${e.value} en secret.`
          : `${seat} secretly chooses +${e.value}.`
        : fr
          ? `${seat} a choisi sa carte.`
          : `${seat} has chosen a card.`;
    case 'combat-result': {
      const [cy, cb] = e.cards as number[];
      const [ty, tb] = e.totals as number[];
      const win = e.winner === 'draw' ? (fr ? 'égalité' : 'a tie') : seatWord(String(e.winner), lang);
      return fr
        ? `Cartes : Jaune +${cy}, Bleu +${cb}. Totaux ${ty} contre ${tb} : ${e.winner === 'draw' ? win : `${win} l’emporte`}.`
        : `Cards: yellow +${cy}, blue +${cb}. Totals ${ty} to ${tb}: ${win === 'a tie' ? win : `${win} wins`}.`;
    }
    case 'wounded':
      return fr ? `${p('piece')} est ${agree('blessé', e.piece as string)}.` : `${p('piece')} is wounded.`;
    case 'eliminated':
      return fr
        ? `${p('piece')} est ${agree('éliminé', e.piece as string)}.`
        : `${p('piece')} is eliminated.`;
    case 'escaped':
      return fr ? `${p('piece')} s’échappe !` : `${p('piece')} escapes!`;
    case 'rescued':
      return fr ? `${p('piece')} est ${agree('sauvé', e.piece as string)}.` : `${p('piece')} is rescued.`;
    case 'discarded':
      return fr
        ? `${p('piece')} est ${agree('défaussé', e.piece as string)}.`
        : `${p('piece')} is discarded.`;
    case 'healed':
      if (e.by === e.piece) return fr ? `${p('piece')} se régénère.` : `${p('piece')} regenerates.`;
      return fr ? `${p('by')} soigne ${p('piece')}.` : `${p('by')} heals ${p('piece')}.`;
    case 'portcullis':
      return fr
        ? `${p('piece')} : la herse ${dirWord(e.dir, lang)} est ${{ open: 'ouverte', closed: 'fermée', broken: 'brisée' }[e.state as string]}.`
        : `${p('piece')}: the portcullis ${dirWord(e.dir, lang)} is ${e.state}.`;
    case 'fireball':
      return e.target && e.target !== -1
        ? fr
          ? `${p('piece')} lance une boule de feu sur ${p('target')} !`
          : `${p('piece')} throws a fireball at ${p('target')}!`
        : fr
          ? `${p('piece')} lance une boule de feu dans le vide.`
          : `${p('piece')} throws a fireball into nothing.`;
    case 'scream':
      return fr
        ? `${p('piece')} hurle : ${p('target')} recule en ${e.to}.`
        : `${p('piece')} screams: ${p('target')} is pushed to ${e.to}.`;
    case 'starters':
      return fr
        ? `${seat} a choisi ses personnages de départ.`
        : `${seat} has chosen the starting characters.`;
    case 'starters-revealed':
      return fr ? 'Les personnages de départ sont révélés.' : 'The starting characters are revealed.';
    case 'token':
      return typeof e.piece === 'string'
        ? fr
          ? `${seat} place ${p('piece')} face cachée (salle ${Number(e.room) + 1}).`
          : `${seat} places ${p('piece')} face down (room ${Number(e.room) + 1}).`
        : fr
          ? `${seat} place un pion face cachée (salle ${Number(e.room) + 1}).`
          : `${seat} places a token face down (room ${Number(e.room) + 1}).`;
    case 'handicap':
      return fr ? `${seat} retire des personnages (handicap).` : `${seat} removes characters (handicap).`;
    case 'draw-offer':
      return fr ? `${seat} propose la nulle.` : `${seat} offers a draw.`;
    case 'draw-declined':
      return fr ? `${seat} refuse la nulle.` : `${seat} declines the draw.`;
    case 'timeout':
      return fr ? `Temps écoulé pour ${seat}.` : `Time is up for ${seat}.`;
    case 'game-over':
      return e.winner === 'draw'
        ? fr
          ? `Partie nulle (${reasonWord(String(e.reason), lang)}).`
          : `The game is drawn (${reasonWord(String(e.reason), lang)}).`
        : fr
          ? `${seatWord(String(e.winner), lang)} gagne (${reasonWord(String(e.reason), lang)}).`
          : `${seatWord(String(e.winner), lang)} wins (${reasonWord(String(e.reason), lang)}).`;
    default:
      return classicEventSentence(e, lang, p);
  }
}

/** A short description of one legal action (hints, menus, the undo button). */
export function actionWords(a: Action, lang: Lang): string {
  const text = actionPhrase(a, lang);
  return lang === 'fr' ? frenchSpacing(text) : text;
}

function actionPhrase(a: Action, lang: Lang): string {
  const fr = lang === 'fr';
  const t = translator(lang);
  const who = 'piece' in a ? pieceWord(a.piece, lang) : '';
  switch (a.type) {
    case 'move':
      return `${who} → ${a.path[a.path.length - 1]}`;
    case 'jump':
      return `${who} ${fr ? 'saute en' : 'jumps to'} ${a.to}`;
    case 'attack':
    case 'spear':
      return `${who} ${fr ? 'attaque' : 'attacks'} ${pieceWord(a.target, lang)}`;
    case 'heal':
      return `${who} ${fr ? 'soigne' : 'heals'} ${pieceWord(a.target, lang)}`;
    case 'shoot':
    case 'fireball':
    case 'scream':
      return `${who}${t('colon')} ${t(a.type).toLowerCase()} ${dirWord(a.dir, lang)}`;
    case 'portcullis':
      return `${who}${t('colon')} ${t(a.op === 'close' ? 'closeP' : a.op).toLowerCase()} ${dirWord(a.dir, lang)}`;
    case 'card':
      return fr ? `la carte ${a.value} actions` : `the ${a.value}-action card`;
    case 'reveal':
      return t('revealRoom', { n: a.room + 1 }).toLowerCase();
    case 'rotate':
      return fr
        ? `pivoter la salle ${a.room + 1} ${a.clockwise ? 'dans le sens horaire' : 'dans le sens antihoraire'}`
        : `rotate room ${a.room + 1} ${a.clockwise ? 'clockwise' : 'anticlockwise'}`;
    case 'place':
      return `${pieceWord(a.piece, lang)} → ${a.square}`;
    case 'token':
      return t('tokenInRoom', { n: a.room + 1 }).toLowerCase();
    case 'combat':
      return `+${a.value}`;
    case 'end':
      return fr ? 'finir le tour' : 'end the turn';
    default:
      return classicActionPhrase(a, lang, who) ?? a.type;
  }
}
