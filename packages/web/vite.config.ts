import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The board engine (Prison and the 2004 set), which is all a board game on this device needs;
// then the other kinds' code, the modules of every kind and zod, and the bots (the card game,
// online play, the lobby, the analysis board). Apart from both, the few modules the home
// screen imports (the registry of kinds and its entries, the catalog, the facet tables: the
// presenters are the web's facet; the bot levels, the kernel's error codes).
const BOARD_ENGINE = /[\\/]packages[\\/](engine|kernel)[\\/]/;
const KINDS = /[\\/](packages[\\/](cardgame|games|ai)[\\/]|node_modules[\\/]zod[\\/])/;
const HOME_SHARED =
  /[\\/](games[\\/]src[\\/](catalog|kinds|entry|facet-table|kinds[\\/][a-z-]+)|ai[\\/]src[\\/]levels|kernel[\\/]src[\\/]result)\.ts$/;
// The board table and what draws and words it, shared by a game on this device, a replay, a
// mission, a puzzle, the analysis board and a game online.
const BOARD_TABLE =
  /[\\/]web[\\/]src[\\/]((table|board|panels)[\\/]|(words|classic-words|aid|host|bot|session|game-session|local-game|play-out|useComputerTurn|useKeepGame|handoff-rule|tips|save-session|record-file|useDeadline|tutorials|intents|highlight|board-kinds)\.ts$|screens[\\/](Game|Table|Aid)\.tsx$)/;

// The client is a static bundle: the game runs in the page (hotseat, against the computer in a
// Web Worker); the server (packages/server) serves dist/ and the online API. The home screen
// loads first and alone (issue 38: 120 KB of JavaScript at most, first-load.test.ts); a game
// then fetches a few large files (engine, board table) rather than a dozen small ones, since on
// a slow network each further request costs a round trip (scripts/fast3g.mjs).
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Only the modules named: their dependencies (React, the words the home shares) stay put.
          includeDependenciesRecursively: false,
          groups: [
            { name: 'board-engine', test: (id) => BOARD_ENGINE.test(id) && !HOME_SHARED.test(id) },
            // Not a worker's wrapper (`?worker`, which only starts the worker's own file).
            {
              name: 'kinds',
              test: (id) => KINDS.test(id) && !HOME_SHARED.test(id) && !id.includes('?worker'),
            },
            { name: 'board-table', test: BOARD_TABLE },
          ],
        },
      },
    },
  },
});
