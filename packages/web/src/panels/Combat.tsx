// A combat as the viewer may see it: both sides, their strength before cards, the Telepath's
// announcement, and this seat's secret card choice (R9). The other seat's card is never here.
import type { Action, View } from '@dt/engine';
import type { Choices } from '../intents.ts';
import { useLang, useT } from '../i18n.ts';
import { pieceWord, seatWord } from '../words.ts';

export function CombatPanel({
  view,
  choices,
  onAct,
}: {
  view: View;
  choices: Choices | null;
  onAct: (a: Action) => void;
}) {
  const t = useT();
  const lang = useLang();
  const c = view.combat;
  if (!c) return null;
  const names = (ids: string[]) => ids.map((id) => pieceWord(id, lang)).join(', ');
  const waiting = (['yellow', 'blue'] as const).filter((s, i) => !c.chosen[i] && view.toMove.includes(s));
  return (
    <section className="panel combat" aria-label={t('combat')} data-testid="combat">
      <h3>{t('combat')}</h3>
      <p>
        <strong>{t('attackers')}</strong>
        {t('colon')} {names(c.attackers)} — {t('strength', { n: c.strength[0] })}
        <br />
        <strong>{t('defenders')}</strong>
        {t('colon')} {names(c.defenders)} — {t('strength', { n: c.strength[1] })}
      </p>
      {c.announced !== null && <p>{t('announced', { n: c.announced })}</p>}
      {c.shown && <p>{t('shownHand', { cards: c.shown.map((v) => `+${v}`).join(' ') })}</p>}
      {c.myCard !== null && <p>{t('combatChosen', { n: c.myCard })}</p>}
      {choices && choices.announce.length > 0 && (
        <div>
          <p>{t('announce')}</p>
          <div className="cards">
            {choices.announce.map((a, i) =>
              a.type === 'announce' ? (
                <button
                  key={i}
                  className="card choice"
                  onClick={() => onAct(a)}
                  data-announce={a.value ?? 'none'}
                >
                  {a.value === null ? '∅' : `+${a.value}`}
                </button>
              ) : null,
            )}
          </div>
        </div>
      )}
      {choices && choices.combat.length > 0 ? (
        <div>
          <p>{t('combatChoose')}</p>
          <div className="cards">
            {choices.combat.map((a, i) =>
              a.type === 'combat' ? (
                <button
                  key={i}
                  className="card choice"
                  onClick={() => onAct(a)}
                  data-combat={a.value}
                  aria-label={`+${a.value}`}
                >
                  +{a.value}
                </button>
              ) : null,
            )}
          </div>
        </div>
      ) : (
        waiting.map((s) => <p key={s}>{t('combatWaiting', { seat: seatWord(s, lang) })}</p>)
      )}
    </section>
  );
}
