// The words for a server error in the page's language: our own sentence for the codes the
// online screens explain (English and French), else the server's fixed sentence.
import type { WireError } from '@dt/protocol';
import { KEYS, type Key, type T } from '../i18n.ts';

export function errorText(t: T, error: WireError): string {
  const key = `online.error.${error.code}`;
  return (KEYS as string[]).includes(key) ? t(key as Key) : error.message;
}
