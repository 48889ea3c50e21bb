// The tutorial's guidance for the position on the table: Got it (this tip) or Skip (all).
import { useLang, useT } from '../i18n.ts';
import type { TipsState } from '../saved.ts';
import type { nextTip } from '../tutorials.ts';

export function Tip(p: {
  tip: NonNullable<ReturnType<typeof nextTip>>;
  tips: TipsState;
  onTips?: (t: TipsState) => void;
}) {
  const t = useT();
  const lang = useLang();
  return (
    <div className="prompt guide" role="note" data-testid="tip">
      <p>{p.tip.text[lang]}</p>
      <div className="row">
        <button onClick={() => p.onTips?.({ seen: [...p.tips.seen, p.tip.id], off: false })}>
          {t('gotIt')}
        </button>
        <button onClick={() => p.onTips?.({ seen: p.tips.seen, off: true })}>{t('skip')}</button>
      </div>
    </div>
  );
}
