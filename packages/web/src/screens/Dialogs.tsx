// Modal dialogs over any screen (the rules, the settings, leaving a game): labelled, closed
// with Escape, the close button or a tap outside, the focus moved in on opening and back on
// closing.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT, type Key } from '../i18n.ts';
import { PACES, useSettings } from '../settings.ts';
import { Check } from './Options.tsx';

export function Dialog(props: { title: string; onClose: () => void; children: ReactNode; testid?: string }) {
  const t = useT();
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const first = box.current?.querySelector<HTMLElement>('[autofocus], button, select, input');
    first?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && props.onClose();
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      before?.focus?.();
    };
  }, []);
  return (
    <div
      className="overlay dialog"
      data-testid={props.testid}
      // A tap on the dimmed page around the dialog closes it, as Escape does.
      onClick={(e) => {
        if (e.target === e.currentTarget) props.onClose();
      }}
    >
      <div className="box" role="dialog" aria-modal="true" aria-labelledby={id} ref={box}>
        <div className="row dialog-head">
          <h2 id={id}>{props.title}</h2>
          <button onClick={props.onClose} aria-label={t('close')}>
            ×
          </button>
        </div>
        {props.children}
      </div>
    </div>
  );
}

export function SettingsForm() {
  const t = useT();
  const { settings, set } = useSettings();
  return (
    <form className="settings" onSubmit={(e) => e.preventDefault()}>
      <Check
        name="coordinates"
        checked={settings.coordinates}
        onChange={(v) => set({ ...settings, coordinates: v })}
        label={t('showCoordinates')}
      />
      <Check
        name="confirm-end"
        checked={settings.confirmEnd}
        onChange={(v) => set({ ...settings, confirmEnd: v })}
        label={t('confirmEndSetting')}
      />
      <Check
        name="sounds"
        checked={settings.sounds}
        onChange={(v) => set({ ...settings, sounds: v })}
        label={t('soundsSetting')}
      />
      <label>
        {t('pace')}
        <select
          name="pace"
          value={PACES.includes(settings.paceMs as (typeof PACES)[number]) ? settings.paceMs : ''}
          onChange={(e) => set({ ...settings, paceMs: Number(e.target.value) })}
        >
          {!PACES.includes(settings.paceMs as (typeof PACES)[number]) && (
            <option value="">{settings.paceMs} ms</option>
          )}
          {PACES.map((p) => (
            <option key={p} value={p}>
              {t(`pace.${p}` as Key)}
            </option>
          ))}
        </select>
      </label>
    </form>
  );
}
