// Text players type and others read (chat lines, display names) loses what a reader cannot
// see but a renderer obeys: bidirectional controls (a right-to-left override makes "gnp.exe"
// read as "exe.png", and spills onto the text after it), zero-width and other format
// characters (invisible joiners and spaces that make two names look alike or a line look
// empty), and the letters that render as nothing (Hangul fillers). Stripped, not refused: a
// name pasted with a stray mark still works. What is left is trimmed; spaces never run.

/** Unicode's format characters (bidi controls, zero-width space/joiners, soft hyphen, tags...) and the blank letters. */
const INVISIBLE = /[\p{Cf}\u115F\u1160\u3164\uFFA0\u034F\u180B-\u180D]/gu;

export function cleanText(text: string): string {
  return text
    .replace(INVISIBLE, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** A display name cleaned the same way; null when nothing visible is left. */
export function cleanName(name: string): string | null {
  const c = cleanText(name);
  return c === '' ? null : c;
}
