// Set-up decisions offered from the legal actions: the handicap removal, the starting
// characters on the dots (secret until both are in, R9) and the face-down tokens.
import { useState } from 'react';
import type { Action, View } from '@dt/engine';
import { findHandicap, findStarters, starterOptions, type Choices } from '../intents.ts';
import { useLang, useT } from '../i18n.ts';
import { pieceWord } from '../words.ts';

export function Starters({ choices, onAct }: { choices: Choices; onAct: (a: Action) => void }) {
  const t = useT();
  const lang = useLang();
  const dots = choices.starters[0]?.dots.length ?? 0;
  const [picked, setPicked] = useState<(string | null)[]>([]);
  const set = (i: number, value: string | null) => {
    const next = picked.slice(0, i);
    next[i] = value;
    // Keep later choices that are still possible.
    for (let k = i + 1; k < picked.length; k++) {
      if (!starterOptions(choices.starters, next).includes(picked[k]!)) break;
      next[k] = picked[k]!;
    }
    setPicked(next);
  };
  const done = picked.length === dots ? findStarters(choices.starters, picked) : undefined;
  return (
    <section className="panel starters" aria-label={t('starters')}>
      <h3>{t('starters')}</h3>
      <p>{t('startersHelp')}</p>
      {Array.from({ length: dots }, (_, i) => {
        const enabled = i <= picked.length;
        const opts = enabled ? starterOptions(choices.starters, picked.slice(0, i)) : [];
        return (
          <label key={i}>
            {t('dot', { n: i + 1 })}
            <select
              data-dot={i}
              disabled={!enabled}
              value={picked[i] === undefined ? '' : (picked[i] ?? '-')}
              onChange={(e) => set(i, e.target.value === '-' ? null : e.target.value)}
            >
              <option value="" disabled>
                …
              </option>
              {opts.map((p) => (
                <option key={p ?? '-'} value={p ?? '-'}>
                  {p ? pieceWord(p, lang) : t('empty')}
                </option>
              ))}
            </select>
          </label>
        );
      })}
      <button className="primary" disabled={!done} onClick={() => done && onAct(done)}>
        {t('confirm')}
      </button>
    </section>
  );
}

export function Handicap({
  view,
  choices,
  onAct,
}: {
  view: View;
  choices: Choices;
  onAct: (a: Action) => void;
}) {
  const t = useT();
  const lang = useLang();
  const [removed, setRemoved] = useState<string[]>([]);
  const all = [...new Set(choices.handicap.flatMap((a) => (a.type === 'handicap' ? a.remove : [])))];
  const found = findHandicap(choices.handicap, removed);
  return (
    <section className="panel" aria-label={t('handicapChoose')}>
      <h3>{t('handicapChoose')}</h3>
      <p>{t('handicapHelp', { n: view.handicap?.characters ?? 0 })}</p>
      {all.map((p) => (
        <label key={p} className="row">
          <input
            type="checkbox"
            checked={removed.includes(p)}
            onChange={(e) => setRemoved(e.target.checked ? [...removed, p] : removed.filter((x) => x !== p))}
          />
          {pieceWord(p, lang)}
        </label>
      ))}
      <button className="primary" disabled={!found} onClick={() => found && onAct(found)}>
        {t('confirm')}
      </button>
    </section>
  );
}

export function Tokens({
  choices,
  token,
  onToken,
}: {
  choices: Choices;
  token: string | null;
  onToken: (piece: string) => void;
}) {
  const t = useT();
  const lang = useLang();
  return (
    <section className="panel" aria-label={t('yourTokens')}>
      <h3>{t('yourTokens')}</h3>
      <p>{t('placeTokens')}</p>
      <div className="menu">
        {[...choices.tokens.keys()].map((p) => (
          <button
            key={p}
            data-token={p}
            aria-pressed={token === p}
            className={token === p ? 'primary' : ''}
            onClick={() => onToken(p)}
          >
            {pieceWord(p, lang)}
          </button>
        ))}
      </div>
    </section>
  );
}
