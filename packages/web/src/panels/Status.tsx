// Whose turn, AP left, victory points and every player's cards as the viewer may know them:
// the viewer's own hand face up, the opponent's counted only (R6).
import type { HandView, View } from '@dt/engine';
import { SeatShape, SEAT_DARK, SEAT_FILL } from '../board/art.tsx';
import { useLang, useT } from '../i18n.ts';
import { pieceWord, seatWord } from '../words.ts';

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

function Hand({ seat, hand, view }: { seat: 'yellow' | 'blue'; hand: HandView; view: View }) {
  const t = useT();
  const i = seat === 'yellow' ? 0 : 1;
  return (
    <div className="hand" data-hand={seat}>
      <div className="row">
        <SeatBadge seat={seat} />
        <strong aria-label={t('vp')}>
          {view.vp[i]} / {view.vpTarget} {t('vp')}
        </strong>
      </div>
      <div className="row" title={t('actionCards')}>
        <span className="muted">{t('actionCards')}:</span>
        {hand.actions
          ? hand.actions.map((v) => (
              <span key={v} className="card" aria-label={t('actionCard', { n: v })}>
                {v}
              </span>
            ))
          : Array.from({ length: hand.actionCount }, (_, k) => (
              <span key={k} className="card back" aria-hidden="true" />
            ))}
        {hand.played.map((v, k) => (
          <span key={'p' + k} className="card played" aria-label={`${t('played')} ${v}`}>
            {v}
          </span>
        ))}
      </div>
      <div className="row">
        {hand.combatCount > 0 && (
          <>
            <span className="muted">{t('combatCards')}:</span>
            {hand.combat ? (
              hand.combat.map((v, k) => <span key={k}>+{v}</span>)
            ) : (
              <span>{t('inHand', { n: hand.combatCount })}</span>
            )}
            <span className="muted">·</span>
          </>
        )}
        <span className="muted">
          {t('jumpCards')}: {hand.jumps}
        </span>
      </div>
    </div>
  );
}

export function Status({ view, timeLeft }: { view: View; timeLeft: number | null }) {
  const t = useT();
  const lang = useLang();
  const gone = view.pieces.filter((p) => ['escaped', 'eliminated', 'rescued'].includes(p.state));
  return (
    <section className="panel" aria-label="status">
      <div className="status">
        {view.turn > 0 && <span>{t('turn', { n: view.turn })}</span>}
        <SeatBadge seat={view.active} />
        {view.phase === 'actions' && <strong data-testid="ap">{t('apLeft', { n: view.ap })}</strong>}
        {timeLeft !== null && (
          <span className="timer" role="timer">
            ⏳ {t('timeLeft', { s: Math.max(0, Math.ceil(timeLeft / 1000)) })}
          </span>
        )}
      </div>
      <Hand seat="yellow" hand={view.hands[0]} view={view} />
      <Hand seat="blue" hand={view.hands[1]} view={view} />
      {gone.length > 0 && (
        <div className="offboard">
          {gone.map((p) => (
            <span key={p.id}>
              {pieceWord(p.id, lang)}: {t(p.state === 'eliminated' ? 'eliminated' : 'escaped')};
            </span>
          ))}
        </div>
      )}
    </section>
  );
}
