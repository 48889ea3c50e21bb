// Optional short sounds (issue 38 item 3: "optional short sounds, off by default, with a
// setting"): which cue the game's last steps call for, the tones each cue plays (short and
// quiet, through a fake Web Audio context), the setting's default and its reading back, and the
// Bow's and Telescoping spear's combats titled as such in the reveal.
import { describe, expect, it } from 'vitest';
import { cueOf } from '../src/sound/cues.ts';
import { TONES, playTones, type Audio } from '../src/sound/tones.ts';
import { DEFAULT_SETTINGS, loadSettings } from '../src/settings.ts';
import { fightIn } from '../src/table/CombatReveal.tsx';
import { useMemoryStorage } from './memory-storage.ts';

/** A Web Audio context that records what is scheduled instead of sounding it. */
function fakeAudio() {
  const notes: { start: number; stop: number; peak: number }[] = [];
  const audio = {
    currentTime: 10,
    destination: {} as AudioDestinationNode,
    createGain() {
      let peak = 0;
      const note = { start: NaN, stop: NaN, peak: 0 };
      const ramp = (v: number) => void ((peak = Math.max(peak, v)), (note.peak = peak));
      return Object.assign(
        { note, connect: (x: unknown) => x },
        { gain: { setValueAtTime: ramp, exponentialRampToValueAtTime: ramp } },
      );
    },
    createOscillator() {
      const osc = {
        type: 'sine',
        frequency: { setValueAtTime: () => undefined },
        gainNote: null as null | { start: number; stop: number; peak: number },
        connect(g: { note: { start: number; stop: number; peak: number } }) {
          osc.gainNote = g.note;
          notes.push(g.note);
          return g;
        },
        start: (t: number) => void (osc.gainNote!.start = t),
        stop: (t: number) => void (osc.gainNote!.stop = t),
      };
      return osc;
    },
  };
  return { audio: audio as unknown as Audio, notes };
}

describe('sound cues', () => {
  it('sounds the most telling event of a batch: an escape, then an elimination, a combat, a move', () => {
    expect(cueOf([{ type: 'moved' }, { type: 'escaped' }])).toBe('escape');
    expect(cueOf([{ type: 'combat-result' }, { type: 'eliminated' }])).toBe('elimination');
    expect(cueOf([{ type: 'moved' }, { type: 'combat-result' }, { type: 'wounded' }])).toBe('combat');
    expect(cueOf([{ type: 'fireball' }, { type: 'wounded' }])).toBe('fireball');
    expect(cueOf([{ type: 'moved' }])).toBe('move');
    expect(cueOf([{ type: 'turn-end' }])).toBe('turn');
  });

  it('stays silent for a batch with nothing to hear (a card played, a token placed)', () => {
    expect(cueOf([{ type: 'card-played' }, { type: 'placed' }])).toBeNull();
    expect(cueOf([])).toBeNull();
  });

  it('plays every cue as a few quiet notes, none longer than a quarter of a second', () => {
    for (const cue of Object.keys(TONES) as (keyof typeof TONES)[]) {
      const { audio, notes } = fakeAudio();
      playTones(audio, cue);
      expect(notes).toHaveLength(TONES[cue].length);
      for (const n of notes) {
        expect(n.start).toBeGreaterThanOrEqual(10);
        expect(n.stop - n.start).toBeLessThanOrEqual(0.25);
        expect(n.peak).toBeLessThanOrEqual(0.1);
      }
      expect(Math.max(...notes.map((n) => n.stop)) - 10).toBeLessThanOrEqual(0.3);
    }
  });
});

describe('the sounds setting', () => {
  const store = useMemoryStorage();
  it('is off by default, kept when turned on, and off again for a value that is not yes or no', () => {
    expect(DEFAULT_SETTINGS.sounds).toBe(false);
    expect(loadSettings().sounds).toBe(false);
    store.set('dt.settings', JSON.stringify({ sounds: true }));
    expect(loadSettings().sounds).toBe(true);
    store.set('dt.settings', JSON.stringify({ sounds: 'loud' }));
    expect(loadSettings().sounds).toBe(false);
  });
});

describe('the combat reveal names the weapon', () => {
  const result = { type: 'combat-result', cards: [2, 3], totals: [5, 6], winner: 'blue' };
  for (const [kind, mode] of [
    ['spear', 'spear'],
    ['ranged', 'ranged'],
    ['close', 'close'],
  ] as const)
    it(`a ${kind} combat keeps its kind for the title`, () => {
      const start = { type: 'combat-start', kind, attackers: ['yCl'], defenders: ['bNg'] };
      expect(fightIn([[start]], [result])?.mode).toBe(mode);
    });
});
