// The game in French: the rulebook's names (prison-rulebook-fr.txt), colour adjectives and
// participles agreeing with each name's gender, and French spacing before ":", ";", "!", "?".
import { describe, expect, it } from 'vitest';
import { CHARACTER_CODES, OBJECT_CODES } from '@dt/engine';
import { ERROR_MESSAGES, WIRE_ERROR_CODES } from '@dt/protocol';
import { errorText, KEYS, translator } from '../src/i18n.ts';
import { actionWords, eventWords, pieceWord } from '../src/words.ts';

// Every character and object: its French name for each colour, and the participle after it.
const FRENCH: Record<string, [string, string, string]> = {
  Mk: ['Méchanork jaune', 'Méchanork bleu', 'placé'],
  Ng: ['Homme-serpent jaune', 'Homme-serpent bleu', 'placé'],
  Cl: ['Clerc jaune', 'Clerc bleu', 'placé'],
  Bs: ['Traîtresse jaune', 'Traîtresse bleue', 'placée'],
  Co: ['Colosse jaune', 'Colosse bleu', 'placé'],
  Wz: ['Magicien jaune', 'Magicien bleu', 'placé'],
  Bn: ['Hurleur jaune', 'Hurleur bleu', 'placé'],
  Tp: ['Télépathe jaune', 'Télépathe bleu', 'placé'],
  Ky: ['Clef jaune', 'Clef bleue', 'placée'],
  Rp: ['Corde jaune', 'Corde bleue', 'placée'],
  Sp: ['Lance télescopique jaune', 'Lance télescopique bleue', 'placée'],
  Bw: ['Arc jaune', 'Arc bleu', 'placé'],
  Sh: ['Grand bouclier jaune', 'Grand bouclier bleu', 'placé'],
  Fw: ['Bâton de boule de feu jaune', 'Bâton de boule de feu bleu', 'placé'],
};

/** A colon, semicolon, exclamation or question mark glued to the word before it. */
const GLUED = /[^\s\u00a0][:;!?](\s|$)/;

describe('French', () => {
  it('names every character and object as the rulebook does, the colour agreeing with the noun', () => {
    expect(Object.keys(FRENCH).sort()).toEqual([...CHARACTER_CODES, ...OBJECT_CODES].sort());
    for (const [code, [yellow, blue]] of Object.entries(FRENCH)) {
      expect(pieceWord(`y${code}`, 'fr')).toBe(yellow);
      expect(pieceWord(`b${code}`, 'fr')).toBe(blue);
    }
  });

  it('makes every participle agree: placed, wounded, eliminated, rescued, discarded', () => {
    for (const [code, [, blue, placed]] of Object.entries(FRENCH)) {
      const piece = `b${code}`;
      const f = placed.endsWith('e') ? 'e' : '';
      expect(eventWords({ type: 'placed', piece, square: 'c4' }, 'fr')).toBe(`${blue} ${placed} en c4.`);
      for (const [type, word] of [
        ['wounded', 'blessé'],
        ['eliminated', 'éliminé'],
        ['rescued', 'sauvé'],
        ['discarded', 'défaussé'],
      ])
        expect(eventWords({ type, piece }, 'fr')).toBe(`${blue} est ${word}${f}.`);
    }
  });

  it('puts a no-break space before ":", ";", "!" and "?" in every text of the interface', () => {
    const fr = translator('fr');
    for (const k of KEYS) expect(fr(k), k).not.toMatch(GLUED);
    expect(fr('actionCards') + fr('colon')).toBe('Cartes Action\u00a0:');
    expect(eventWords({ type: 'escaped', piece: 'yNg' }, 'fr')).toBe('Homme-serpent jaune s’échappe\u00a0!');
    expect(actionWords({ type: 'shoot', piece: 'yTp', dir: 'n' }, 'fr')).toBe(
      'Télépathe jaune\u00a0: tirer vers Bleu',
    );
  });
});

describe("the server's errors", () => {
  it('are said in the page’s language by their code: the server’s own sentence in English, a French one in French', () => {
    const en = translator('en');
    const fr = translator('fr');
    for (const code of WIRE_ERROR_CODES) {
      const sent = { code, message: ERROR_MESSAGES[code] };
      expect(errorText(sent, en)).toBe(`${sent.message[0]!.toUpperCase()}${sent.message.slice(1)}.`);
      expect(errorText(sent, fr)).not.toBe(errorText(sent, en));
      expect(errorText(sent, fr)).toMatch(/^[A-ZÀ-Ý].+\.$/);
    }
    expect(errorText({ code: 'LOCKED', message: '' }, fr)).toBe(
      'Trop de mots de passe erronés pour ce compte\u00a0; réessayez plus tard.',
    );
    // A code this page does not know yet keeps the server's sentence.
    expect(errorText({ code: 'SOMETHING_NEW', message: 'something new' }, fr)).toBe('something new');
  });
});
