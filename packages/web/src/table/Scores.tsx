// The end of a game: who scored what, and how (issue 38 item 8). Each seat's VP as the engine
// counted them, beside the events that earned them, read from the viewer's log: its
// characters that escaped, and the opponent's characters eliminated (R19: an elimination
// scores for the victim's opponent, whoever caused it). Rescued characters score nothing.
import type { View } from '@dt/engine';
import { useLang } from '../i18n.ts';
import { pieceWord, seatWord } from '../words.ts';
import { tableWords } from './strings.ts';

type Event = Record<string, unknown>;
const SEATS = ['yellow', 'blue'] as const;
const seatOf = (id: string) => (id.startsWith('b') ? 'blue' : 'yellow');

export function Scores({ view, log }: { view: View; log: readonly Event[][] }) {
  const lang = useLang();
  const tw = tableWords(lang);
  const events = log.flat();
  const ids = (type: string, seat: string) =>
    events
      .filter((e) => e.type === type && typeof e.piece === 'string' && seatOf(e.piece) === seat)
      .map((e) => pieceWord(String(e.piece), lang));
  return (
    <table className="scores" data-testid="scores">
      <caption>{tw('scoresTitle')}</caption>
      <thead>
        <tr>
          <th scope="col">{tw('scoresSeat')}</th>
          <th scope="col">{tw('scoresEscaped')}</th>
          <th scope="col">{tw('scoresKilled')}</th>
          <th scope="col">{tw('scoresVp')}</th>
        </tr>
      </thead>
      <tbody>
        {SEATS.map((seat, i) => {
          const escaped = ids('escaped', seat);
          const killed = ids('eliminated', SEATS[1 - i]!);
          return (
            <tr key={seat} data-seat={seat}>
              <th scope="row">{seatWord(seat, lang)}</th>
              <td>{escaped.join(', ') || '—'}</td>
              <td>{killed.join(', ') || '—'}</td>
              <td>
                <strong>{view.vp[i]}</strong> / {view.vpTarget}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
