// Where the game stands, every value with its label: the turn (or the set-up), who is to play,
// who is looking, AP left and the timer; then each player's victory points and cards as the
// viewer may know them: the viewer's own hand face up, the opponent's counted only (R6).
import type { ReactNode } from 'react';
import type { HandView, View } from '@dt/engine';
import { SeatShape, SEAT_DARK, SEAT_FILL } from '../board/art.tsx';
import { useLang, useT } from '../i18n.ts';
import { tableWords } from '../table/strings.ts';
import { pieceWord, seatWord, agree } from '../words.ts';

export function SeatBadge({ seat }: { seat: 'yellow' | 'blue' }) {
  const lang = useLang();
  return (
    <span className="seat-badge" data-seat={seat}>
      <svg viewBox="0 0 100 100" aria-hidden="true">
        <SeatShape seat={seat} fill={SEAT_FILL[seat]} stroke={SEAT_DARK[seat]} strokeWidth={8} />
      </svg>
      {seatWord(seat, lang)}
    </span>
  );
}

const SETUP = new Set(['handicap', 'starters', 'tokens']);

/** One labelled value: "To play: Yellow". */
function Item({ label, children, testid }: { label: string; children: ReactNode; testid?: string }) {
  const t = useT();
  return (
    <span className="item" data-testid={testid}>
      <span className="muted">
        {label}
        {t('colon')}
      </span>{' '}
      {children}
    </span>
  );
}

export function StatusLine({ view, timeLeft }: { view: View; timeLeft: number | null }) {
  const t = useT();
  const lang = useLang();
  const over = view.phase === 'over';
  return (
    <div className="status" data-testid="status">
      <span>{SETUP.has(view.phase) ? t('setup') : over ? t('result') : t('turn', { n: view.turn })}</span>
      {!over && (
        <Item label={t('toPlayLabel')} testid="to-play">
          {view.toMove.map((s) => (
            <SeatBadge key={s} seat={s} />
          ))}
        </Item>
      )}
      <Item label={t('youAre')}>
        {view.viewer === 'spectator' ? <span>{t('spectator')}</span> : <SeatBadge seat={view.viewer} />}
      </Item>
      {view.phase === 'actions' && (
        <strong data-testid="ap" title={t('apHelp')}>
          {/* The AP are the player's to move: named when that is not the viewer. */}
          {view.toMove[0] && view.toMove[0] !== view.viewer
            ? tableWords(lang)('apOf', { seat: seatWord(view.toMove[0], lang), n: view.ap })
            : t('apLeft', { n: view.ap })}
        </strong>
      )}
      <span className="vp" title={t('vpHelp', { n: view.vpTarget })}>
        {t('vp')}
        {t('colon')} {view.vp[0]}–{view.vp[1]} / {view.vpTarget}
      </span>
      {timeLeft !== null && (
        <span className="timer" role="timer">
          {t('timeLeft', { s: Math.max(0, Math.ceil(timeLeft / 1000)) })}
        </span>
      )}
    </div>
  );
}

function Hand({ seat, hand, view }: { seat: 'yellow' | 'blue'; hand: HandView; view: View }) {
  const t = useT();
  const i = seat === 'yellow' ? 0 : 1;
  return (
    <div className="hand" data-hand={seat}>
      <div className="row">
        <SeatBadge seat={seat} />
        <strong>
          {view.vp[i]} / {view.vpTarget} {t('vp')}
        </strong>
      </div>
      <div className="row">
        <span className="muted">
          {t('actionCards')}
          {t('colon')}
        </span>
        {hand.actions
          ? hand.actions.map((v) => (
              <span
                key={v}
                className="card"
                role="img"
                aria-label={t('actionCard', { n: v })}
                title={t('actionCard', { n: v })}
              >
                {v}
              </span>
            ))
          : Array.from({ length: hand.actionCount }, (_, k) => (
              <span key={k} className="card back" aria-hidden="true" />
            ))}
        {!hand.actions && <span className="sr-only">{t('inHand', { n: hand.actionCount })}</span>}
        {hand.played.map((v, k) => (
          <span
            key={'p' + k}
            className="card played"
            role="img"
            aria-label={`${t('played')} ${v}`}
            title={`${t('played')} ${v}`}
          >
            {v}
          </span>
        ))}
      </div>
      <div className="row">
        {hand.combatCount > 0 && (
          <>
            <span className="muted">
              {t('combatCards')}
              {t('colon')}
            </span>
            {hand.combat ? (
              hand.combat.map((v, k) => <span key={k}>+{v}</span>)
            ) : (
              <span>{t('inHand', { n: hand.combatCount })}</span>
            )}
            <span className="muted">·</span>
          </>
        )}
        <span className="muted">
          {t('jumpCards')}
          {t('colon')} {hand.jumps}
        </span>
      </div>
    </div>
  );
}

export function Hands({ view }: { view: View }) {
  const t = useT();
  const lang = useLang();
  const gone = view.pieces.filter((p) => ['escaped', 'eliminated', 'rescued'].includes(p.state));
  return (
    <section className="panel" aria-label={t('hands')} tabIndex={0}>
      <Hand seat="yellow" hand={view.hands[0]} view={view} />
      <Hand seat="blue" hand={view.hands[1]} view={view} />
      {gone.length > 0 && (
        <div className="offboard">
          {gone.map((p, i) => {
            const word = p.state === 'eliminated' ? t('eliminated') : t('escaped');
            return (
              <span key={p.id}>
                {pieceWord(p.id, lang)}
                {t('colon')} {lang === 'fr' ? agree(word, p.id) : word}
                {i < gone.length - 1 ? ';' : ''}
              </span>
            );
          })}
        </div>
      )}
    </section>
  );
}

/** The status line and the hands together (replays, tests). */
export function Status({ view, timeLeft }: { view: View; timeLeft: number | null }) {
  return (
    <>
      <StatusLine view={view} timeLeft={timeLeft} />
      <Hands view={view} />
    </>
  );
}
