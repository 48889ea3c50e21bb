// The game table: the board and the side panels for one seat's view and legal actions. It
// turns clicks into actions and hands them to `onAct`; where the action comes from and goes to
// (a game in the page, the online server) is the caller's business. Knows no rules.
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Action, DirName, View } from '@dt/engine';
import { Board, type RoomCommand } from '../board/Board.tsx';
import { useLang, useT, type Key } from '../i18n.ts';
import { choices as choicesOf, type Choices, type MoveAction } from '../intents.ts';
import { CharacterCard } from '../panels/CharacterCard.tsx';
import { CombatPanel } from '../panels/Combat.tsx';
import { Log } from '../panels/Log.tsx';
import { Handicap, Starters, Tokens } from '../panels/Setup.tsx';
import { Status } from '../panels/Status.tsx';
import { nextTip } from '../tutorials.ts';
import { eventWords, pieceWord, reasonWord, seatWord, useBoardLabel } from '../words.ts';

interface MenuOption {
  label: string;
  action: Action;
}
interface Pending {
  action: Action;
  view: View | null;
  text: string;
}

export interface TableProps {
  view: View;
  /** This seat's legal actions now (empty when it has nothing to decide). */
  legal: Action[];
  log: Record<string, unknown>[][];
  onAct: (a: Action) => void;
  /** The view after an action, for rotation and combat previews; null when unknown. */
  preview?: (a: Action) => View | null;
  timeLeft: number | null;
  guidance: boolean;
  feedback: string | null;
  /** Status lines (thinking, connection) under the status panel. */
  status?: ReactNode;
  /** Extra controls for the player (hint, draw offers). */
  controls?: ReactNode;
  /** Buttons on the result panel (rematch, download). */
  finished?: ReactNode;
}

