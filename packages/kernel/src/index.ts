// @dt/kernel: what every Dungeon Twister engine shares, with no dependencies (ARCHITECTURE.md).
export * from './result.ts';
export * from './seats.ts';
export * from './rng.ts';
export * from './record.ts';
export * from './timers.ts';
export * from './random.ts';
export * from './selfplay.ts';
export * from './meta.ts';
export * from './move-list.ts';
export * from './validate.ts';
