// Plays the cue of each new batch of events when the player has turned sounds on (Settings).
// The audio context is made on the first cue only, after the player's own gestures, so a
// player who never turns sounds on never gets one.
import { useEffect, useRef } from 'react';
import { useSettings } from '../settings.ts';
import { cueOf } from './cues.ts';
import { playTones, type Audio } from './tones.ts';

let audio: Audio | null = null;

function audioContext(): Audio | null {
  if (audio) return audio;
  const Ctor = typeof window !== 'undefined' ? window.AudioContext : undefined;
  if (!Ctor) return null;
  audio = new Ctor();
  return audio;
}

/** `key` changes with each new batch (the log's length); `events` are that batch. */
export function useSoundCues(key: number, events: readonly { type?: unknown }[]): void {
  const { settings } = useSettings();
  const heard = useRef(key);
  useEffect(() => {
    if (heard.current === key) return;
    heard.current = key;
    if (!settings.sounds) return;
    const cue = cueOf(events);
    const ctx = cue ? audioContext() : null;
    if (cue && ctx) playTones(ctx, cue);
  }, [key, settings.sounds]);
}
