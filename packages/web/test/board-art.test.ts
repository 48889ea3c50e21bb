// The board's own look (issue 38 item 11), in real Chromium at 1280×800, 390×844 and 844×390,
// for a Prison game and a Classic game well under way: the terrain is drawn from shared
// <symbol>s (one drawing per kind of square, reused by <use>, no filters per square); every
// piece keeps its accessible name; characters of the two colours differ by outline as well as
// colour; wounded pieces and carried objects are drawn as such; axe finds nothing serious
// (the colours against the rooms' tints: board-colours.test.ts). The screenshots are the
// README's: docs/screens/{prison,classic}-{desktop,portrait,landscape}.png are copied from them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Edge, view, type State } from '@dt/engine';
import { ARTIFACTS, axeViolations, shot, startApp, type App } from './browser.ts';
import { randomGame } from './positions.ts';
import { VIEWPORTS, openSavedTable, type Viewport } from './saved-table.ts';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => app?.close());

/** A game well under way: most rooms face up, someone wounded, something carried, a portcullis raised. */
const underWay =
  (rooms: number) =>
  (s: State): boolean => {
    if (s.phase !== 'actions') return false;
    const v = view(s, 'spectator');
    const on = v.pieces.filter((p) => p.square);
    return (
      v.rooms.filter((r) => r.revealed).length >= rooms &&
      on.some((p) => p.state === 'wounded') &&
      on.some((p) => p.carriedBy && p.kind === 'object') &&
      v.edges.includes(Edge.Raised)
    );
  };

const PRISON = randomGame('art-prison', 'standalone', 11, underWay(7));
const CLASSIC = randomGame('art-classic', 'classic', 4, underWay(6));

const open = (vp: Viewport, id: string, zoom = 1) => openSavedTable(app, vp, [PRISON, CLASSIC], id, { zoom });

/** What the drawing is made of: how terrain is drawn, and each piece's name and outline. */
const anatomy = (page: Page) =>
  page.evaluate(() => {
    const svg = document.querySelector('svg.board')!;
    const floors = svg.querySelectorAll('.terrain use[href^="#dt-floor"]').length;
    const pits = svg.querySelectorAll('.terrain use[href="#dt-pit"]').length;
    const ports = (state: string) => svg.querySelectorAll(`use.port[href="#dt-port-${state}"]`).length;
    const portcullises = { closed: ports('closed'), raised: ports('raised') };
    const filtered = [...svg.querySelectorAll('.terrain *')].filter(
      (e) => getComputedStyle(e).filter !== 'none',
    ).length;
    const pieces = [...svg.querySelectorAll('.piece[data-piece]')].map((e) => ({
      id: e.getAttribute('data-piece')!,
      name: e.getAttribute('aria-label') ?? '',
      outline: e.querySelector('[data-outline]')?.getAttribute('data-outline') ?? '',
      wounded: e.classList.contains('wounded'),
      lying: !!e.querySelector('[data-lying]'),
      carries: e.querySelectorAll('[data-held]').length,
    }));
    return { floors, pits, portcullises, filtered, pieces };
  });

describe('the board has a look of its own', () => {
  for (const vp of VIEWPORTS)
    it(`${vp.name} ${vp.width}×${vp.height}: stone from shared symbols, portcullises closed and raised apart, named pieces outlined by side, wounded lying, objects carried shown, no serious axe finding`, async () => {
      for (const id of ['art-prison', 'art-classic']) {
        const page = await open(vp, id);
        const a = await anatomy(page);
        expect(a.floors).toBeGreaterThan(50);
        expect(a.pits).toBeGreaterThan(0);
        // Closed and raised portcullises drawn apart: bars across, or only the posts.
        expect(a.portcullises.closed).toBeGreaterThan(0);
        expect(a.portcullises.raised).toBeGreaterThan(0);
        expect(a.filtered).toBe(0);
        expect(a.pieces.length).toBeGreaterThan(8);
        for (const p of a.pieces) {
          expect(p.name, p.id).not.toBe('');
          // Yellow a disc, blue a hexagon: the colours differ by shape for a colour-blind eye.
          if (!p.id.startsWith('?')) expect(p.outline, p.id).toBe(p.id[0] === 'y' ? 'disc' : 'hexagon');
          expect(p.lying, p.id).toBe(p.wounded);
        }
        expect(a.pieces.some((p) => p.wounded)).toBe(true);
        expect(a.pieces.some((p) => p.carries > 0)).toBe(true);
        expect(await axeViolations(page)).toEqual([]);
        await shot(page, `${vp.name}-${id}`);
        await page.close();
      }
    });

  it('a close look at 1280×800, twice the pixels: the art holds up when magnified', async () => {
    for (const id of ['art-prison', 'art-classic']) {
      const page = await open(VIEWPORTS[0], id, 2);
      await page.locator('svg.board').screenshot({ path: `${ARTIFACTS}/board-art-closeup-${id}.png` });
      await page.close();
    }
  });
});
