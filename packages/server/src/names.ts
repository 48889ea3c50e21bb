// Names players are shown by. A registered username is unique and reserved: no other account
// and no guest may be shown under a name that looks the same. "Looks the same" is decided
// on a key: the name in Unicode's compatibility form (NFKC), with lookalike letters from
// other alphabets mapped to their Latin twins (the `confusables` table: Cyrillic "а" is
// "a", fullwidth "Ｍ" is "M", "é" is "e"), lower-cased, with a few Latin lookalike pairs
// folded (0/o, 1/l, rn/m, vv/w) and everything but letters and digits dropped. A name that
// mixes Latin, Cyrillic or Greek letters ("Mаgnus" with a Cyrillic а) is refused outright.
import { remove } from 'confusables';

const SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u];

/** The reservation key of a name or username. */
export function nameKey(name: string): string {
  return remove(name.normalize('NFKC'))
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/0/g, 'o')
    .replace(/[1|]/g, 'l')
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** Whether a name mixes letters of two of the alphabets that look alike. */
export function mixesScripts(name: string): boolean {
  const letters = [...name.normalize('NFKC')].filter((c) => /\p{L}/u.test(c));
  return SCRIPTS.filter((script) => letters.some((c) => script.test(c))).length > 1;
}
