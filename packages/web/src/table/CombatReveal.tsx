// A combat you can watch (issue 38 item 3): once it is resolved, both sides with their
// strength before cards, the Combat cards revealed side by side, the totals and the result,
// then the wounds and eliminations; a Fireball shows its thrower, its target and what befell
// it. Read from the viewer's redacted log only (both cards are public once revealed, R9).
import { useLang } from '../i18n.ts';
import { pieceWord, seatWord } from '../words.ts';
import { tableWords } from './strings.ts';

type Event = Record<string, unknown>;

export interface Fight {
  kind: 'combat' | 'fireball';
  /** How the combat began (the engine's combat-start kind): close, the Telescoping spear or the Bow. */
  mode?: string;
  attackers: string[];
  defenders: string[];
  /** Cards and totals by seat (yellow, blue). */
  cards: [number, number] | null;
  totals: [number, number] | null;
  winner: string | null;
  /** Pieces wounded or eliminated, in order. */
  fates: { piece: string; fate: 'wounded' | 'eliminated' }[];
}

const seatOfPiece = (id: string): 0 | 1 => (id.startsWith('b') ? 1 : 0);

/** The combat (or Fireball) resolved in `recent`, with its start looked up in the whole log. */
export function fightIn(log: readonly Event[][], recent: readonly Event[]): Fight | null {
  const at = recent.findIndex((e) => e.type === 'combat-result' || e.type === 'fireball');
  if (at < 0) return null;
  const end = recent[at]!;
  const fates = recent
    .slice(at + 1)
    .filter((e) => e.type === 'wounded' || e.type === 'eliminated')
    .map((e) => ({ piece: String(e.piece), fate: e.type as 'wounded' | 'eliminated' }));
  if (end.type === 'fireball') {
    if (typeof end.target !== 'string') return null;
    return {
      kind: 'fireball',
      attackers: [String(end.piece)],
      defenders: [end.target],
      cards: null,
      totals: null,
      winner: null,
      fates,
    };
  }
  const start = log
    .flat()
    .filter((e) => e.type === 'combat-start')
    .at(-1);
  return {
    kind: 'combat',
    mode: typeof start?.kind === 'string' ? start.kind : undefined,
    attackers: (start?.attackers as string[] | undefined) ?? [],
    defenders: (start?.defenders as string[] | undefined) ?? [],
    cards: end.cards as [number, number],
    totals: end.totals as [number, number],
    winner: String(end.winner),
    fates,
  };
}

function Side(props: {
  pieces: string[];
  card: number | null;
  total: number | null;
  won: boolean;
  label: string;
}) {
  const lang = useLang();
  const tw = tableWords(lang);
  const strength = props.total !== null && props.card !== null ? props.total - props.card : null;
  return (
    <div className={props.won ? 'fight-side won' : 'fight-side'}>
      <strong>{props.label}</strong>
      <span>{props.pieces.map((p) => pieceWord(p, lang)).join(', ')}</span>
      {strength !== null && <span>{tw('fightStrength', { n: strength })}</span>}
      {props.card !== null && (
        <span className="card revealed" aria-label={tw('fightCard', { n: props.card })}>
          +{props.card}
        </span>
      )}
      {props.total !== null && (
        <strong className="fight-total">{tw('fightTotal', { n: props.total })}</strong>
      )}
    </div>
  );
}

/** The reveal's title by how the combat began (the engine's combat-start kinds). */
const TITLES: Record<string, 'spearTitle' | 'bowTitle'> = { spear: 'spearTitle', ranged: 'bowTitle' };
const titleOf = (f: Fight) =>
  f.kind === 'fireball' ? 'fireballTitle' : ((f.mode ? TITLES[f.mode] : undefined) ?? 'fightTitle');

export function CombatReveal({ fight }: { fight: Fight }) {
  const lang = useLang();
  const tw = tableWords(lang);
  const a = fight.attackers[0] ? seatOfPiece(fight.attackers[0]) : 0;
  const d = (1 - a) as 0 | 1;
  const winSeat = fight.winner === 'yellow' ? 0 : fight.winner === 'blue' ? 1 : -1;
  const fire = fight.kind === 'fireball';
  return (
    <section className="panel fight" aria-label={tw('fightTitle')} data-testid="combat-reveal" role="status">
      <h3>{tw(titleOf(fight))}</h3>
      <div className="fight-sides">
        <Side
          label={tw(fire ? 'fireThrower' : 'fightAttack')}
          pieces={fight.attackers}
          card={fight.cards?.[a] ?? null}
          total={fight.totals?.[a] ?? null}
          won={winSeat === a}
        />
        <span className="fight-vs" aria-hidden="true">
          ⚔
        </span>
        <Side
          label={tw(fire ? 'fireTarget' : 'fightDefence')}
          pieces={fight.defenders}
          card={fight.cards?.[d] ?? null}
          total={fight.totals?.[d] ?? null}
          won={winSeat === d}
        />
      </div>
      {fight.kind === 'combat' && (
        <p data-testid="fight-result">
          {winSeat < 0 ? tw('fightTie') : tw('fightWins', { seat: seatWord(fight.winner!, lang) })}
        </p>
      )}
      {fight.fates.map((f, i) => (
        <p key={i} className="fight-fate">
          {tw(f.fate === 'wounded' ? 'fateWounded' : 'fateEliminated', { piece: pieceWord(f.piece, lang) })}
        </p>
      ))}
    </section>
  );
}
