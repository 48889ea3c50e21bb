// The board games' table for a game on the server (Prison and the 2004 Classic set): the board
// table with the seat's planned set-up tokens sent as the engine's actions.
import type { ReactElement } from 'react';
import type { Action, View } from '@dt/engine';
import { useT } from '../i18n.ts';
import { Table } from '../screens/Table.tsx';
import { useOnlinePlan } from '../online/tokenPlan.ts';
import type { OnlineTableProps } from './presenter.ts';

export function BoardOnline(p: OnlineTableProps<View, Action>): ReactElement {
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
