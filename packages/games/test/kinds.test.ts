// The registry of kinds (kinds.ts): one entry per kind, and every host layer's facet of every
// kind found from it (issue 37: a fourth kind touches its own package, one registry line and its
// web presenter). Every registered kind provides every facet, of its kind's types; a kind whose
// entry loads its facets from its package has them once the host has awaited loadKinds, and not
// before; and a facet left out does not compile (the `@ts-expect-error` lines below fail the type
// check, `npx tsc -b`, the day they compile).
import { describe, expect, expectTypeOf, it } from 'vitest';
import { BOTS } from '@dt/ai/bots';
import { DT_KINDS } from '@dt/cli/kinds';
import type * as board from '@dt/engine';
import {
  BUILT_IN,
  CATALOG,
  GAME_KINDS,
  GAMES,
  gameModule,
  KIND_ENTRIES,
  KINDS,
  kindsLoaded,
  kindTypes,
  registryFacets,
  type BotKind,
  type DtHooks,
  type GameModule,
  type TypesOfEntry,
  type BuiltInFacets,
  type KindEntry,
  type LoadedFacetsOf,
} from '../src/index.ts';

/** The contract's functions, by name: what every module must have. */
const RULES = [
  'newGame',
  'toMove',
  'legalActions',
  'legalActionsFor',
  'apply',
  'actorOf',
  'view',
  'viewEvent',
  'outcome',
  'configOf',
  'isSetup',
  'undoableSteps',
  'nextDeadlines',
  'makePosition',
  'parsePosition',
  'makeAction',
  'parseAction',
  'makeRecord',
  'parseRecord',
  'replay',
  'checkInvariants',
  'checkViewSecrecy',
  'parseConfig',
  'ladder',
] as const;

describe.each(GAME_KINDS)('the registered kind %s', (kind) => {
  const entry = KIND_ENTRIES[kind];

  it('has one entry, named as its key, with what a menu shows (the catalog is the registry)', () => {
    expect(entry.kind).toBe(kind);
    expect(CATALOG[kind]).toBe(KINDS[kind]);
    expect(entry.scenarios).toContain(entry.defaultScenario);
    expect(entry.botLevels.length).toBeGreaterThan(0);
    expect(entry.recordHeader).toMatch(/^DT-\w+ record 1$/);
  });

  it('provides its rules: a module answering to its kind, named as its entry names it', () => {
    const m = GAMES[kind];
    expect(m.kind).toBe(kind);
    expect([m.title, m.description, m.scenarios, m.defaultScenario]).toEqual([
      entry.title,
      entry.description,
      entry.scenarios,
      entry.defaultScenario,
    ]);
    for (const f of RULES) expect(typeof m[f], f).toBe('function');
    expect(m.optionsSchema.safeParse({}).success).toBe(true);
    const record = gameModule(kind).makeRecord({
      config: { scenario: entry.defaultScenario },
      seed: 1,
      actions: [],
    });
    expect(record.split('\n')[0]).toBe(entry.recordHeader);
  });

  it('provides its bots, playing exactly the levels its entry offers', () => {
    expect(BOTS[kind].levels).toEqual(entry.botLevels);
    for (const level of entry.botLevels) expect(typeof BOTS[kind].bot(level).decide).toBe('function');
    expect(typeof BOTS[kind].player).toBe('function');
  });

  it("provides dt's hooks: a text drawing, a seeded random game, a bench", () => {
    expect(typeof DT_KINDS[kind].text.render).toBe('function');
    expect(typeof DT_KINDS[kind].randomGame).toBe('function');
    expect(typeof DT_KINDS[kind].bench).toBe('function');
  });
});

describe('the facets of every registered kind', () => {
  it('are all at hand without loading anything (the first kinds are built into their layers)', () => {
    expect(kindsLoaded()).toBe(true);
  });
});

