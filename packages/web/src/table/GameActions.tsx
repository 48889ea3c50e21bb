// Resign and Offer a draw, set apart from the turn's controls (at the foot of the panel, after
// a rule) and each asked again in the page before it is sent: a slip of the finger on a phone
// never ends a game. The same on this device and online.
import { useState } from 'react';
import type { Action, SeatName } from '@dt/engine';
import { CATALOG } from '@dt/games/catalog';
import { useLang, useT } from '../i18n.ts';
import { Aid } from '../screens/Aid.tsx';
import { Dialog } from '../screens/Dialogs.tsx';
import type { AidSet } from './howToWin.ts';
import { tableWords } from './strings.ts';

/** The player aid of the set being played, one tap from the table. */
export function AidButton({ set, target }: { set: AidSet; target: number }) {
  const lang = useLang();
  const tw = tableWords(lang);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)} data-testid="aid-button">
        {tw('playerAid')}
      </button>
      {open && (
        <Dialog title={CATALOG[set].title[lang]} onClose={() => setOpen(false)} testid="aid-dialog">
          <Aid set={set} target={target} />
        </Dialog>
      )}
    </>
  );
}

export function GameActions(props: {
  seat: SeatName;
  /** The set being played and its VP target, for the player aid. */
  set: AidSet;
  target: number;
  /** Offering a draw is possible now. */
  canOfferDraw: boolean;
  ask: 'resign' | 'draw' | null;
  onAsk: (a: 'resign' | 'draw' | null) => void;
  onAct: (a: Action) => void;
}) {
  const t = useT();
  const tw = tableWords(useLang());
  const { seat, ask } = props;
  if (ask)
    return (
      <div
        className="game-actions prompt"
        role="alertdialog"
        aria-label={tw('gameActions')}
        data-testid="ask"
      >
        <p>{tw(ask === 'resign' ? 'resignAsk' : 'drawAsk')}</p>
        <div className="row">
          <button
            className={ask === 'resign' ? 'danger' : 'primary'}
            onClick={() => {
              props.onAsk(null);
              props.onAct(ask === 'resign' ? { type: 'resign', seat } : { type: 'offer-draw', seat });
            }}
          >
            {tw(ask === 'resign' ? 'yesResign' : 'yesOffer')}
          </button>
          <button onClick={() => props.onAsk(null)} autoFocus>
            {t('cancel')}
          </button>
        </div>
      </div>
    );
  return (
    <div className="game-actions row" role="group" aria-label={tw('gameActions')}>
      <AidButton set={props.set} target={props.target} />
      {props.canOfferDraw && <button onClick={() => props.onAsk('draw')}>{t('offerDraw')}</button>}
      <button onClick={() => props.onAsk('resign')}>{t('resign')}</button>
    </div>
  );
}
