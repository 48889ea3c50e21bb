// The missions' ids in their order, as plain data: the home screen counts the stars won with
// these without loading the missions themselves (their texts and mined starts come when the
// missions are opened; issue 38's first load). mission-ids.test.ts holds them equal to MISSIONS.
export const MISSION_IDS: readonly string[] = [
  'first-escape',
  'wizard-flight',
  'jump',
  'group-combat',
  'rotation',
  'portcullis',
  'heal',
  'banshee',
  'telepath',
  'fireball',
  'hold-off',
  'race-to-win',
  'thief-pits',
  'wall-walker',
  'goblin-run',
  'classic-portcullis',
  'speed-potion',
  'troll',
  'classic-kill',
  'classic-hold',
  'classic-win',
];
