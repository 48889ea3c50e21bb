// Everything the game says in words: piece names, character and object cards, the log of
// events and the description of actions. Events arrive already redacted by the engine's
// viewEvent, so this file only phrases what the viewer may know.
import type { Action } from '@dt/engine';
import { useCallback } from 'react';
import { useLang, useT, type Key, type Lang } from './i18n.ts';

type Words = Record<Lang, string>;
const w = (en: string, fr: string): Words => ({ en, fr });

export const CHARACTER_WORDS: Record<string, { name: Words; ability: Words }> = {
  Mk: {
    name: w('Mekanork', 'Mekanork'),
    ability: w(
      'Craftsmanship: on a rotation gear, rotates its room or the twin room in either direction, 1 AP per quarter turn.',
      'Mécanicien : sur un mécanisme de rotation, fait pivoter sa salle ou la salle jumelle dans un sens ou l’autre, 1 PA par quart de tour.',
    ),
  },
  Ng: {
    name: w('Naga', 'Naga'),
    ability: w(
      'Contortionist: passes arrow-slits while moving, even carrying an object or a wounded.',
      'Contorsionniste : passe les meurtrières en se déplaçant, même en portant un objet ou un blessé.',
    ),
  },
  Cl: {
    name: w('Cleric', 'Clerc'),
    ability: w(
      'Healing: 1 AP, heals an adjacent wounded character, who can do nothing more this turn.',
      'Soins : 1 PA, soigne un blessé adjacent, qui ne peut plus rien faire ce tour.',
    ),
  },
  Bs: {
    name: w('Backstabber', 'Poignardeuse'),
    ability: w(
      'Stab: +2 in close group combat with another friendly miniature. Lock-picking: opens or closes an adjacent portcullis for 1 AP.',
      'Coup dans le dos : +2 en combat de groupe avec un autre allié. Crochetage : ouvre ou ferme une herse adjacente pour 1 PA.',
    ),
  },
  Co: {
    name: w('Colossus', 'Colosse'),
    ability: w(
      'Breaks an adjacent closed portcullis for 1 AP. Giant: enemies of combat 1 or less may pass through its square.',
      'Brise une herse fermée adjacente pour 1 PA. Géant : les ennemis de combat 1 ou moins peuvent traverser sa case.',
    ),
  },
  Wz: {
    name: w('Wizard', 'Magicien'),
    ability: w(
      'Levitation: flies over enemies and pit traps without ending on them. The only one who can use the Fireball wand.',
      'Lévitation : survole ennemis et fosses sans s’y arrêter. Seul à pouvoir utiliser la baguette de boule de feu.',
    ),
  },
  Bn: {
    name: w('Banshee', 'Banshee'),
    ability: w(
      'Repulsive scream: 2 AP, pushes the character in its line of sight one square away.',
      'Cri répulsif : 2 PA, repousse d’une case le personnage dans sa ligne de vue.',
    ),
  },
  Tp: {
    name: w('Telepath', 'Télépathe'),
    ability: w(
      'Mind control: in one-on-one close combat, announces a Combat card the opponent must play if held.',
      'Contrôle mental : en combat au corps à corps un contre un, annonce une carte Combat que l’adversaire doit jouer s’il l’a.',
    ),
  },
};

export const OBJECT_WORDS: Record<string, { name: Words; use: Words }> = {
  Ky: {
    name: w('Key', 'Clé'),
    use: w('1 AP: opens or closes an adjacent portcullis.', '1 PA : ouvre ou ferme une herse adjacente.'),
  },
  Rp: {
    name: w('Rope', 'Corde'),
    use: w('Its carrier crosses and stands on pit traps.', 'Son porteur traverse les fosses et s’y tient.'),
  },
  Sp: {
    name: w('Telescoping spear', 'Lance télescopique'),
    use: w(
      '1 AP: attacks a character exactly 2 squares away in a straight line.',
      '1 PA : attaque un personnage à exactement 2 cases en ligne droite.',
    ),
  },
  Bw: {
    name: w('Bow', 'Arc'),
    use: w(
      '1 AP: shoots the first character in a direction (combat value 1).',
      '1 PA : tire sur le premier personnage dans une direction (valeur 1).',
    ),
  },
  Sh: {
    name: w('Large shield', 'Grand bouclier'),
    use: w('Its carrier cannot be shot.', 'Son porteur ne peut pas être la cible d’un tir.'),
  },
  Fw: {
    name: w('Fireball wand', 'Baguette de boule de feu'),
    use: w(
      'Wizard, 1 AP, once: eliminates the first character in a direction.',
      'Magicien, 1 PA, une fois : élimine le premier personnage dans une direction.',
    ),
  },
};

const SEAT_WORDS: Record<string, Words> = { yellow: w('Yellow', 'Jaune'), blue: w('Blue', 'Bleu') };
export const seatWord = (seat: string, lang: Lang): string => SEAT_WORDS[seat]?.[lang] ?? seat;

