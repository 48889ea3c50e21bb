// The rules reference in the app: the player aid for one set (how to win first, then the turn
// structure, actions and costs, golden rules) and that set's characters' and objects' cards,
// in the page's language. Without a set (the top bar, outside a game) both sets' cards follow.
import type { ReactElement } from 'react';
import { CATALOG } from '@dt/games/catalog';
import { ACTIONS, AID_TITLES as T, GOLDEN, TURN } from '../aid.ts';
import { BOARD_KINDS } from '../board-kinds.ts';
import { useLang } from '../i18n.ts';
import { ClassicAid } from '../panels/ClassicAid.tsx';
import { PrisonCards } from '../panels/PrisonCards.tsx';
import { howToWin, WIN_TITLE, type AidSet } from '../table/howToWin.ts';

/** Each set's cards, after the common sections. */
const SET_CARDS: { readonly [K in AidSet]: () => ReactElement } = {
  prison: PrisonCards,
  classic: ClassicAid,
};

export function Aid({ set, target = 5 }: { set?: AidSet; target?: number }) {
  const lang = useLang();
  const sets: readonly AidSet[] = set ? [set] : BOARD_KINDS;
  return (
    <article className="aid" data-testid="aid" data-set={set ?? 'all'}>
      <h2>{T.aid[lang]}</h2>
      {sets.map((s) => (
        <section key={s} data-testid={`win-${s}`}>
          <h3>
            {WIN_TITLE[lang]}
            {sets.length > 1 ? ` (${CATALOG[s].title[lang]})` : ''}
          </h3>
          <ul>
            {howToWin(s, target).map((x, i) => (
              <li key={i}>{x[lang]}</li>
            ))}
          </ul>
        </section>
      ))}
      <section>
        <h3>{T.turn[lang]}</h3>
        <ol>
          {TURN.map((x, i) => (
            <li key={i}>{x[lang]}</li>
          ))}
        </ol>
      </section>
      <section>
        <h3>{T.actions[lang]}</h3>
        <table>
          <thead>
            <tr>
              <th scope="col">{T.action[lang]}</th>
              <th scope="col">{T.cost[lang]}</th>
            </tr>
          </thead>
          <tbody>
            {ACTIONS.map((a, i) => (
              <tr key={i}>
                <td>{a.what[lang]}</td>
                <td>{a.cost[lang]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section>
        <h3>{T.golden[lang]}</h3>
        <ul>
          {GOLDEN.map((x, i) => (
            <li key={i}>{x[lang]}</li>
          ))}
        </ul>
      </section>
      {sets.map((s) => {
        const Cards = SET_CARDS[s];
        return <Cards key={s} />;
      })}
    </article>
  );
}
