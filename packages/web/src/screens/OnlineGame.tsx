// A game on the server: the page holds only what the server sent to this seat (or to a
// spectator). Actions go out with the version they were chosen from; the server answers with
// the next view or a stable error. Reconnection is the client's job (it rejoins with its last
// version), so closing the tab or losing the network loses nothing.
import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import type { ActionOf, GameKind } from '@dt/games';
import type { Api, ChatLine, GameSummary, LegalReply, UpdateFrame } from '@dt/protocol';
import { GameClient } from '@dt/protocol/client';
import { useLang, useT } from '../i18n.ts';
import { byTurn } from '../panels/Log.tsx';
import { Players } from '../panels/Players.tsx';
import { Chat } from '../online/Chat.tsx';
import { errorText } from '../online/errors.ts';
import { Rematch } from '../online/Rematch.tsx';
import { TurnPanel } from '../online/TurnPanel.tsx';
import { undoneOf, useOwnActs } from '../online/undo.ts';
import { lastSteps, undoneWords, type Undone } from '../online/undoWords.ts';
import { ONLINE_TABLES } from '../presenters/online-tables.tsx';
import { PRESENTERS } from '../presenters/registry.ts';
import type { OnlineTable, OnlineTableProps } from '../presenters/presenter.ts';
import { inviteOf, seatToken } from './Lobby.tsx';

/** The log without its last `n` actions that said something (an undo took them back). */
const dropLast = (log: Record<string, unknown>[][], n: number): Record<string, unknown>[][] => {
  const out = [...log];
  for (let k = out.length - 1; k >= 0 && n > 0; k--)
    if (out[k]!.length) {
      out.splice(k, 1);
      n--;
    }
  return out;
};

type FrameOf<K extends GameKind> = Extract<UpdateFrame, { kind: K }>;
/** The legal actions listed for a game of kind K: what a list the server sent for K holds. */
const listedFor = <K extends GameKind>(
  kind: K,
  r: LegalReply | null,
): r is Extract<LegalReply, { kind: K }> => r?.kind === kind;

/**
 * The table of the frame's kind (its presenter's), with that kind's view and legal actions: the
 * frame's kind narrows them, and a list of actions of another kind (of a game left meanwhile) is
 * never handed over.
 */
function KindTable<K extends GameKind>(p: {
  frame: FrameOf<K>;
  legal: LegalReply | null;
  onAct: (a: ActionOf<K>) => void;
  rest: Omit<OnlineTableProps<unknown, unknown>, 'view' | 'legal' | 'legalAt' | 'onAct'>;
}): ReactElement {
  const kind: K = p.frame.kind;
  const listed = listedFor(kind, p.legal) ? p.legal : null;
  const Table: OnlineTable<K> = ONLINE_TABLES[kind];
  return (
    <Table
      {...p.rest}
      view={p.frame.view}
      legal={listed?.actions ?? []}
      legalAt={listed?.version ?? -1}
      onAct={p.onAct}
    />
  );
}

