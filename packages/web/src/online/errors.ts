// The words for a server error in the page's language: the online screens' own sentence where
// they explain a code in context (`online.error.*`), else the general one (`error.*`), else the
// server's fixed sentence.
import type { WireError } from '@dt/protocol';
import { KEYS, errorText as generalErrorText, type Key, type T } from '../i18n.ts';

export function errorText(t: T, error: WireError): string {
  const key = `online.error.${error.code}`;
  return (KEYS as string[]).includes(key) ? t(key as Key) : generalErrorText(error, t);
}
