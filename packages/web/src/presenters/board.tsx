// The board games' presenters (Prison and the 2004 Classic set): their option fields and
// scenario names. Both take back own actions (undoableSteps). Their online table is
// BoardOnline.tsx, in the online registry (online-tables.ts).
import { translator, type Key } from '../i18n.ts';
import { useClassicOptions, useGameOptions } from '../screens/Options.tsx';
import type { WebPresenter } from './presenter.ts';

export const prisonPresenter: WebPresenter<'prison'> = {
  useOptions: useGameOptions,
  scenarioName: (scenario, lang) => translator(lang)(`scenario.${scenario}` as Key),
  undo: true,
};

export const classicPresenter: WebPresenter<'classic'> = {
  useOptions: useClassicOptions,
  // The set has one game: its name says it all.
  scenarioName: () => '',
  undo: true,
};
