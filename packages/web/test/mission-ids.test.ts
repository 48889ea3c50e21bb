// The home counts the missions' stars from their ids alone (missions/ids.ts, so that it does not
// load the missions): the ids are the playable missions', in their order.
import { describe, expect, it } from 'vitest';
import { MISSION_IDS } from '../src/missions/ids.ts';
import { MISSIONS } from '../src/missions/missions.ts';

describe("the missions' ids", () => {
  it('are the ids of the missions that have a start, in order', () => {
    expect(MISSION_IDS).toEqual(MISSIONS.map((m) => m.id));
  });
});