/** "yNg" → "yellow Naga"; anonymous "?3" → "a token". */
export function pieceWord(id: string | undefined | null, lang: Lang): string {
  if (!id || id.startsWith('?')) return lang === 'fr' ? 'un pion' : 'a token';
  const seat = id[0] === 'y' ? 'yellow' : 'blue';
  const code = id.slice(1);
  const name = (CHARACTER_WORDS[code]?.name ?? OBJECT_WORDS[code]?.name)?.[lang] ?? code;
  return lang === 'fr' ? `${name} ${seatWord(seat, lang).toLowerCase()}` : `${seatWord(seat, lang)} ${name}`;
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
  const fr = lang === 'fr';
  const p = (k: string): string => pieceWord(e[k] as string, lang);
  const seat = typeof e.seat === 'string' ? seatWord(e.seat, lang) : '';
  switch (e.type) {
    case 'card':
      return fr ? `${seat} joue la carte ${e.value} actions.` : `${seat} plays the ${e.value}-action card.`;
    case 'turn-end':
      return fr ? `${seat} finit son tour.` : `${seat} ends the turn.`;
    case 'revealed':
      return fr ? `La salle ${e.room} est révélée.` : `Room ${e.room} is revealed.`;
    case 'placed':
      return fr ? `${p('piece')} placé en ${e.square}.` : `${p('piece')} placed on ${e.square}.`;
    case 'rotated':
      return fr
        ? `Une salle pivote ${e.clockwise ? 'dans le sens horaire' : 'dans le sens antihoraire'}.`
        : `A room rotates ${e.clockwise ? 'clockwise' : 'anticlockwise'}.`;
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
        ? `Cartes : Jaune +${cy}, Bleu +${cb}. Totaux ${ty} contre ${tb} : ${win}.`
        : `Cards: yellow +${cy}, blue +${cb}. Totals ${ty} to ${tb}: ${win === 'a tie' ? win : `${win} wins`}.`;
    }
    case 'wounded':
      return fr ? `${p('piece')} est blessé.` : `${p('piece')} is wounded.`;
    case 'eliminated':
      return fr ? `${p('piece')} est éliminé.` : `${p('piece')} is eliminated.`;
    case 'escaped':
      return fr ? `${p('piece')} s’échappe !` : `${p('piece')} escapes!`;
    case 'rescued':
      return fr ? `${p('piece')} est sauvé.` : `${p('piece')} is rescued.`;
    case 'discarded':
      return fr ? `${p('piece')} est défaussé.` : `${p('piece')} is discarded.`;
    case 'healed':
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
      return null;
  }
}

/** A short description of one legal action (hints, menus). */
export function actionWords(a: Action, lang: Lang): string {
  const fr = lang === 'fr';
  switch (a.type) {
    case 'move':
      return `${pieceWord(a.piece, lang)} → ${a.path[a.path.length - 1]}`;
    case 'jump':
      return `${pieceWord(a.piece, lang)} ${fr ? 'saute en' : 'jumps to'} ${a.to}`;
    case 'attack':
    case 'spear':
      return `${pieceWord(a.piece, lang)} ${fr ? 'attaque' : 'attacks'} ${pieceWord(a.target, lang)}`;
    case 'heal':
      return `${pieceWord(a.piece, lang)} ${fr ? 'soigne' : 'heals'} ${pieceWord(a.target, lang)}`;
    case 'shoot':
    case 'fireball':
    case 'scream':
      return `${pieceWord(a.piece, lang)}: ${a.type} ${dirWord(a.dir, lang)}`;
    case 'portcullis':
      return `${pieceWord(a.piece, lang)}: ${a.op} ${dirWord(a.dir, lang)}`;
    case 'card':
      return fr ? `carte ${a.value} actions` : `the ${a.value}-action card`;
    case 'reveal':
      return fr ? `révéler la salle ${a.room + 1}` : `reveal room ${a.room + 1}`;
    case 'rotate':
      return fr
        ? `pivoter la salle ${a.room + 1} ${a.clockwise ? 'dans le sens horaire' : 'dans le sens antihoraire'}`
        : `rotate room ${a.room + 1} ${a.clockwise ? 'clockwise' : 'anticlockwise'}`;
    case 'place':
      return `${pieceWord(a.piece, lang)} → ${a.square}`;
    case 'combat':
      return `+${a.value}`;
    case 'end':
      return fr ? 'finir le tour' : 'end the turn';
    default:
      return a.type;
  }
}

/** The board's labels: piece ids ("yNg", "?3") become names, anything else is a dictionary key. */
export function useBoardLabel(): (what: string) => string {
  const t = useT();
  const lang = useLang();
  return useCallback(
    (what: string) => (/^([yb][A-Z][a-z]|\?\d+)$/.test(what) ? pieceWord(what, lang) : t(what as Key)),
    [lang, t],
  );
}
