// A finished online game's replay (`#/replay/<id>`): its record fetched from the server and
// replayed on this page. Loaded when opened, with the engines it needs (issue 38's first load).
import { useEffect, useState, type ReactElement } from 'react';
import type { Api } from '@dt/protocol/api';
import { sessionFromRecord, type Session } from '../session.ts';
import { Replay } from '../screens/Replay.tsx';

export function RemoteReplay({ api, gameId }: { api: Api; gameId: string }): ReactElement {
  const [state, setState] = useState<Session | string | null>(null);
  useEffect(() => {
    void api.record(gameId).then((r) => {
      if (!r.ok) return setState(r.error.message);
      const s = sessionFromRecord(r.text);
      setState(s.ok ? s.value : s.error.message);
    });
  }, [api, gameId]);
  if (state === null || typeof state === 'string') return <p role="status">{state ?? '…'}</p>;
  return <Replay session={state} onExit={() => (location.hash = '#/online')} />;
}
