// The few choices one point on the board leaves open (heal or walk there, which ability in a
// direction...), next to the square they are about; an attack in it is previewed first.
import type { RefObject } from 'react';
import { makeAction } from '@dt/engine';
import { useT } from '../i18n.ts';
import type { TableInput } from './input.ts';
import { confirmCombat } from './pieces.ts';
import { Popover } from './Popover.tsx';

export function ChoiceMenu({ input: i, box }: { input: TableInput; box: RefObject<HTMLDivElement | null> }) {
  const t = useT();
  const menu = i.ui.menu;
  if (!menu) return null;
  return (
    <Popover box={box} anchor={menu.square ? `[data-square="${menu.square}"]` : null} label={menu.title}>
      <div className="menu">
        {menu.options.map((o, n) => (
          <button
            key={n}
            data-action={makeAction(o.action)}
            onClick={() =>
              o.action.type === 'attack' || o.action.type === 'spear'
                ? confirmCombat(i, o.action)
                : i.act(o.action)
            }
            autoFocus={n === 0}
          >
            {o.label}
          </button>
        ))}
        <button onClick={() => i.send({ type: 'menu', menu: null })}>{t('cancel')}</button>
      </div>
    </Popover>
  );
}
