// The terminal as the commands see it: lines out, lines in. Commands never touch process.*
// directly, so tests run them in-process with scripted input and captured output, and the
// interactive game works the same on a TTY and on piped stdin.
import { createInterface, type Interface } from 'node:readline';
import type { DtIo } from '@dt/games';

/** The terminal as `dt`'s commands and each kind's `dt` hooks see it (@dt/games dt-hooks.ts). */
export type Io = DtIo;

/** The real terminal. Standard input is only opened when a command first asks for a line. */
export function processIo(): Io {
  let rl: Interface | null = null;
  let lines: AsyncIterator<string> | null = null;
  const tty = Boolean(process.stdout.isTTY);
  return {
    tty,
    out: (text) => void process.stdout.write(text + '\n'),
    err: (text) => void process.stderr.write(text + '\n'),
    async ask(prompt) {
      if (!rl) {
        rl = createInterface({ input: process.stdin, terminal: false });
        // Create the iterator at once: it buffers lines that arrive before they are asked for.
        lines = rl[Symbol.asyncIterator]();
      }
      process.stdout.write(prompt);
      const next = await lines!.next();
      if (!tty) process.stdout.write('\n');
      return next.done ? null : next.value;
    },
    close() {
      rl?.close();
      rl = null;
    },
  };
}

/** An Io that reads scripted input and records everything written (tests, scripts). */
export interface MemoryIo extends Io {
  stdout: string[];
  stderr: string[];
}

/** Scripted input: a list of lines, or a function answering each prompt from the output so far. */
export type Script = readonly string[] | ((prompt: string, stdout: readonly string[]) => string | null);

export function memoryIo(input: Script = []): MemoryIo {
  const queue = typeof input === 'function' ? null : [...input];
  const stdout: string[] = [];
  const stderr: string[] = [];
  return {
    tty: false,
    stdout,
    stderr,
    out: (text) => void stdout.push(...text.split('\n')),
    err: (text) => void stderr.push(...text.split('\n')),
    async ask(prompt) {
      stdout.push(prompt);
      if (queue) return queue.length > 0 ? queue.shift()! : null;
      return (input as Exclude<Script, readonly string[]>)(prompt, stdout);
    },
    close() {},
  };
}
