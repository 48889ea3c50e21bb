// The rules reference in the app: the player aid (turn structure, actions and costs, golden
// rules) and every character's and object's card, Prison's then the 2004 set's, in the page's
// language.
import { CHARACTER_CODES, COMBAT, MOVE, OBJECT_CODES } from '@dt/engine';
import { ACTIONS, AID_TITLES as T, GOLDEN, TURN } from '../aid.ts';
import { PieceArt } from '../board/art.tsx';
import { useLang } from '../i18n.ts';
import { ClassicAid } from '../panels/ClassicAid.tsx';
import { CHARACTER_WORDS, OBJECT_WORDS } from '../words.ts';

export function Aid() {
  const lang = useLang();
  return (
    <article className="aid" data-testid="aid">
      <h2>{T.aid[lang]}</h2>
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
      <ClassicAid />
    </article>
  );
}
