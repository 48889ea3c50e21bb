// A game replayed from its record, of any kind, in its kind's viewer (presenters/local-tables):
// a finished game saved on this device (`#/saved/<id>`, with `/review` to open the review at
// once, where the kind has one) or a record file opened from the home (`#/file`). Its own
// screen, loaded when opened, since reading a record needs the engines (issue 38: the home
// loads none).
import { useEffect, useState, type ReactElement } from 'react';
import type { Player } from '../game-session.ts';
import { useT } from '../i18n.ts';
import { sessionOfRecord, type AnySession } from '../local-game.ts';
import { LOCAL_TABLES, type ReplayView } from '../presenters/local-tables.tsx';
import { loadGame } from '../saved.ts';

/** A record read and its kind's viewer, fetched. */
export interface Opened {
  session: AnySession;
  View: ReplayView;
}

/** A record of any kind with its kind's viewer, or why it cannot be read. */
export async function replayOf(text: string, players?: [Player, Player]): Promise<Opened | string> {
  const s = sessionOfRecord(text, players);
  if (!s.ok) return s.message;
  return { session: s.value, View: await LOCAL_TABLES[s.value.kind].replay() };
}

export function SavedReplay(p: { id: string; review: boolean; onExit: () => void }): ReactElement {
  const t = useT();
  const [opened, setOpened] = useState<Opened | string | null>(null);
  useEffect(() => {
    const g = loadGame(p.id);
    let live = true;
    const open = g ? replayOf(g.record, g.players) : Promise.resolve('not saved');
    void open.then(
      (r) => live && setOpened(r),
      () => live && setOpened(t('notLoaded')),
    );
    return () => {
      live = false;
    };
  }, [p.id]);
  if (opened === null) return <p role="status">…</p>;
  if (typeof opened === 'string') return <p role="alert">{t('gameNotFound')}</p>;
  return <opened.View session={opened.session} onExit={p.onExit} review={p.review} />;
}
