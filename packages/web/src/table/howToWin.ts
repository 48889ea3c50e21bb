// How to win, per set, for the top of the player aid (issue 38 item 5): where the victory
// points come from and the target, before the turn and the cards. Prison: the rules summary
// ("the first player to score 5 victory points by eliminating enemy characters and having
// their characters escape"), R19 and R22; the 2004 set: CLASSIC-DATA.md sections 1-2 and 6.
import type { BoardKind } from '../board-kinds.ts';
import type { Lang } from '../i18n.ts';

type Text = Record<Lang, string>;
const w = (en: string, fr: string): Text => ({ en, fr });

/** A board set with a player aid: every board kind has one. */
export type AidSet = BoardKind;

export const WIN_TITLE = w('How to win', 'Comment gagner');

/** What a set scores beyond the common sources (none in Prison). */
const SET_WIN: { readonly [K in AidSet]: readonly Text[] } = {
  prison: [],
  classic: [
    w(
      'The Goblin escaping unwounded is worth 2 VP instead of 1.',
      'Le Gobelin qui sort sans être blessé rapporte 2 PV au lieu de 1.',
    ),
    w(
      'The Treasure: a character escaping with it scores 1 VP more.',
      'Le Trésor : un personnage qui sort en le portant rapporte 1 PV de plus.',
    ),
  ],
};

export function howToWin(set: AidSet, target: number): Text[] {
  const common = [
    w(
      `Be the first to ${target} victory points (VP). The game ends when the player to move finishes the turn in which someone reached ${target}: most VP wins; equal VP is a draw.`,
      `Soyez le premier à ${target} points de victoire (PV). La partie s’arrête quand le joueur actif finit le tour où quelqu’un a atteint ${target} : le plus de PV gagne ; à égalité, c’est la nulle.`,
    ),
    w(
      'Escape: a character of yours that steps onto your opponent’s starting line leaves the labyrinth: 1 VP.',
      'Sortie : un de vos personnages qui atteint la ligne de départ adverse quitte le labyrinthe : 1 PV.',
    ),
    w(
      'Elimination: each of your opponent’s characters eliminated (losing a combat while wounded, a Fireball, a pit): 1 VP to you, whoever caused it (R19).',
      'Élimination : chaque personnage adverse éliminé (combat perdu en étant blessé, boule de feu, fosse) : 1 PV pour vous, quel qu’en soit l’auteur (R19).',
    ),
    w(
      'A wounded character carried out by a friend is rescued: no VP to anyone.',
      'Un blessé sorti par un ami est sauvé : aucun PV pour personne.',
    ),
  ];
  return [...common, ...SET_WIN[set]];
}