export function Table(props: TableProps) {
  const { view, legal, onAct } = props;
  const t = useT();
  const lang = useLang();
  const [selected, setSelected] = useState<string | null>(null);
  const [inspect, setInspect] = useState<string | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [menu, setMenu] = useState<{ title: string; options: MenuOption[] } | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [hover, setHover] = useState<string | null>(null);
  const [seen, setSeen] = useState<Set<string>>(new Set());
  const [showTips, setShowTips] = useState(props.guidance);

  const choices: Choices | null = useMemo(() => (legal.length ? choicesOf(legal) : null), [legal]);
  // A selection survives only while the piece still has something to do.
  const sel = selected && choices?.pieces.has(selected) ? selected : null;
  const pc = sel && choices ? (choices.pieces.get(sel) ?? null) : null;
  const seat = view.viewer === 'spectator' ? null : view.viewer;

  const act = useCallback(
    (a: Action) => {
      setMenu(null);
      setPending(null);
      setToken(null);
      if (a.type !== 'move' && a.type !== 'jump') setSelected(null);
      onAct(a);
    },
    [onAct],
  );
  const clear = () => {
    setSelected(null);
    setMenu(null);
    setPending(null);
    setHover(null);
  };

  const label = useBoardLabel();

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
    if (place) return act(place);
    if (!pc) return;
    const jump = pc.jumps.get(sq);
    const list = pc.moves.get(sq) ?? [];
    if (jump && list.length === 0) return act(jump);
    if (!jump && list.length === 1) return act(list[0]!);
    if (!jump && list.length === 0) return;
    const options = moveOptions(sq, list);
    if (jump) options.unshift({ action: jump, label: t('jump') });
    setMenu({ title: t('moveOptions', { square: sq }), options });
  };

  const confirmCombat = (a: Action) => {
    const v = props.preview?.(a) ?? null;
    const target = a.type === 'attack' || a.type === 'spear' ? a.target : '';
    setMenu(null);
    setPending({
      action: a,
      view: v,
      text: v?.combat
        ? t('attackPreview', {
            target: pieceWord(target, lang),
            attackers: v.combat.attackers.map((p) => pieceWord(p, lang)).join(', '),
            defenders: v.combat.defenders.map((p) => pieceWord(p, lang)).join(', '),
            atk: v.combat.strength[0],
            def: v.combat.strength[1],
          })
        : `${t(a.type as Key)}: ${pieceWord(target, lang)}?`,
    });
  };

  const onPiece = (id: string) => {
    setInspect(id);
    if (!choices) return;
    const targetActions = pc?.targets.get(id);
    if (targetActions) {
      if (targetActions.length === 1) {
        const a = targetActions[0]!;
        return a.type === 'heal' ? act(a) : confirmCombat(a);
      }
      return setMenu({
        title: pieceWord(id, lang),
        options: targetActions.map((a) => ({ action: a, label: t(a.type as Key) })),
      });
    }
    setMenu(null);
    setSelected(sel === id || !choices.pieces.has(id) ? null : id);
  };

  const onRoom = (slot: number, cmd: RoomCommand) => {
    const room = choices?.rooms.get(slot);
    if (cmd === 'token') {
      const a = token ? choices?.tokens.get(token)?.get(slot) : undefined;
      if (a) act(a);
      return;
    }
    if (cmd === 'reveal' && room?.reveal) return act(room.reveal);
    const rot = room?.rotate.find((a) => a.type === 'rotate' && a.clockwise === (cmd === 'cw'));
    if (!rot) return;
    const name = view.rooms[slot]?.name ?? String(slot + 1);
    setSelected(null);
    setPending({
      action: rot,
      view: props.preview?.(rot) ?? null,
      text: t('rotatePreview', { room: name, dir: t(cmd === 'cw' ? 'cw' : 'ccw') }),
    });
  };

  const dirLabel = (a: Action): string =>
    a.type === 'portcullis' ? t(a.op === 'close' ? 'closeP' : a.op) : t(a.type as Key);
  const onDir = (d: DirName) => {
    const list = pc?.dirs.get(d);
    if (!list) return;
    if (list.length === 1) return act(list[0]!);
    setMenu({ title: t(`dir.${d}` as Key), options: list.map((a) => ({ action: a, label: dirLabel(a) })) });
  };

  // Keyboard: Escape cancels, E ends the turn.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') clear();
      const typing = e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement;
      if ((e.key === 'e' || e.key === 'E') && choices?.end && !typing) act(choices.end);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const over = view.phase === 'over';
  const tip = showTips && !over ? nextTip(view.scenario, view, choices, seen) : null;
  const shownView = pending?.view ?? view;
  const focusId = sel ?? inspect;
  const focus = focusId ? view.pieces.find((p) => p.id === focusId) : undefined;
  const pathPreview = pc && hover ? (pc.moves.get(hover)?.[0]?.path ?? null) : null;
  const lastStep = props.log[props.log.length - 1] ?? [];
  const latest = lastStep.flatMap((e) => eventWords(e, lang) ?? []);
  const moved = lastStep.find((e) => e.type === 'moved');
  const motion = useMemo(
    () =>
      moved ? { key: props.log.length, piece: String(moved.piece), path: moved.path as string[] } : null,
    [props.log.length],
  );

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

  return (
    <div className="game" data-phase={view.phase} data-viewer={view.viewer} data-turn={view.turn}>
      <div className="board-wrap">
        <Board
          view={shownView}
          flip={view.viewer === 'blue'}
          choices={pending ? null : choices}
          selected={pending ? null : sel}
          pieceChoices={pending ? null : pc}
          token={token}
          path={pathPreview}
          motion={pending ? null : motion}
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
            <button className="primary" onClick={() => act(pending.action)} autoFocus>
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
                      : act(o.action)
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
        <Status view={view} timeLeft={props.timeLeft} />
        {props.feedback && (
          <p className="feedback" role="alert">
            {props.feedback}
          </p>
        )}
        {props.status}
        {latest.length > 0 && !over && (
          <div className="prompt latest" aria-live="polite" data-testid="latest">
            {latest.map((line, i) => (
              <div key={i}>{line}</div>
            ))}
          </div>
        )}
        {over ? (
          <section className="panel" data-testid="result">
            <h2>{t('result')}</h2>
            <p>
              {view.winner === 'draw' ? t('draw') : t('wins', { seat: seatWord(view.winner ?? '', lang) })}
            </p>
            <p>{t('reason', { reason: reasonWord(view.endReason, lang) })}</p>
            <div className="row">{props.finished}</div>
          </section>
        ) : (
          <>
            {prompt && (
              <p className="prompt" data-testid="prompt">
                {prompt}
              </p>
            )}
            {choices && view.phase === 'starters' && <Starters choices={choices} onAct={act} />}
            {choices && view.phase === 'handicap' && <Handicap view={view} choices={choices} onAct={act} />}
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
                      onClick={() => act(a)}
                      aria-label={t('actionCard', { n: a.value })}
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
            <div className="row">
              {choices?.end && (
                <button
                  className="primary"
                  onClick={() => act(choices.end!)}
                  data-testid="end-turn"
                  title="E"
                >
                  {t('endTurn')}
                </button>
              )}
              {props.controls}
              {seat && (
                <button onClick={() => window.confirm(t('confirmResign')) && onAct({ type: 'resign', seat })}>
                  {t('resign')}
                </button>
              )}
            </div>
            {seat && view.drawOffer && view.drawOffer !== seat && (
              <div className="prompt row">
                <span>{t('drawOffered', { seat: seatWord(view.drawOffer, lang) })}</span>
                <button onClick={() => onAct({ type: 'accept-draw', seat })}>{t('acceptDraw')}</button>
                <button onClick={() => onAct({ type: 'decline-draw', seat })}>{t('declineDraw')}</button>
              </div>
            )}
          </>
        )}
        {focus && <CharacterCard piece={focus} />}
        <Log entries={props.log} />
      </aside>
    </div>
  );
}
