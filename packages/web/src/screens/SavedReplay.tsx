// A finished game saved on this device, replayed from its record (`#/saved/<id>`, with
// `/review` to open the review at once). Its own screen, loaded when opened, since reading a
// record needs the engines (issue 38: the home loads none).
import type { ReactElement } from 'react';
import { CardReplay } from '../cardgame/CardReplay.tsx';
import { sessionFromRecord as cardSessionFromRecord } from '../cardgame/session.ts';
import { useT } from '../i18n.ts';
import { loadGame, savedGame } from '../saved.ts';
import { sessionFromRecord } from '../session.ts';
import { Replay } from './Replay.tsx';

export function SavedReplay(p: { id: string; review: boolean; onExit: () => void }): ReactElement {
  const t = useT();
  const g = loadGame(p.id);
  // A finished card game replays in the card game's viewer (a kind branch kept on purpose:
  // play and replay on this device are per engine, one shell each; docs/games.md).
  const c = g && savedGame(g)?.kind === 'cardgame' ? cardSessionFromRecord(g.record, g.players) : null;
  const s = g && !c ? sessionFromRecord(g.record, g.players) : null;
  return c?.ok ? (
    <CardReplay session={c.value} onExit={p.onExit} />
  ) : s?.ok ? (
    <Replay session={s.value} onExit={p.onExit} autoReview={p.review} />
  ) : (
    <p role="alert">{t('gameNotFound')}</p>
  );
}
