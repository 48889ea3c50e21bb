// Actions and events of the card game as sentences, in English and French, named as one
// viewer knows the cards (from that viewer's view: a card whose face it may not see stays
// "a hidden card"). The log, the buttons and the feedback line all read from here.
import { CHARACTER_DEFS, OBJECT_DEFS, type Action, type View } from '@dt/cardgame';
import type { Lang } from '../i18n.ts';

type Two = [string, string];
const pick = (lang: Lang, [en, fr]: Two): string => (lang === 'fr' ? fr : en);
const fill = (s: string, params: Record<string, string | number>): string =>
  s.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));

const SEAT_WORD: Record<string, Two> = { yellow: ['yellow', 'jaune'], blue: ['blue', 'bleu'] };
export const seatWord = (seat: string, lang: Lang): string => pick(lang, SEAT_WORD[seat] ?? [seat, seat]);

/** The card behind a code without colour ("Ng", "Ky2"), if any. */
export function cardDef(code: string): { name: string; fr: string; character: boolean } | null {
  const base = code.replace(/2$/, '');
  const c = CHARACTER_DEFS.find((d) => d.code === base);
  if (c) return { name: c.name, fr: c.fr, character: true };
  const o = OBJECT_DEFS.find((d) => d.code === base);
  return o ? { name: o.name, fr: o.fr, character: false } : null;
}

/** A card code with colour ("yNg") as words: "yellow Naga" / "Homme-serpent jaune". */
export function pieceWords(id: string, lang: Lang): string {
  const seat = id[0] === 'y' ? 'yellow' : id[0] === 'b' ? 'blue' : null;
  const def = seat ? cardDef(id.slice(1)) : null;
  if (!seat || !def) return pick(lang, ['a hidden card', 'une carte cachée']);
  return lang === 'fr' ? `${def.fr} ${seatWord(seat, lang)}` : `${seatWord(seat, lang)} ${def.name}`;
}

const ICON_WORD: Record<string, Two> = {
  t: ['triangle', 'triangle'],
  s: ['square', 'carré'],
  c: ['circle', 'cercle'],
  g: ['gear', 'engrenage'],
};

/** A zone ("b3") or a starting-zone place ("Ywt") as words. */
export function placeWords(place: string, lang: Lang): string {
  if (place === 'out') return pick(lang, ['out of the labyrinth', 'hors du labyrinthe']);
  const m = /^([YB])([we])([tscg]?)$/.exec(place);
  if (!m) return place;
  const seat = seatWord(m[1] === 'Y' ? 'yellow' : 'blue', lang);
  const side = pick(lang, m[2] === 'w' ? ['west', 'ouest'] : ['east', 'est']);
  const facing = m[3] ? pick(lang, [' facing the ', ' face au ']) + pick(lang, ICON_WORD[m[3]]!) : '';
  return pick(lang, [`${seat} starting zone, ${side}${facing}`, `zone de départ ${seat}, ${side}${facing}`]);
}

const room = (slot: number): number => slot + 1;

const PAIR_WORD: Record<string, string> = {
  blue: 'bleue',
  green: 'verte',
  red: 'rouge',
  orange: 'orange',
  purple: 'violette',
  white: 'blanche',
};
/** A room card's name ("green B") in the player's language ("verte B"). */
export function roomWords(name: string, lang: Lang): string {
  if (lang !== 'fr') return name;
  const [pair, letter] = name.split(' ');
  return `${PAIR_WORD[pair!] ?? pair} ${letter ?? ''}`.trim();
}