describe('a kind that brings its facets from its own package (a made-up fourth kind)', () => {
  const rules = { kind: 'go' };
  const bots = { levels: [0] };
  const calls: string[] = [];
  const entries = {
    prison: { rules: BUILT_IN, bots: BUILT_IN, dt: BUILT_IN, web: BUILT_IN },
    go: {
      rules: async () => (calls.push('rules'), rules),
      bots: async () => (calls.push('bots'), bots),
      dt: async () => (calls.push('dt'), { text: {} }),
      web: async () => (calls.push('web'), { presenter: {} }),
    },
  } as const;

  it('is found by every layer once the host has loaded it, the built-in kinds at once', async () => {
    const r = registryFacets(entries);
    const games = r.facetTable('rules', { prison: 'the prison module' });
    const botTable = r.facetTable('bots', { prison: 'the board bots' });
    expect(games['prison']).toBe('the prison module');
    expect(r.kindsLoaded()).toBe(false);
    expect(() => games['go']).toThrow(
      'the rules of the kind go are not loaded: the host awaits loadKinds() first',
    );

    await r.loadKinds(['rules', 'bots']);
    expect(games['go']).toBe(rules);
    expect(botTable['go']).toBe(bots);
    expect(r.kindsLoaded(['rules', 'bots'])).toBe(true);
    expect(r.kindsLoaded()).toBe(false);
    await r.loadKinds();
    await r.loadKinds();
    // Unless asked, no host loads the web's facet (React code, for the browser's page alone).
    expect(calls.sort()).toEqual(['bots', 'dt', 'rules']);
    const web = r.facetTable('web', { prison: 'the board presenter' });
    expect(() => web['go']).toThrow('the web of the kind go are not loaded');
    await r.loadKinds(['web']);
    expect(web['go']).toEqual({ presenter: {} });
    expect(r.kindsLoaded(['rules', 'bots', 'dt', 'web'])).toBe(true);
  });

  it('refuses a layer without the built-in facet an entry counts on', () => {
    const r = registryFacets(entries);
    expect(() => r.facetTable('dt', {})).toThrow('no built-in dt for the kind prison');
  });
});

// What the compiler refuses: these lines type-check only as errors.
type GoTypes = {
  config: { scenario: 'go' };
  state: { stones: number };
  action: { at: number };
  view: { stones: number };
  event: never;
};
const goNames = {
  kind: 'go',
  title: { en: 'Go', fr: 'Go' },
  description: { en: 'Go.', fr: 'Go.' },
  scenarios: ['go'],
  defaultScenario: 'go',
  recordHeader: 'DT-Go record 1',
  botLevels: [0],
} as const;
const goData = {
  ...goNames,
  types: kindTypes<GoTypes>(),
  rules: BUILT_IN,
  dt: BUILT_IN,
  web: BUILT_IN,
} as const;
// @ts-expect-error: an entry without its bots is no kind's entry.
export const noBots: KindEntry<'go', GoTypes> = goData;
// @ts-expect-error: nor is one without its web presenter.
export const noWeb: KindEntry<'go', GoTypes> = { ...goData, bots: BUILT_IN, web: undefined };
const boardBots = null as unknown as BotKind<board.View, board.Action>;
// @ts-expect-error: a layer whose own bots leave out a kind whose entry counts on them.
export const missingOwn: BuiltInFacets<'bots'> = { prison: boardBots, classic: boardBots };
// @ts-expect-error: bots loaded for another kind's views and actions are not the kind's bots.
export const wrongBots: KindEntry<'go', GoTypes> = { ...goData, bots: async () => boardBots };
// The same with nothing left out compiles (so the errors above are for what they say).
export const goEntry: KindEntry<'go', GoTypes> = { ...goData, bots: BUILT_IN };
export const allOwn: BuiltInFacets<'bots'> = {
  prison: boardBots,
  classic: boardBots,
  cardgame: BOTS.cardgame,
};

// A kind in a package of its own spells no types: they are read from the module its rules
// loader gives, and an entry of loaders for every facet is a kind's entry.
type GoModule = GameModule<
  GoTypes['config'],
  GoTypes['state'],
  GoTypes['action'],
  GoTypes['view'],
  GoTypes['event'],
  'go'
>;
export const goLoaded = {
  ...goNames,
  rules: async () => null as unknown as GoModule,
  bots: async () => null as unknown as BotKind<GoTypes['view'], GoTypes['action']>,
  dt: async () => null as unknown as DtHooks<GoTypes['view']>,
  web: async () => ({ presenter: 'the web presenter of go' as const }),
};
expectTypeOf<TypesOfEntry<typeof goLoaded>>().toEqualTypeOf<GoTypes>();
export const goLoadedEntry: KindEntry<'go', GoTypes> = goLoaded;
// What a layer that types its facet itself (the web, layerFacetTable) checks a loaded kind's
// facet against: what the entry's loader gives, and nothing for a facet built in.
expectTypeOf<LoadedFacetsOf<{ go: typeof goLoaded; prison: typeof KINDS.prison }, 'web'>>().toEqualTypeOf<{
  readonly go: { presenter: 'the web presenter of go' };
  readonly prison: never;
}>();
