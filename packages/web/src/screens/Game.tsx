// A game on this device: hotseat or against the computer. The session (full state) stays in
// this component; everything below it gets the on-screen seat's view and legal actions only.
// In hotseat a hand-off screen replaces the whole game whenever the other person must decide,
// so neither player's secrets are ever in the page while the other looks.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Action, DirName, Seat, View } from '@dt/engine';
import { Board, type RoomCommand } from '../board/Board.tsx';
import { BotWorker } from '../bot.ts';
import { useLang, useT, type Key } from '../i18n.ts';
import { choices as choicesOf, type Choices, type MoveAction } from '../intents.ts';
import { CharacterCard } from '../panels/CharacterCard.tsx';
import { CombatPanel } from '../panels/Combat.tsx';
import { Log } from '../panels/Log.tsx';
import { Handicap, Starters, Tokens } from '../panels/Setup.tsx';
import { SeatBadge, Status } from '../panels/Status.tsx';
import {
  act,
  botToAct,
  deadline,
  humanToAct,
  preview,
  recordText,
  redactedLog,
  seatLegal,
  seatView,
  stateOf,
  type Session,
} from '../session.ts';
import { nextTip } from '../tutorials.ts';
import { actionWords, pieceWord, reasonWord, seatWord } from '../words.ts';

const SEATS = ['yellow', 'blue'] as const;

interface MenuOption {
  label: string;
  action: Action;
}
interface Pending {
  action: Action;
  view: View;
  text: string;
}

