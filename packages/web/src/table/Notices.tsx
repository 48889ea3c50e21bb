// The dock's notices above the step: an action waiting for confirmation (a preview, ending the
// turn early), why the last thing pointed at did nothing, and the host's feedback.
import { useLang, useT } from '../i18n.ts';
import type { TableInput } from './input.ts';
import { reasonText } from './strings.ts';

export function Notices({ input: i, feedback }: { input: TableInput; feedback: string | null }) {
  const t = useT();
  const lang = useLang();
  const { pending, refusal } = i.ui;
  return (
    <>
      {pending && (
        <div className="prompt row" data-testid="confirm">
          <span>{pending.text}</span>
          <button className="primary" onClick={() => i.act(pending.action)} autoFocus>
            {t('confirm')}
          </button>
          <button onClick={() => i.send({ type: 'pending', pending: null })}>{t('cancel')}</button>
        </div>
      )}
      {refusal && !pending && (
        <p className="feedback why" role="status" data-testid="why" data-reason={refusal.code}>
          {reasonText(refusal, lang)}
        </p>
      )}
      {feedback && (
        <p className="feedback" role="alert">
          {feedback}
        </p>
      )}
    </>
  );
}
