// The game table: the board, the dock with the current step's controls (always on screen,
// under the board on a phone held upright) and the side panels, for one seat's view and legal
// actions. It turns clicks into actions and hands them to `onAct`; where the action comes
// from and goes to (a game in the page, the online server) is the caller's business. Knows no
// rules. The interaction state lives in one reducer (table/state.ts).
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { explain, makeAction, type Action, type DirName, type View } from '@dt/engine';
import { boardKindOf } from '../board-kinds.ts';
import { Board, type DotTarget, type RoomCommand } from '../board/Board.tsx';
import { margins, viewBox } from '../board/geometry.ts';
import { dirActionKey } from '../board/layers/Marks.tsx';
import { eventHighlight, type Highlight } from '../highlight.ts';
import { useLang, useT, type Key } from '../i18n.ts';
import { choices as choicesOf, dotSquares, putOnDot, type Choices } from '../intents.ts';
import { CharacterCard } from '../panels/CharacterCard.tsx';
import { ClassicActions } from '../panels/ClassicActions.tsx';
import { CombatPanel } from '../panels/Combat.tsx';
import { DrawOffer } from '../panels/DrawOffer.tsx';
import { Log } from '../panels/Log.tsx';
import { Handicap, Starters, Tokens, type TokenPlan } from '../panels/Setup.tsx';
import { Hands, StatusLine } from '../panels/Status.tsx';
import type { TipsState } from '../saved.ts';
import { useSettings } from '../settings.ts';
import { useFit, useMedia } from '../table/fit.ts';
import { Popover } from '../table/Popover.tsx';
import { CombatReveal, fightIn } from '../table/CombatReveal.tsx';
import { GameActions } from '../table/GameActions.tsx';
import { Scores } from '../table/Scores.tsx';
import { PointingBar } from '../table/PointingBar.tsx';
import { pathShown, pointing } from '../table/pointing.ts';
import { sameMark, type Mark } from '../table/route.ts';
import { initialTable, reduce } from '../table/state.ts';
import { reasonText, tableWords } from '../table/strings.ts';
import { nextTip } from '../tutorials.ts';
import { eventWords, pieceWord, reasonWord, seatWord } from '../words.ts';

export interface TableProps {
  view: View;
  /** This seat's legal actions now (empty when it has nothing to decide). */
  legal: Action[];
  log: Record<string, unknown>[][];
  onAct: (a: Action) => void;
  /** The view after an action, for rotation and combat previews; null when unknown. */
  preview?: (a: Action) => View | null;
  timeLeft: number | null;
  feedback: string | null;
  /** Guidance this person has dismissed (none: no guidance). */
  tips?: TipsState | null;
  onTips?: (t: TipsState) => void;
  /** What the host lights up on the board (the step being played out, a hint). */
  highlight?: Highlight | null;
  /** The log steps listed as what just happened (default: the last one). */
  recent?: number[];
  /** Status lines (thinking, connection, playing out the opponent's turn) in the dock. */
  status?: ReactNode;
  /** Extra controls for the player (hint, draw offers, replaying the last turn). */
  controls?: ReactNode;
  /** Buttons on the result panel (rematch, download). */
  finished?: ReactNode;
  /** Says how the game ended instead of the engine's winner (an online game the server aborted). */
  verdict?: string | null;
  /** Taking back the last action (games on this device). */
  undo?: { label: string; run: () => void } | null;
  /** Hot seat: token placements planned ahead instead of made one by one. */
  tokenPlan?: (TokenPlan & { onPlan: (a: Action) => void }) | null;
  /**
   * The position on screen, counted by its host (steps shown, or the server's version): a
   * change says a new position is drawn. Exposed as `data-version` with `data-busy` (what the
   * host waits for before this seat's next decision: `thinking`, `playing`, `landing`), the
   * signals browser tests wait on instead of a fixed time.
   */
  version?: number;
  busy?: 'thinking' | 'playing' | 'landing' | null;
  /** Offering a draw is possible for this seat now (the table asks before sending it). */
  canOfferDraw?: boolean;
}

