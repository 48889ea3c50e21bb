// The card game's turn timer option, in seconds (0 for none): the same field in the card
// game's menu on this device and in the online lobby's card game options.
import type { ReactElement } from 'react';
import { useCT } from './strings.ts';

export function TimerField({
  name,
  value,
  onChange,
}: {
  name: string;
  value: number;
  onChange: (seconds: number) => void;
}): ReactElement {
  const t = useCT();
  return (
    <label>
      {t('timer')}
      <input
        name={name}
        type="number"
        min={0}
        max={600}
        step={10}
        value={value}
        onChange={(e) => onChange(Math.max(0, Number(e.target.value) || 0))}
      />
    </label>
  );
}
