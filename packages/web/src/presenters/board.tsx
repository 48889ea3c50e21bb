// The board games' presenters (Prison and the 2004 Classic set): their option fields, scenario
// names, and the board table for a game on the server. Both take back own actions (undoableSteps).
import type { ReactElement } from 'react';
import type { Action, View } from '@dt/engine';
import { translator, useT, type Key } from '../i18n.ts';
import { useClassicOptions, useGameOptions } from '../screens/Options.tsx';
import { Table } from '../screens/Table.tsx';
import { useOnlinePlan } from '../online/tokenPlan.ts';
import type { OnlineTableProps, WebPresenter } from './presenter.ts';

function BoardOnline(p: OnlineTableProps<View, Action>): ReactElement {
  const t = useT();
  const plan = useOnlinePlan(p.view, p.legal, p.legalAt, p.onAct);
  return (
    <Table
      tokenPlan={plan.tokenPlan}
      key={p.view.viewer}
      view={p.view}
      version={p.version}
      busy={p.busy}
      legal={p.legal}
      log={p.log}
      onAct={p.onAct}
      timeLeft={null}
      feedback={p.feedback ?? (plan.broken ? t('planBroken') : null)}
      verdict={p.verdict}
      status={p.status}
      controls={p.ownControls ?? p.controls}
      canOfferDraw={p.canOfferDraw}
      finished={p.finished}
    />
  );
}

export const prisonPresenter: WebPresenter<'prison'> = {
  useOptions: useGameOptions,
  scenarioName: (scenario, lang) => translator(lang)(`scenario.${scenario}` as Key),
  undo: true,
  OnlineTable: BoardOnline,
};

export const classicPresenter: WebPresenter<'classic'> = {
  useOptions: useClassicOptions,
  // The set has one game: its name says it all.
  scenarioName: () => '',
  undo: true,
  OnlineTable: BoardOnline,
};
