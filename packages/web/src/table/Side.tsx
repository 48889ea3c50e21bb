// The side panel (a drawer on a narrow screen): both hands, the card of the piece selected or
// inspected, and the log, whose lines light up what they name on the board.
import { useT } from '../i18n.ts';
import { CharacterCard } from '../panels/CharacterCard.tsx';
import { Log } from '../panels/Log.tsx';
import { Hands } from '../panels/Status.tsx';
import type { TableInput } from './input.ts';

export function Side(p: {
  input: TableInput;
  log: Record<string, unknown>[][];
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const { view, sel, ui } = p.input;
  const focusId = sel ?? ui.inspect;
  const focus = focusId ? view.pieces.find((q) => q.id === focusId) : undefined;
  return (
    <aside className={p.open ? 'side open' : 'side'} aria-label={t('details')}>
      <button className="details-toggle" onClick={p.onClose}>
        {t('close')}
      </button>
      <Hands view={view} />
      {focus && <CharacterCard piece={focus} scenario={view.scenario} />}
      <Log entries={p.log} onHighlight={(h) => p.input.send({ type: 'logHighlight', highlight: h })} />
    </aside>
  );
}