export function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function Game({
  initial,
  guidance,
  onExit,
  onRematch,
}: {
  initial: Session;
  guidance: boolean;
  onExit: () => void;
  onRematch: (s: Session) => void;
}) {
  const t = useT();
  const lang = useLang();
  const [session, setSession] = useState(initial);
  const humans = ([0, 1] as Seat[]).filter((s) => session.players[s].kind === 'human');
  const hotseat = humans.length === 2;
  const [screenSeat, setScreenSeat] = useState<Seat | null>(hotseat ? null : (humans[0] ?? null));
  const [selected, setSelected] = useState<string | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [menu, setMenu] = useState<{ title: string; options: MenuOption[] } | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [hover, setHover] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<string | null>(null);
  const [thinking, setThinking] = useState<number | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  const [seen, setSeen] = useState<Set<string>>(new Set());
  const [showTips, setShowTips] = useState(guidance);
  const [now, setNow] = useState(Date.now());
  const bot = useRef<BotWorker | null>(null);

  const state = stateOf(session);
  const over = state.phase === 'over';
  const actor = humanToAct(session, screenSeat);
  const needHandoff = hotseat && !over && actor !== null && actor !== screenSeat;
  const viewer: Seat | 'spectator' = screenSeat ?? 'spectator';
  const view = useMemo(() => seatView(session, viewer), [session, viewer]);
  const legal = useMemo(
    () => (actor !== null && actor === screenSeat ? seatLegal(session, actor) : []),
    [session, actor, screenSeat],
  );
  const choices: Choices | null = useMemo(() => (legal.length ? choicesOf(legal) : null), [legal]);
  const pc = selected && choices ? (choices.pieces.get(selected) ?? null) : null;

  const clear = () => {
    setSelected(null);
    setMenu(null);
    setPending(null);
    setHover(null);
    setHint(null);
  };

  const dispatch = useCallback(
    (action: Action) => {
      setSession((cur) => {
        const r = act(cur, action);
        if (!r.ok) {
          setFeedback(t('error', { message: r.error.message }));
          return cur;
        }
        setFeedback(null);
        return r.value;
      });
      setSelected((sel) => (action.type === 'move' || action.type === 'jump' ? sel : null));
      setMenu(null);
      setPending(null);
      setHint(null);
      setToken(null);
    },
    [t],
  );

  // The computer plays its seat from its own view, in a worker.
  useEffect(() => {
    const seat = botToAct(session);
    if (seat === null || over) return;
    const player = session.players[seat];
    if (player.kind !== 'bot') return;
    bot.current ??= new BotWorker();
    let live = true;
    setThinking(0);
    const v = seatView(session, seat);
    bot.current
      .ask(
        v,
        seatLegal(session, seat),
        { level: player.level, seed: session.seed + session.steps.length },
        (n) => live && setThinking(n),
      )
      .then((a) => {
        if (!live) return;
        setThinking(null);
        dispatch(a);
      })
      .catch((e: Error) => live && e.message !== 'superseded' && setFeedback(e.message));
    return () => {
      live = false;
      setThinking(null);
    };
  }, [session, over, dispatch]);
  useEffect(
    () => () => {
      bot.current?.close();
      bot.current = null;
    },
    [],
  );

  // Optional timer (R21): the host issues the timeout when the deadline passes.
  const due = deadline(session);
  useEffect(() => {
    if (due === null) return;
    const id = setInterval(() => {
      const n = Date.now();
      setNow(n);
      if (n >= due) dispatch({ type: 'timeout' });
    }, 250);
    return () => clearInterval(id);
  }, [due, dispatch]);

  // In games against the computer the person's view stays on screen.
  useEffect(() => {
    if (!hotseat && humans[0] !== undefined && screenSeat !== humans[0]) setScreenSeat(humans[0]);
  }, [hotseat, humans, screenSeat]);

  const label = useCallback(
    (what: string) => (/^[yb?]/.test(what) && what.length <= 3 ? pieceWord(what, lang) : t(what as Key)),
    [lang, t],
  );

  const moveOptions = (sq: string, list: MoveAction[]): MenuOption[] =>
    list.map((a) => ({
      action: a,
      label:
        a.exchanges.length === 0
          ? t('justMove')
          : a.exchanges
              .map((x) => t(x.op, { item: pieceWord(x.item, lang), square: a.path[x.at] ?? sq }))
              .join(', '),
    }));

  const onSquare = (sq: string) => {
    if (!choices) return;
    const place = choices.place.get(sq);
    if (place) return dispatch(place);
    if (!pc) return;
    const jump = pc.jumps.get(sq);
    if (jump) return dispatch(jump);
    const list = pc.moves.get(sq);
    if (!list) return;
    if (list.length === 1) return dispatch(list[0]!);
    setMenu({ title: t('moveOptions', { square: sq }), options: moveOptions(sq, list) });
  };

  const confirmCombat = (a: Action) => {
    const v = preview(session, a, viewer);
    if (!v?.combat) return dispatch(a);
    const target = a.type === 'attack' || a.type === 'spear' ? a.target : '';
    setPending({
      action: a,
      view: v,
      text: t('attackPreview', {
        target: pieceWord(target, lang),
        atk: v.combat.strength[0],
        def: v.combat.strength[1],
      }),
    });
  };

  const onPiece = (id: string) => {
    if (!choices) return;
    const targetActions = pc?.targets.get(id);
    if (targetActions) {
      if (targetActions.length === 1) {
        const a = targetActions[0]!;
        return a.type === 'heal' ? dispatch(a) : confirmCombat(a);
      }
      return setMenu({
        title: pieceWord(id, lang),
        options: targetActions.map((a) => ({ action: a, label: t(a.type as Key) })),
      });
    }
    if (pc?.moves.has(id)) return;
    setMenu(null);
    setSelected(selected === id || !choices.pieces.has(id) ? null : id);
  };

  const onRoom = (slot: number, cmd: RoomCommand) => {
    const room = choices?.rooms.get(slot);
    if (cmd === 'token' && token) {
      const a = choices?.tokens.get(token)?.get(slot);
      if (a) dispatch(a);
      return;
    }
    if (cmd === 'reveal' && room?.reveal) return dispatch(room.reveal);
    const rot = room?.rotate.find((a) => a.type === 'rotate' && a.clockwise === (cmd === 'cw'));
    if (!rot) return;
    const v = preview(session, rot, viewer);
    if (!v) return dispatch(rot);
    const name = view.rooms[slot]?.name ?? String(slot + 1);
    setSelected(null);
    setPending({
      action: rot,
      view: v,
      text: t('rotatePreview', { room: name, dir: t(cmd === 'cw' ? 'cw' : 'ccw') }),
    });
  };

  const dirLabel = (a: Action): string => {
    if (a.type === 'portcullis') return t(a.op === 'close' ? 'closeP' : a.op);
    return t(a.type as Key);
  };
  const onDir = (d: DirName) => {
    const list = pc?.dirs.get(d);
    if (!list) return;
    if (list.length === 1) return dispatch(list[0]!);
    setMenu({ title: t(`dir.${d}` as Key), options: list.map((a) => ({ action: a, label: dirLabel(a) })) });
  };

  const askHint = () => {
    if (actor === null) return;
    bot.current ??= new BotWorker();
    setHint('…');
    bot.current
      .ask(view, legal, { level: 3, seed: session.seed }, () => undefined)
      .then((a) => setHint(t('hintIs', { action: actionWords(a, lang) })))
      .catch(() => setHint(null));
  };

  // Keyboard: Escape cancels, E ends the turn.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') clear();
      if ((e.key === 'e' || e.key === 'E') && choices?.end && !(e.target instanceof HTMLInputElement))
        dispatch(choices.end);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const tip = showTips && !needHandoff ? nextTip(session.config.scenario, view, choices, seen) : null;
  const log = useMemo(() => redactedLog(session.steps, viewer), [session.steps, viewer]);
  const shownView = pending?.view ?? view;
  const focus = (selected ?? hover) ? view.pieces.find((p) => p.id === (selected ?? '')) : undefined;
  const pathPreview = pc && hover ? (pc.moves.get(hover)?.[0]?.path ?? null) : null;

  if (needHandoff)
    return (
      <div className="overlay" data-testid="handoff">
        <div className="box">
          <h2>{t('passTo', { seat: seatWord(SEATS[actor!], lang) })}</h2>
          <p>{t('passHelp', { seat: seatWord(SEATS[actor!], lang) })}</p>
          <SeatBadge seat={SEATS[actor!]} />
          <button
            className="primary"
            autoFocus
            onClick={() => {
              clear();
              setScreenSeat(actor);
            }}
          >
            {t('ready', { seat: seatWord(SEATS[actor!], lang) })}
          </button>
        </div>
      </div>
    );

  const myTurnPrompt = (): string | null => {
    if (!choices) return null;
    if (view.phase === 'card') return t('chooseCard');
    if (view.phase === 'place' && view.placing)
      return t('placeItem', {
        placer: seatWord(view.placing.placer, lang),
        piece: pieceWord(view.placing.next, lang),
      });
    if (view.phase === 'actions')
      return selected
        ? `${t('selected', { name: pieceWord(selected, lang) })} ${t('clickDestination')}`
        : t('pickAction');
    return null;
  };
  const prompt = myTurnPrompt();
  const drawOfferToMe = view.drawOffer && screenSeat !== null && view.drawOffer !== SEATS[screenSeat];

  return (
    <div className="game" data-phase={view.phase} data-viewer={view.viewer}>
      <div className="board-wrap">
        <Board
          view={shownView}
          flip={screenSeat === 1}
          choices={pending ? null : choices}
          selected={pending ? null : selected}
          pieceChoices={pending ? null : pc}
          token={token}
          path={pathPreview}
          label={label}
          onSquare={onSquare}
          onPiece={onPiece}
          onRoom={onRoom}
          onDir={onDir}
          onHover={setHover}
        />
        {pending && (
          <div className="prompt row" data-testid="confirm">
            <span>{pending.text}</span>
            <button className="primary" onClick={() => dispatch(pending.action)} autoFocus>
              {t('confirm')}
            </button>
            <button onClick={() => setPending(null)}>{t('cancel')}</button>
          </div>
        )}
        {menu && (
          <div className="prompt" role="dialog" aria-label={menu.title} data-testid="menu">
            <p>{menu.title}</p>
            <div className="menu">
              {menu.options.map((o, i) => (
                <button
                  key={i}
                  onClick={() =>
                    o.action.type === 'attack' || o.action.type === 'spear'
                      ? confirmCombat(o.action)
                      : dispatch(o.action)
                  }
                  autoFocus={i === 0}
                >
                  {o.label}
                </button>
              ))}
              <button onClick={() => setMenu(null)}>{t('cancel')}</button>
            </div>
          </div>
        )}
      </div>
      <aside className="side">
        {tip && (
          <div className="prompt guide" role="note" data-testid="tip">
            <p>{tip.text[lang]}</p>
            <div className="row">
              <button onClick={() => setSeen(new Set([...seen, tip.id]))}>{t('gotIt')}</button>
              <button onClick={() => setShowTips(false)}>{t('skip')}</button>
            </div>
          </div>
        )}
        <Status view={view} timeLeft={due !== null ? due - now : null} />
        {feedback && (
          <p className="feedback" role="alert">
            {feedback}
          </p>
        )}
        {thinking !== null && (
          <p className="thinking" role="status" data-testid="thinking">
            <span className="spinner" aria-hidden="true" />
            {t('thinking', { n: thinking })}
          </p>
        )}
        {over ? (
          <section className="panel" data-testid="result">
            <h2>{t('result')}</h2>
            <p>
              {view.winner === 'draw' ? t('draw') : t('wins', { seat: seatWord(view.winner ?? '', lang) })}
            </p>
            <p>{t('reason', { reason: reasonWord(view.endReason, lang) })}</p>
            <div className="row">
              <button className="primary" onClick={() => onRematch(session)}>
                {t('rematch')}
              </button>
              <button
                onClick={() =>
                  download(
                    `dungeon-twister-${session.config.scenario}-${session.seed}.dtr`,
                    recordText(session),
                  )
                }
              >
                {t('download')}
              </button>
              <button onClick={onExit}>{t('menu')}</button>
            </div>
          </section>
        ) : (
          <>
            {prompt && (
              <p className="prompt" data-testid="prompt">
                {prompt}
              </p>
            )}
            {choices && view.phase === 'starters' && <Starters choices={choices} onAct={dispatch} />}
            {choices && view.phase === 'handicap' && (
              <Handicap view={view} choices={choices} onAct={dispatch} />
            )}
            {choices && view.phase === 'tokens' && (
              <Tokens choices={choices} token={token} onToken={setToken} />
            )}
            {choices && choices.cards.length > 0 && (
              <div className="cards" aria-label={t('actionCards')}>
                {choices.cards.map((a, i) =>
                  a.type === 'card' ? (
                    <button
                      key={i}
                      className="card choice"
                      data-card={a.value}
                      onClick={() => dispatch(a)}
                      aria-label={t('actionCard', { n: a.value })}
                    >
                      {a.value}
                    </button>
                  ) : null,
                )}
              </div>
            )}
            <CombatPanel view={view} choices={choices} onAct={dispatch} />
            {!choices && view.tokenTurn && (
              <p className="prompt">{t('waitingTokens', { seat: seatWord(view.tokenTurn, lang) })}</p>
            )}
            <div className="row">
              {choices?.end && (
                <button
                  className="primary"
                  onClick={() => dispatch(choices.end!)}
                  data-testid="end-turn"
                  title="E"
                >
                  {t('endTurn')}
                </button>
              )}
              {!hotseat && choices && view.phase === 'actions' && (
                <button onClick={askHint}>{t('hint')}</button>
              )}
              {screenSeat !== null && (
                <button
                  onClick={() =>
                    window.confirm(t('confirmResign')) &&
                    dispatch({ type: 'resign', seat: SEATS[screenSeat] })
                  }
                >
                  {t('resign')}
                </button>
              )}
              {hotseat && screenSeat !== null && !view.drawOffer && choices && (
                <button onClick={() => dispatch({ type: 'offer-draw', seat: SEATS[screenSeat] })}>
                  {t('offerDraw')}
                </button>
              )}
            </div>
            {hint && <p className="prompt">{hint}</p>}
            {drawOfferToMe && screenSeat !== null && (
              <div className="prompt row">
                <span>{t('drawOffered', { seat: seatWord(view.drawOffer!, lang) })}</span>
                <button onClick={() => dispatch({ type: 'accept-draw', seat: SEATS[screenSeat] })}>
                  {t('acceptDraw')}
                </button>
                <button onClick={() => dispatch({ type: 'decline-draw', seat: SEATS[screenSeat] })}>
                  {t('declineDraw')}
                </button>
              </div>
            )}
          </>
        )}
        {focus && <CharacterCard piece={focus} />}
        <Log entries={log} />
      </aside>
    </div>
  );
}