const T: Record<string, Two> = {
  select: ['{seat} picks {card}', '{seat} prend {card}'],
  handicap: ['{seat} removes {cards}', '{seat} retire {cards}'],
  starters: ['{seat} starts with {list}', '{seat} commence avec {list}'],
  deal: ['{seat} puts {piece} next to room {room}', '{seat} pose {piece} près de la salle {room}'],
  facing: ['{seat} faces {list}', '{seat} oriente {list}'],
  end: ['End of the turn', 'Fin du tour'],
  reveal: ['Reveal room {room}', 'Révéler la salle {room}'],
  place: ['Place {piece} on {zone}', 'Placer {piece} en {zone}'],
  rotate: ['Turn room {room} {dir}', 'Tourner la salle {room} {dir}'],
  move: ['Move {piece}', 'Déplacer {piece}'],
  'wall-walk': ['{piece} walks through a wall', '{piece} traverse un mur'],
  step: ['Step to {zone}', 'Aller en {zone}'],
  take: ['Pick up {item}', 'Ramasser {item}'],
  drop: ['Drop {item}', 'Poser {item}'],
  give: ['Hand {item} to {to}', 'Passer {item} à {to}'],
  stop: ['Stop the movement here', 'Arrêter le déplacement ici'],
  jump: ['{piece} jumps to {zone} ({card})', '{piece} saute en {zone} ({card})'],
  attack: ['{piece} attacks {target}', '{piece} attaque {target}'],
  spear: ['{piece} strikes {target} with the spear', '{piece} frappe {target} à la lance'],
  shoot: ['{piece} shoots at {target}', '{piece} tire sur {target}'],
  fireball: ['{piece} casts a fireball at {target}', '{piece} lance une boule de feu sur {target}'],
  heal: ['{piece} heals {target}', '{piece} soigne {target}'],
  regenerate: ['{piece} regenerates', '{piece} se régénère'],
  portcullis: ['{piece}: {op} the portcullis to the {dir}', '{piece} : {op} la herse au {dir}'],
  'break-walls': ['{piece} breaks the walls of the room', '{piece} brise les murs de la salle'],
  steal: ['{piece} steals {item}', '{piece} vole {item}'],
  levitate: ['{piece} levitates {item} via {path}', '{piece} fait léviter {item} par {path}'],
  invert: ['{piece} swaps its room with room {room}', '{piece} échange sa salle avec la salle {room}'],
  berserk: ['{seat} plays {n} Combat card(s)', '{seat} joue {n} carte(s) Combat'],
  announce: ['{seat} names the +{n} card', '{seat} nomme la carte +{n}'],
  announceNone: ['{seat} names no card', '{seat} ne nomme aucune carte'],
  combat: ['{seat} plays {cards}', '{seat} joue {cards}'],
  combatHidden: ['{seat} plays a Combat card', '{seat} joue une carte Combat'],
  secret: ['{seat} makes a secret choice', '{seat} fait un choix secret'],
  resign: ['{seat} resigns', '{seat} abandonne'],
  timeout: ['Time is up', 'Temps écoulé'],
};

const OP: Record<string, Two> = {
  open: ['open', 'ouvrir'],
  close: ['close', 'fermer'],
  break: ['break', 'briser'],
};
const DIR: Record<string, Two> = {
  n: ['north', 'nord'],
  e: ['east', 'est'],
  s: ['south', 'sud'],
  w: ['west', 'ouest'],
};

/** Secret set-up choices: told in full only to the seat that made them. */
const SECRET = new Set(['handicap', 'starters', 'deal', 'facing']);

type Say = (key: string, params?: Record<string, string | number>) => string;

/** What an action's words need: the language, a card's name as the viewer may know it, a sentence. */
interface Speech {
  lang: Lang;
  piece: (id: string) => string;
  say: Say;
}

/** The set-up's choices as words, or null for an action of play. */
function setupWords(a: Action, { lang, piece, say }: Speech): string | null {
  switch (a.type) {
    case 'select': {
      const def = cardDef(a.card);
      return say('select', { card: def ? (lang === 'fr' ? def.fr : def.name) : a.card });
    }
    case 'handicap':
      return say('handicap', { cards: a.remove.map(piece).join(', ') });
    case 'starters':
      return say('starters', {
        list: a.starters
          .map(
            (s) => `${piece(s.piece)} (${pick(lang, s.side === 'w' ? ['west', 'ouest'] : ['east', 'est'])})`,
          )
          .join(', '),
      });
    case 'deal':
      return say('deal', { piece: piece(a.piece), room: room(a.room) });
    case 'facing':
      return say('facing', {
        list: a.facings.map((f) => `${piece(f.piece)} → ${pick(lang, ICON_WORD[f.icon[0]!]!)}`).join(', '),
      });
    default:
      return null;
  }
}

/** An action of play as words (`mine`: the viewer's own, whose Combat cards it may see). */
function playWords(a: Action, { lang, piece, say }: Speech, mine: boolean): string {
  switch (a.type) {
    case 'reveal':
      return say('reveal', { room: room(a.room) });
    case 'place':
      return say('place', { piece: piece(a.piece), zone: placeWords(a.zone, lang) });
    case 'rotate':
      return say('rotate', {
        room: room(a.room),
        dir: pick(
          lang,
          a.clockwise ? ['clockwise', 'en sens horaire'] : ['anticlockwise', 'en sens antihoraire'],
        ),
      });
    case 'move':
    case 'wall-walk':
    case 'regenerate':
    case 'break-walls':
      return say(a.type, { piece: piece(a.piece) });
    case 'step':
      return say('step', { zone: placeWords(a.to, lang) });
    case 'take':
    case 'drop':
      return say(a.type, { item: piece(a.item) });
    case 'give':
      return say('give', { item: piece(a.item), to: piece(a.to) });
    case 'jump':
      return say('jump', {
        piece: piece(a.piece),
        zone: placeWords(a.to, lang),
        card:
          a.card === 'jump'
            ? pick(lang, ['a Jump card', 'une carte Saut'])
            : pick(lang, [`Combat card +${a.card}`, `carte Combat +${a.card}`]),
      });
    case 'attack':
    case 'spear':
    case 'shoot':
    case 'fireball':
    case 'heal':
      return say(a.type, { piece: piece(a.piece), target: piece(a.target) });
    case 'portcullis':
      return say('portcullis', {
        piece: piece(a.piece),
        op: pick(lang, OP[a.op]!),
        dir: pick(lang, DIR[a.dir]!),
      });
    case 'steal':
      return say('steal', { piece: piece(a.piece), item: piece(a.item) });
    case 'levitate':
      return say('levitate', {
        piece: piece(a.piece),
        item: piece(a.item),
        path: a.path.join('→') + (a.to ? ` → ${piece(a.to)}` : ''),
      });
    case 'invert':
      return say('invert', { piece: piece(a.piece), room: room(a.room) });
    case 'berserk':
      return say('berserk', { n: a.cards });
    case 'announce':
      return a.value === null ? say('announceNone') : say('announce', { n: a.value });
    case 'combat':
      return mine ? say('combat', { cards: a.cards.map((c) => `+${c}`).join(' ') }) : say('combatHidden');
    case 'resign':
    case 'timeout':
      return say(a.type);
    default:
      return say(a.type in T ? a.type : 'end');
  }
}