export function OnlineGame({ api, gameId }: { api: Api; gameId: string }) {
  const t = useT();
  const lang = useLang();
  const client = useRef<GameClient | null>(null);
  const [frame, setFrame] = useState<UpdateFrame | null>(null);
  const view = frame?.view ?? null;
  const [summary, setSummary] = useState<GameSummary | null>(null);
  const [version, setVersion] = useState(-1);
  /** Counts update frames (a rejoin after a drop may repeat a version), so legal actions are asked again. */
  const [frames, setFrames] = useState(0);
  // The log and the latest undo in one state: an undo names the steps it drops from the log.
  const [journal, setJournal] = useState<{ log: Record<string, unknown>[][]; undone: Undone | null }>({
    log: [],
    undone: null,
  });
  const { log, undone } = journal;
  /** This seat's legal actions, with the version they were listed at. */
  const [listed, setListed] = useState<LegalReply | null>(null);
  const legal = listed?.actions ?? [];
  const [feedback, setFeedback] = useState<string | null>(null);
  const [connected, setConnected] = useState(true);
  const [now, setNow] = useState(Date.now());
  const [chat, setChat] = useState<ChatLine[]>([]);
  const token = seatToken.get(gameId) ?? undefined;
  // Without this browser's seat token, a signed-in player opens its seat through its account.
  const session = token ? undefined : (api.session ?? undefined);

  useEffect(() => {
    const c = new GameClient('');
    client.current = c;
    // A client this effect has let go of must not touch the page. React runs the effect twice
    // in a development build (StrictMode; the browser tests build under NODE_ENV=test), and the
    // first client, closed before it connected, gives up waiting 10 s later: it would raise the
    // "reconnecting" notice over the second, connected client until its next reconnection.
    let live = true;
    const off = c.onUpdate((u) => {
      if (u.gameId !== gameId) return;
      setFrame(u);
      setSummary(u.summary);
      setVersion(u.version);
      setNow(Date.now()); // the clock counts from the frame that set its deadline
      setFrames((n) => n + 1);
      const undo = undoneOf(u.events);
      // The first frame carries the whole game so far (joined `since` 0): its log, turn by turn.
      if (u.events)
        setJournal(({ log: l, undone: was }) =>
          undo
            ? { log: dropLast(l, undo.count), undone: { ...undo, steps: lastSteps(l, undo.count) } }
            : {
                log: l.length === 0 && u.from === 0 ? byTurn(u.events!) : [...l, u.events!],
                undone: u.events!.length ? null : was,
              },
        );
    });
    const offChat = c.onChat((lines, history) =>
      setChat((held) =>
        history ? lines : [...held, ...lines.filter((l) => l.seq > (held.at(-1)?.seq ?? 0))],
      ),
    );
    c.socket.on('disconnect', () => setConnected(false));
    c.socket.on('connect', () => setConnected(true));
    // Join at the first connection, however long it takes (the client rejoins by itself after
    // every later one); past the client's wait, say that it is still trying.
    c.socket.once('connect', () => {
      void c.join(gameId, token, 0, session ? { session } : {}).then((r) => {
        if (live && !r.ok) setFeedback(errorText(t, r.error));
      });
    });
    void c.ready().then((ok) => {
      if (live && !ok) setConnected(false);
    });
    return () => {
      live = false;
      off();
      offChat();
      c.close();
      client.current = null;
    };
  }, [gameId, token, session]);

  // Ask for this seat's legal actions whenever it has a decision at this version.
  const mine =
    !!view &&
    summary?.status === 'live' &&
    view.viewer !== 'spectator' &&
    view.toMove.includes(view.viewer) &&
    view.phase !== 'over';
  // The previous list stays up meanwhile, so a half-made choice (starting dots) survives the
  // opponent's moves; an action from a stale list is refused by its version and asked again.
  useEffect(() => {
    if (!mine || !client.current) {
      setListed(null);
      return;
    }
    let live = true;
    void client.current.legal(gameId).then((r) => {
      if (live && r.ok && r.version === version) setListed(r);
    });
    return () => {
      live = false;
    };
  }, [mine, version, frames, gameId]);

  // A kind whose table offers no take-backs (the card game) never shows Undo.
  const own = useOwnActs(frame && PRESENTERS[frame.kind].undo ? frame.view : null);
  const onAct = useCallback(
    (a: ActionOf<GameKind>) => {
      if (!client.current) return;
      setListed(null);
      void client.current.act(gameId, version, a).then((r) => {
        setFeedback(r.ok ? null : errorText(t, r.error));
        if (!r.ok) setFrames((n) => n + 1);
        else own.acted(a);
      });
    },
    [gameId, version, own, t],
  );
  const onUndo = () =>
    void client.current?.undo(gameId, version, 1).then((r) => {
      setFeedback(r.ok ? null : errorText(t, r.error));
      if (r.ok) own.undone();
    });

  const deadline = summary?.deadline ?? null;
  useEffect(() => {
    if (deadline === null) return;
    const id = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(id);
  }, [deadline]);

  if (!frame || !view || !summary)
    return (
      <main className="home">
        <p role="status">{feedback ?? (connected ? '…' : t('connecting'))}</p>
        <a href="#/online">{t('backToLobby')}</a>
      </main>
    );

  // The server's computer plays a seat that must decide now (not this page's own).
  const botDeciding =
    summary.status === 'live' &&
    view.phase !== 'over' &&
    view.toMove.some((seat) => seat !== view.viewer && summary.players[seat]?.bot);
  const seat = view.viewer === 'spectator' ? null : view.viewer;
  const invite = inviteOf.get(gameId);
  const inviteUrl = invite ? `${location.origin}${location.pathname}#/join/${gameId}/${invite}` : null;
  const status = (
    <>
      <Players summary={summary} toMove={view.toMove} now={now} />
      {summary.status === 'aborted' && view.phase !== 'over' && (
        <p className="prompt" data-testid="aborted">
          {t('abortedGame')}
        </p>
      )}
      {!connected && (
        <p className="feedback" role="status" data-testid="reconnecting">
          {t('reconnecting')}
        </p>
      )}
      {view.viewer === 'spectator' && <p className="prompt">{t('spectating')}</p>}
      <TurnPanel
        gameId={gameId}
        view={view}
        summary={summary}
        undone={undone ? undoneWords(undone, lang) : null}
        onClaim={() =>
          void client.current?.claim(gameId).then((r) => setFeedback(r.ok ? null : errorText(t, r.error)))
        }
      />
      {botDeciding && (
        <p className="thinking" role="status" data-testid="thinking">
          <span className="spinner" aria-hidden="true" />
          {t('botThinking')}
        </p>
      )}
      {summary.status === 'open' && (
        <div className="prompt" data-testid="waiting">
          <p>{t('waitingOpponent')}</p>
          {inviteUrl && (
            <p>
              {t('inviteLink')}{' '}
              <input readOnly value={inviteUrl} data-testid="invite" onFocus={(e) => e.target.select()} />{' '}
              <button onClick={() => void navigator.clipboard?.writeText(inviteUrl)}>{t('copy')}</button>
            </p>
          )}
        </div>
      )}
    </>
  );
  const finished = (
    <>
      <a className="button-link" href={api.recordUrl(gameId)} download>
        {t('download')}
      </a>
      <a className="button-link" href={`#/replay/${gameId}`}>
        {t('replay')}
      </a>
      <a className="button-link" href="#/online">
        {t('backToLobby')}
      </a>
      <Rematch summary={summary} seat={seat} request={() => client.current!.rematch(gameId)} />
    </>
  );
  const chatBox = (
    <Chat
      gameId={gameId}
      lines={chat}
      seat={seat}
      spectatorWrites={!seat && !!api.session}
      onSend={async (text) => {
        const r = await client.current?.chat(gameId, text);
        return r && !r.ok ? r.error : null;
      }}
    />
  );
  // Both tables' own buttons: take back (Prison), offer a draw while this seat has a decision
  // (the board table sets its offer apart and asks first: `canOfferDraw`).
  const canOfferDraw = !!seat && !view.drawOffer && legal.length > 0;
  const undoButton = own.count > 0 && (
    <button onClick={onUndo} data-testid="online-undo" title={t('online.undo')}>
      {t('online.undo')}
    </button>
  );
  const controls = (
    <>
      {undoButton}
      {canOfferDraw && <button onClick={() => onAct({ type: 'offer-draw', seat })}>{t('offerDraw')}</button>}
    </>
  );
  const table = (
    <KindTable
      frame={frame}
      legal={listed}
      onAct={onAct}
      rest={{
        log,
        version,
        busy: botDeciding ? 'thinking' : null,
        feedback,
        verdict: summary.status === 'aborted' ? t('abortedGame') : null,
        status,
        controls,
        ownControls: undoButton,
        canOfferDraw,
        finished,
      }}
    />
  );
  return (
    <>
      {table}
      {/* The chat comes after the table, so the current step's controls stay within reach. */}
      {chatBox}
    </>
  );
}