/** The view with planned tokens counted in their rooms, so the board shows them. */
function withPlanned(view: View, planned: readonly Action[]): View {
  if (!planned.length || view.viewer === 'spectator') return view;
  const i = view.viewer === 'yellow' ? 0 : 1;
  return {
    ...view,
    rooms: view.rooms.map((r) => {
      const n = planned.filter((a) => a.type === 'token' && a.room === r.slot).length;
      if (!n) return r;
      const faceDown: [number, number] = [r.faceDown[0], r.faceDown[1]];
      faceDown[i] += n;
      return { ...r, faceDown };
    }),
  };
}

export function Table(props: TableProps) {
  const { view, legal, onAct } = props;
  const t = useT();
  const lang = useLang();
  const { settings } = useSettings();
  const [ui, send] = useReducer(reduce, initialTable);
  const [details, setDetails] = useState(false);
  const portrait = useMedia('(orientation: portrait)');
  const wrap = useRef<HTMLDivElement>(null);

  const choices: Choices | null = useMemo(() => (legal.length ? choicesOf(legal) : null), [legal]);
  // A selection survives only while the piece still has something to do.
  const sel = ui.selected && choices?.pieces.has(ui.selected) ? ui.selected : null;
  const fullPc = sel && choices ? (choices.pieces.get(sel) ?? null) : null;
  // Moves by pointing: the tokens pointed at on the way narrow each destination to one movement.
  const aim = sel && fullPc ? pointing(view, sel, fullPc, ui.marks, ui.dropAtEnd) : null;
  const pc = aim?.pc ?? null;
  const tw = tableWords(lang);
  const seat = view.viewer === 'spectator' ? null : view.viewer;
  const plan = props.tokenPlan ?? null;

  const act = useCallback(
    (a: Action) => {
      send({ type: 'acted', action: a });
      onAct(a);
    },
    [onAct],
  );

  // Token choices: with a plan, the rooms where the token still fits once the planned ones are in.
  const tokenRooms = (piece: string): Map<number, Action> => {
    const rooms = new Map(choices?.tokens.get(piece) ?? []);
    if (plan)
      for (const slot of [...rooms.keys()]) {
        const r = view.rooms[slot]!;
        const planned = plan.planned.filter((a) => a.type === 'token' && a.room === slot).length;
        if (r.faceDown[0] + r.faceDown[1] + planned >= r.capacity) rooms.delete(slot);
      }
    return rooms;
  };
  const tokenPieces = [...(choices?.tokens.keys() ?? [])].filter(
    (p) => !plan?.planned.some((a) => a.type === 'token' && a.piece === p),
  );

  const refuse = (intent: Parameters<typeof explain>[2]) =>
    send({ type: 'refuse', reason: explain(view, legal, intent) });

  const onSquare = (sq: string) => {
    if (!choices) return;
    const place = choices.place.get(sq);
    if (place) return act(place);
    if (!pc || !aim) return;
    const jump = pc.jumps.get(sq);
    const move = aim.route(sq);
    const walk = move ? [{ action: move as Action, label: tw('walkThere') }] : [];
    // A destination's mark covers the piece lying there: its target actions (heal, attack) join the choice.
    const lying = view.pieces.find((p) => p.square === sq && pc.targets.has(p.id));
    if (lying && move)
      return send({
        type: 'menu',
        menu: {
          title: pieceWord(lying.id, lang),
          square: sq,
          options: [
            ...pc.targets.get(lying.id)!.map((a) => ({
              action: a,
              label: `${t(a.type as Key)}${t('colon')} ${pieceWord(lying.id, lang)}`,
            })),
            ...walk,
          ],
        },
      });
    if (jump && move)
      return send({
        type: 'menu',
        menu: { title: t('jump'), square: sq, options: [{ action: jump, label: tw('jumpThere') }, ...walk] },
      });
    if (jump || move) return act((jump ?? move)!);
  };

  /** A token on the way: chosen, or when chosen already and its square can be reached so, gone to. */
  const onSpot = (m: Mark) => {
    const go = ui.marks.some((k) => sameMark(k, m)) ? aim?.route(m.square) : null;
    if (go) return act(go);
    send({ type: 'mark', mark: m });
  };

  /** A square pointed at where nothing acts: why not, from the engine. */
  const onMiss = (sq: string) => {
    if (!choices && view.phase !== 'over') return refuse({ type: 'square', piece: '', square: sq });
    if (sel) {
      if (view.pieces.some((p) => p.id === sel && p.square === sq)) return;
      if (fullPc?.moves.has(sq)) return send({ type: 'refuse', reason: { code: 'MARKS' } });
      return refuse({ type: 'square', piece: sel, square: sq });
    }
    const [x, y] = [sq.charCodeAt(0) - 97, Number(sq.slice(1))];
    const slot = y >= 1 && y <= view.height - 2 ? Math.floor((y - 1) / 5) * 2 + Math.floor(x / 5) : -1;
    if (view.rooms[slot] && !view.rooms[slot]!.revealed) refuse({ type: 'reveal', room: slot });
  };

  const confirmCombat = (a: Action) => {
    const v = props.preview?.(a) ?? null;
    const target = a.type === 'attack' || a.type === 'spear' ? a.target : '';
    send({
      type: 'pending',
      pending: {
        action: a,
        preview: true,
        text: v?.combat
          ? t('attackPreview', {
              target: pieceWord(target, lang),
              attackers: v.combat.attackers.map((p) => pieceWord(p, lang)).join(', '),
              defenders: v.combat.defenders.map((p) => pieceWord(p, lang)).join(', '),
              atk: v.combat.strength[0],
              def: v.combat.strength[1],
            })
          : `${t(a.type as Key)}${t('colon')} ${pieceWord(target, lang)} ?`,
      },
    });
  };

  const onPiece = (id: string) => {
    send({ type: 'inspect', piece: id });
    if (!choices) return;
    const targetActions = pc?.targets.get(id);
    if (targetActions) {
      if (targetActions.length === 1) {
        const a = targetActions[0]!;
        return a.type === 'heal' ? act(a) : confirmCombat(a);
      }
      const square = view.pieces.find((p) => p.id === id)?.square ?? null;
      return send({
        type: 'menu',
        menu: {
          title: pieceWord(id, lang),
          square,
          options: targetActions.map((a) => ({ action: a, label: t(a.type as Key) })),
        },
      });
    }
    send({ type: 'select', piece: sel === id || !choices.pieces.has(id) ? null : id });
    // After the selection changed (which clears an earlier refusal): why this piece did nothing.
    if (sel !== id && !choices.pieces.has(id)) {
      const p = view.pieces.find((q) => q.id === id);
      const mine = sel && view.pieces.find((q) => q.id === sel);
      const enemy = p && mine && p.seat !== mine.seat && p.kind === 'character';
      refuse(enemy ? { type: 'target', piece: sel!, target: id } : { type: 'piece', piece: id });
    }
  };

  const onRoom = (slot: number, cmd: RoomCommand) => {
    const room = choices?.rooms.get(slot);
    if (cmd === 'token') {
      const a = ui.token ? tokenRooms(ui.token).get(slot) : undefined;
      if (!a) return;
      if (plan) {
        send({ type: 'token', piece: null });
        return plan.onPlan(a);
      }
      return act(a);
    }
    if (cmd === 'reveal' && room?.reveal) return act(room.reveal);
    const rot = room?.rotate.find((a) => a.type === 'rotate' && a.clockwise === (cmd === 'cw'));
    if (!rot) return;
    const name = view.rooms[slot]?.name ?? '';
    send({
      type: 'pending',
      pending: {
        action: rot,
        preview: true,
        text: t('rotatePreview', { n: slot + 1, room: name, dir: t(cmd === 'cw' ? 'cw' : 'ccw') }),
      },
    });
  };

  const onDir = (d: DirName) => {
    const list = pc?.dirs.get(d);
    if (!list) return;
    if (list.length === 1) return act(list[0]!);
    const square = view.pieces.find((p) => p.id === sel)?.square ?? null;
    send({
      type: 'menu',
      menu: {
        title: t(`dir.${d}` as Key),
        square,
        options: list.map((a) => ({ action: a, label: t(dirActionKey(a)) })),
      },
    });
  };

  // Starting characters: a character picked in the tray (or dragged) goes on a dot.
  const putDot = (i: number, piece: string | null) => {
    if (!choices) return;
    const next = putOnDot(choices.starters, ui.dots, i, piece);
    if (next) send({ type: 'dots', dots: [...next] });
  };
  const onDot = (i: number) => {
    if (ui.dotPiece) return putDot(i, ui.dotPiece);
    if (ui.dots[i] !== undefined) {
      const next = [...ui.dots];
      next[i] = undefined;
      send({ type: 'dots', dots: next });
    }
  };

  const endTurn = () => {
    if (!choices?.end) return;
    if (settings.confirmEnd && view.ap > 0)
      return send({
        type: 'pending',
        pending: { action: choices.end, preview: false, text: t('endWithAp', { n: view.ap }) },
      });
    act(choices.end);
  };

  // Keyboard: Escape cancels, E ends the turn, U or Ctrl+Z takes back the last action.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') send({ type: 'cancel' });
      const typing =
        e.target instanceof HTMLInputElement ||
        e.target instanceof HTMLSelectElement ||
        e.target instanceof HTMLTextAreaElement;
      if (typing) return;
      if ((e.key === 'e' || e.key === 'E') && !e.ctrlKey && !e.metaKey && choices?.end) endTurn();
      if ((e.key === 'u' || e.key === 'U' || (e.key === 'z' && (e.ctrlKey || e.metaKey))) && props.undo) {
        e.preventDefault();
        props.undo.run();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const over = view.phase === 'over';
  const tips = props.tips;
  const tip = tips && !tips.off && !over ? nextTip(view.scenario, view, choices, new Set(tips.seen)) : null;
  const pending = ui.pending;
  const previewView = pending?.preview ? (props.preview?.(pending.action) ?? null) : null;
  const shownView = previewView ?? withPlanned(view, plan?.planned ?? []);
  const focusId = sel ?? ui.inspect;
  const focus = focusId ? view.pieces.find((p) => p.id === focusId) : undefined;
  const pathPreview = aim ? pathShown(aim, ui.hover, ui.marks) : null;
  const recentEvents = (props.recent ?? [props.log.length - 1]).flatMap((i) => props.log[i] ?? []);
  const latest = recentEvents.flatMap((e) => {
    const text = eventWords(e, lang);
    return text ? [{ text, e }] : [];
  });
  const fight = view.combat ? null : fightIn(props.log, recentEvents);
  const lastStep = props.log[props.log.length - 1] ?? [];
  const moved = lastStep.find((e) => e.type === 'moved');
  const motion = useMemo(
    () =>
      moved ? { key: props.log.length, piece: String(moved.piece), path: moved.path as string[] } : null,
    [props.log.length],
  );
  // A combat in progress lights up both sides.
  const combatHighlight: Highlight | null = view.combat
    ? { squares: [], pieces: [...view.combat.attackers, ...view.combat.defenders], rooms: [], path: null }
    : null;
  const highlight = ui.logHighlight ?? props.highlight ?? combatHighlight;
  const latestRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = latestRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [latest.length]);

  const dots: DotTarget[] | null =
    choices && view.phase === 'starters' && choices.starters.length && seat
      ? dotSquares(view.height, seat).map((square, index) => ({ index, square, piece: ui.dots[index], seat }))
      : null;

  // The board's size: across the width on a phone held upright, else fit to its box.
  const frame = { h: view.height, flip: view.viewer === 'blue', portrait };
  const box = viewBox(frame, margins(settings.coordinates));
  const size = useFit(wrap, box.w, box.h, portrait);
  // Upright, the board scrolls in its box: it starts with the player's own end in sight, and
  // stays there while the dock under it changes height, unless the player scrolled away.
  const atBottom = useRef(true);
  useEffect(() => {
    const el = wrap.current;
    if (!el || !portrait) return;
    const keep = () => {
      if (atBottom.current) el.scrollTop = el.scrollHeight;
    };
    const onScroll = () => (atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24);
    el.addEventListener('scroll', onScroll);
    const ro = typeof ResizeObserver === 'function' ? new ResizeObserver(keep) : null;
    ro?.observe(el);
    keep();
    return () => {
      el.removeEventListener('scroll', onScroll);
      ro?.disconnect();
    };
  }, [portrait, view.viewer, size?.height]);

  let prompt: string | null = null;
  if (choices) {
    if (view.phase === 'card') prompt = t('chooseCard');
    else if (view.phase === 'place' && view.placing)
      prompt =
        t('placeItem', {
          placer: seatWord(view.placing.placer, lang),
          piece: pieceWord(view.placing.next, lang),
        }) +
        (view.placing.queue.length > 1
          ? ` ${t('stillToPlace', {
              pieces: view.placing.queue
                .slice(1)
                .map((p) => pieceWord(p, lang))
                .join(', '),
            })}`
          : '');
    else if (view.phase === 'actions')
      prompt = sel
        ? `${t('selected', { name: pieceWord(sel, lang) })} ${t('clickDestination')}`
        : t('pickAction');
  }
  const step = pending ? 'confirm' : choices ? view.phase : 'wait';

  return (
    <div
      className="game"
      data-phase={view.phase}
      data-viewer={view.viewer}
      data-turn={view.turn}
      data-rows={view.height}
      data-version={props.version}
      data-busy={props.busy ?? ''}
    >
      <div className="board-wrap" ref={wrap} tabIndex={over ? 0 : -1} aria-label={t('board')}>
        <Board
          view={shownView}
          flip={view.viewer === 'blue'}
          portrait={portrait}
          coordinates={settings.coordinates}
          size={size}
          choices={pending ? null : choices}
          selected={pending ? null : sel}
          pieceChoices={pending ? null : pc}
          tokenRooms={ui.token ? new Set(tokenRooms(ui.token).keys()) : null}
          path={pathPreview}
          motion={pending ? null : motion}
          highlight={highlight}
          dots={dots}
          onSquare={onSquare}
          onPiece={onPiece}
          onRoom={onRoom}
          onDir={onDir}
          onDot={onDot}
          onHover={(sq) => send({ type: 'hover', square: sq })}
          spots={pending ? null : (aim?.spots ?? null)}
          marks={ui.marks}
          onSpot={onSpot}
          onMiss={onMiss}
        />
        {ui.menu && (
          <Popover
            box={wrap}
            anchor={ui.menu.square ? `[data-square="${ui.menu.square}"]` : null}
            label={ui.menu.title}
          >
            <div className="menu">
              {ui.menu.options.map((o, i) => (
                <button
                  key={i}
                  data-action={makeAction(o.action)}
                  onClick={() =>
                    o.action.type === 'attack' || o.action.type === 'spear'
                      ? confirmCombat(o.action)
                      : act(o.action)
                  }
                  autoFocus={i === 0}
                >
                  {o.label}
                </button>
              ))}
              <button onClick={() => send({ type: 'menu', menu: null })}>{t('cancel')}</button>
            </div>
          </Popover>
        )}
      </div>
      <section className="dock" aria-label={t('yourMove')} data-testid="step" data-step={step}>
        <StatusLine view={view} timeLeft={props.timeLeft} />
        {props.status}
        {pending && (
          <div className="prompt row" data-testid="confirm">
            <span>{pending.text}</span>
            <button className="primary" onClick={() => act(pending.action)} autoFocus>
              {t('confirm')}
            </button>
            <button onClick={() => send({ type: 'pending', pending: null })}>{t('cancel')}</button>
          </div>
        )}
        {ui.refusal && !pending && (
          <p className="feedback why" role="status" data-testid="why" data-reason={ui.refusal.code}>
            {reasonText(ui.refusal, lang)}
          </p>
        )}
        {props.feedback && (
          <p className="feedback" role="alert">
            {props.feedback}
          </p>
        )}
        {over ? (
          <section className="panel" data-testid="result">
            <h2>{t('result')}</h2>
            {props.verdict ? (
              <p>{props.verdict}</p>
            ) : (
              <>
                <p>
                  {view.winner === 'draw'
                    ? t('draw')
                    : t('wins', { seat: seatWord(view.winner ?? '', lang) })}
                </p>
                <p>{t('reason', { reason: reasonWord(view.endReason, lang) })}</p>
              </>
            )}
            <Scores view={view} log={props.log} />
            <div className="row">{props.finished}</div>
          </section>
        ) : (
          <>
            {prompt && !pending && (
              <p className="prompt" data-testid="prompt">
                {prompt}
              </p>
            )}
            {!pending && aim && (
              <PointingBar
                marks={ui.marks}
                droppable={aim.droppable}
                dropAtEnd={ui.dropAtEnd}
                seat={view.pieces.find((p) => p.id === aim.droppable)?.seat ?? 'yellow'}
                onClear={() => send({ type: 'clearMarks' })}
                onDrop={(on) => send({ type: 'dropAtEnd', on })}
              />
            )}
            {!pending && <ClassicActions view={view} selected={sel} pieceChoices={pc} onAct={act} />}
            {choices && view.phase === 'starters' && (
              <Starters
                choices={choices}
                dots={ui.dots}
                picked={ui.dotPiece}
                onPick={(p) => send({ type: 'dotPiece', piece: p })}
                onPut={putDot}
                onAct={act}
              />
            )}
            {choices && view.phase === 'handicap' && <Handicap view={view} choices={choices} onAct={act} />}
            {choices && view.phase === 'tokens' && (
              <Tokens
                pieces={tokenPieces}
                token={ui.token}
                onToken={(p) => send({ type: 'token', piece: p })}
                plan={plan}
              />
            )}
            {choices && choices.cards.length > 0 && (
              <div className="cards" aria-label={t('actionCards')}>
                {choices.cards.map((a, i) =>
                  a.type === 'card' ? (
                    <button
                      key={i}
                      className="card choice"
                      data-card={a.value}
                      onClick={() => act(a)}
                      aria-label={t('actionCard', { n: a.value })}
                      title={t('actionCard', { n: a.value })}
                    >
                      {a.value}
                    </button>
                  ) : null,
                )}
              </div>
            )}
            <CombatPanel view={view} choices={choices} onAct={act} />
            {!choices && view.tokenTurn && (
              <p className="prompt">{t('waitingTokens', { seat: seatWord(view.tokenTurn, lang) })}</p>
            )}
            {!choices && view.placing && (
              <p className="prompt" data-testid="placing">
                {t('placingFrom', {
                  seat: seatWord(view.placing.placer, lang),
                  n: view.placing.slot + 1,
                  room: view.rooms[view.placing.slot]?.name ?? '',
                  pieces: view.placing.queue.map((p) => pieceWord(p, lang)).join(', '),
                })}
              </p>
            )}
            <DrawOffer viewer={view.viewer} drawOffer={view.drawOffer} onAnswer={act} />
            <div className="row">
              {choices?.end && !pending && (
                <button
                  className="primary"
                  onClick={endTurn}
                  data-testid="end-turn"
                  title={`${t('endTurn')} (E)`}
                >
                  {t('endTurn')}
                </button>
              )}
              {props.undo && (
                <button onClick={props.undo.run} data-testid="undo" title={`${props.undo.label} (U)`}>
                  {t('undo')}
                </button>
              )}
              {props.controls}
              <button className="details-toggle" aria-expanded={details} onClick={() => setDetails(!details)}>
                {t('details')}
              </button>
            </div>
          </>
        )}
        {fight && <CombatReveal fight={fight} />}
        {latest.length > 0 && !over && (
          <div className="prompt latest" aria-live="polite" data-testid="latest" ref={latestRef} tabIndex={0}>
            {latest.map((line, i) => (
              <div
                key={i}
                onMouseEnter={() => send({ type: 'logHighlight', highlight: eventHighlight(line.e) })}
                onMouseLeave={() => send({ type: 'logHighlight', highlight: null })}
              >
                {line.text}
              </div>
            ))}
          </div>
        )}
        {seat && !over && (
          <GameActions
            seat={seat}
            set={boardKindOf(view.scenario)}
            target={view.vpTarget}
            canOfferDraw={!!props.canOfferDraw}
            ask={ui.ask}
            onAsk={(a) => send({ type: 'ask', ask: a })}
            onAct={onAct}
          />
        )}
        {tip && (
          <div className="prompt guide" role="note" data-testid="tip">
            <p>{tip.text[lang]}</p>
            <div className="row">
              <button onClick={() => props.onTips?.({ seen: [...tips!.seen, tip.id], off: false })}>
                {t('gotIt')}
              </button>
              <button onClick={() => props.onTips?.({ seen: tips!.seen, off: true })}>{t('skip')}</button>
            </div>
          </div>
        )}
      </section>
      <aside className={details ? 'side open' : 'side'} aria-label={t('details')}>
        <button className="details-toggle" onClick={() => setDetails(false)}>
          {t('close')}
        </button>
        <Hands view={view} />
        {focus && <CharacterCard piece={focus} scenario={view.scenario} />}
        <Log entries={props.log} onHighlight={(h) => send({ type: 'logHighlight', highlight: h })} />
      </aside>
    </div>
  );
}