/**
 * An action as words. `mine`: the viewer made it (its secret choices are told in full).
 * `view` names the cards; an action made by the other seat never names a card the viewer's
 * view does not show by name.
 */
export function actionWords(a: Action, lang: Lang, view: View | null, mine = true): string {
  const known = (id: string): boolean =>
    mine || !view || view.pieces.some((p) => p.id === id && p.name !== null);
  const piece = (id: string): string =>
    known(id) ? pieceWords(id, lang) : pick(lang, ['a hidden card', 'une carte cachée']);
  const seat = 'seat' in a ? seatWord(a.seat, lang) : '';
  const say: Say = (key, params = {}) => {
    const text = fill(pick(lang, T[key]!), { seat, ...params });
    return text.charAt(0).toUpperCase() + text.slice(1);
  };
  if (!mine && SECRET.has(a.type)) return say('secret');
  if (!mine && a.type === 'select' && view?.selection === 'frontal') return say('secret');
  const speech = { lang, piece, say };
  return setupWords(a, speech) ?? playWords(a, speech, mine);
}

/** Events worth a line of their own (what an action's words do not say), as a viewer sees them. */
export function eventWords(e: Record<string, unknown>, lang: Lang): string | null {
  const seat = typeof e.seat === 'string' ? seatWord(e.seat, lang) : '';
  const say = (words: Two, params: Record<string, string | number> = {}): string => {
    const text = fill(pick(lang, words), { seat, ...params });
    return text.charAt(0).toUpperCase() + text.slice(1);
  };
  const cards = (xs: unknown): string => ((xs as number[] | null) ?? []).map((c) => `+${c}`).join(' ');
  switch (e.type) {
    case 'turn':
      return say(
        ['— {seat}, turn {turn}: +{earned} AP, {ap} AP —', '— {seat}, tour {turn} : +{earned} PA, {ap} PA —'],
        {
          turn: e.turn as number,
          earned: e.earned as number,
          ap: e.ap as number,
        },
      );
    case 'turn-end':
      return (e.lost as number) > 0
        ? say(['{lost} AP lost above 3', '{lost} PA perdus au-delà de 3'], { lost: e.lost as number })
        : null;
    case 'revealed':
      return say(['Room {room} is {name}', 'La salle {room} est {name}'], {
        room: (e.room as number) + 1,
        name: roomWords(String(e.name), lang),
      });
    case 'cards':
      return say(
        [
          'Combat cards: yellow {y}, blue {b}; totals {a} to {d}',
          'Cartes Combat : jaune {y}, bleu {b} ; totaux {a} contre {d}',
        ],
        { y: cards(e.yellow), b: cards(e.blue), a: e.attack as number, d: e.defence as number },
      );
    case 'combat-result':
      return e.winner === null
        ? say(['The combat is a tie: nothing happens', 'Égalité : rien ne se passe'])
        : say(['{w} wins the combat', '{w} gagne le combat'], { w: seatWord(String(e.winner), lang) });
    case 'score':
      return say(['{seat} now has {vp} VP', '{seat} a maintenant {vp} PV'], { vp: e.vp as number });
    case 'hand-shown':
      return Array.isArray(e.cards)
        ? say(['{seat} shows the hand: {cards}', '{seat} montre sa main : {cards}'], {
            cards: cards(e.cards),
          })
        : null;
    case 'game-over':
      return e.winner === 'draw'
        ? say(['The game is drawn', 'Partie nulle'])
        : say(['{w} wins the game', '{w} gagne la partie'], { w: seatWord(String(e.winner), lang) });
    case 'timeout':
      return say(['{seat}: time is up', '{seat} : temps écoulé']);
    default:
      return null;
  }
}
