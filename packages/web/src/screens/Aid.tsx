// The rules reference in the app: the player aid for one set (how to win first, then the turn
// structure, actions and costs, golden rules) and that set's characters' and objects' cards,
// in the page's language. Without a set (the top bar, outside a game) both sets' cards follow.
import type { ReactElement } from 'react';
import { CATALOG } from '@dt/games/catalog';
import { ACTIONS, AID_TITLES as T, GOLDEN, TURN, type Text } from '../aid.ts';
import { BOARD_KINDS } from '../board-kinds.ts';
import { useLang } from '../i18n.ts';
import { AidSection } from '../panels/AidSection.tsx';
import { ClassicAid } from '../panels/ClassicAid.tsx';
import { PrisonCards } from '../panels/PrisonCards.tsx';
import { howToWin, WIN_TITLE, type AidSet } from '../table/howToWin.ts';

/** Each set's cards, after the common sections. */
const SET_CARDS: { readonly [K in AidSet]: () => ReactElement } = {
  prison: PrisonCards,
  classic: ClassicAid,
};

/** A heading followed by the set it is about: "How to win (Prison)". */
const titled = (head: Text, set: Text): Text => ({
  en: `${head.en} (${set.en})`,
  fr: `${head.fr} (${set.fr})`,
});

export function Aid({ set, target = 5 }: { set?: AidSet; target?: number }) {
  const lang = useLang();
  const sets: readonly AidSet[] = set ? [set] : BOARD_KINDS;
  return (
    <article className="aid" data-testid="aid" data-set={set ?? 'all'}>
      <h2>{T.aid[lang]}</h2>
      {sets.map((s) => (
        <AidSection
          key={s}
          testId={`win-${s}`}
          title={sets.length > 1 ? titled(WIN_TITLE, CATALOG[s].title) : WIN_TITLE}
          lines={howToWin(s, target)}
        />
      ))}
      <AidSection title={T.turn} lines={TURN} ordered />
      <AidSection title={T.actions}>
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
      </AidSection>
      <AidSection title={T.golden} lines={GOLDEN} />
      {sets.map((s) => {
        const Cards = SET_CARDS[s];
        return <Cards key={s} />;
      })}
    </article>
  );
}
