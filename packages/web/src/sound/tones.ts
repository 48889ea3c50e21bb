// The cues as synthesised tones (no sound files to download): each a few notes of an
// oscillator under a short gain envelope, quiet, at most a quarter of a second.
import type { Cue } from './cues.ts';

interface Note {
  /** Hz. */
  freq: number;
  /** Seconds after the cue starts. */
  at: number;
  /** Seconds. */
  length: number;
  wave: OscillatorType;
}

const note = (freq: number, at: number, length: number, wave: OscillatorType = 'triangle'): Note => ({
  freq,
  at,
  length,
  wave,
});

export const TONES: Record<Cue, readonly Note[]> = {
  move: [note(330, 0, 0.06)],
  turn: [note(523, 0, 0.08), note(392, 0.09, 0.1)],
  reveal: [note(262, 0, 0.08), note(392, 0.07, 0.12)],
  combat: [note(110, 0, 0.12, 'square'), note(82, 0.1, 0.14, 'square')],
  fireball: [note(700, 0, 0.2, 'sawtooth'), note(180, 0.05, 0.2, 'sawtooth')],
  elimination: [note(196, 0, 0.1, 'square'), note(147, 0.1, 0.15, 'square')],
  escape: [note(523, 0, 0.07), note(659, 0.07, 0.07), note(784, 0.14, 0.1)],
};

/** The part of the Web Audio API the tones use (a fake one in tests). */
export type Audio = Pick<AudioContext, 'currentTime' | 'destination' | 'createOscillator' | 'createGain'>;

const VOLUME = 0.08;

export function playTones(audio: Audio, cue: Cue): void {
  const t0 = audio.currentTime;
  for (const n of TONES[cue]) {
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.type = n.wave;
    osc.frequency.setValueAtTime(n.freq, t0 + n.at);
    // A quick rise and an exponential fall: no click at either end.
    gain.gain.setValueAtTime(0.0001, t0 + n.at);
    gain.gain.exponentialRampToValueAtTime(VOLUME, t0 + n.at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, t0 + n.at + n.length);
    osc.connect(gain).connect(audio.destination);
    osc.start(t0 + n.at);
    osc.stop(t0 + n.at + n.length + 0.02);
  }
}
