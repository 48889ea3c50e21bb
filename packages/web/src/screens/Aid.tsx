// The rules reference in the app: the player aid for one set (how to win first, then the turn
// structure, actions and costs, golden rules) and that set's characters' and objects' cards,
// in the page's language. Without a set (the top bar, outside a game) both sets' cards follow.
import { CHARACTER_CODES, COMBAT, MOVE, OBJECT_CODES } from '@dt/engine';
import { ACTIONS, AID_TITLES as T, GOLDEN, TURN } from '../aid.ts';
import { PieceArt } from '../board/art.tsx';
import { useLang } from '../i18n.ts';
import { ClassicAid } from '../panels/ClassicAid.tsx';
import { howToWin, WIN_TITLE, type AidSet } from '../table/howToWin.ts';
import { CHARACTER_WORDS, OBJECT_WORDS } from '../words.ts';

export function Aid({ set, target = 5 }: { set?: AidSet; target?: number }) {
  const lang = useLang();
  const sets: AidSet[] = set ? [set] : ['prison', 'classic'];
  return (
    <article className="aid" data-testid="aid" data-set={set ?? 'all'}>
      <h2>{T.aid[lang]}</h2>
      {sets.map((s) => (
        <section key={s} data-testid={`win-${s}`}>
          <h3>
            {WIN_TITLE[lang]}
            {sets.length > 1 ? ` (${s === 'classic' ? 'Dungeon Twister 2004' : 'Prison'})` : ''}
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
      {set !== 'classic' && <PrisonCards />}
      {set !== 'prison' && <ClassicAid />}
    </article>
  );
}

/** Prison's characters and objects, with their art. */
function PrisonCards() {
  const lang = useLang();
  return (
    <>
      <section>
        <h3>{T.characters[lang]}</h3>
        <ul className="cards-list">
          {CHARACTER_CODES.map((code, k) => (
            <li key={code}>
              <svg viewBox="0 0 100 100" aria-hidden="true">
                <PieceArt id={`y${code}`} seat="yellow" kind="character" />
              </svg>
              <div>
                <strong>{CHARACTER_WORDS[code]!.name[lang]}</strong>{' '}
                <span className="muted">
                  {T.move[lang]} {MOVE[k]} · {T.combat[lang]} {COMBAT[k]}
                </span>
                <p>{CHARACTER_WORDS[code]!.ability[lang]}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h3>{T.objects[lang]}</h3>
        <ul className="cards-list">
          {OBJECT_CODES.map((code) => (
            <li key={code}>
              <svg viewBox="0 0 100 100" aria-hidden="true">
                <PieceArt id={`y${code}`} seat="yellow" kind="object" />
              </svg>
              <div>
                <strong>{OBJECT_WORDS[code]!.name[lang]}</strong>
                <p>{OBJECT_WORDS[code]!.use[lang]}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
