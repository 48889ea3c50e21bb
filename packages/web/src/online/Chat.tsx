// A game's chat beside the table: players write, players and spectators read; spectators
// signed in (a guest or an account) write in their own room, which the server sends to the
// players only once the game is over (issue 38 item 9). Lines are
// plain text, shown as text (React escapes them: markup in a line is never interpreted).
// Muting is this viewer's choice, kept in this browser: the other seats' lines are hidden.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CHAT_MAX_CHARS, type ChatLine, type WireError } from '@dt/protocol';
import { useLang, useT } from '../i18n.ts';
import { seatWord } from '../words.ts';
import { errorText } from './errors.ts';

const muteKey = (gameId: string): string => `dt.mute.${gameId}`;

export function Chat({
  gameId,
  lines,
  seat,
  spectatorWrites = false,
  onSend,
}: {
  gameId: string;
  lines: ChatLine[];
  /** The viewer's seat, or null for a spectator. */
  seat: 'yellow' | 'blue' | null;
  /** A spectator signed in: writes to the other spectators. */
  spectatorWrites?: boolean;
  onSend: (text: string) => Promise<WireError | null>;
}) {
  const t = useT();
  const lang = useLang();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [muted, setMuted] = useState(() => localStorage.getItem(muteKey(gameId)) === '1');
  // On a phone the chat folds into one button, so the board comes first (layout.css).
  const [open, setOpen] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const shown = muted ? lines.filter((l) => l.seat === seat) : lines;
  const hidden = lines.length - shown.length;
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [shown.length]);
  const send = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    void onSend(text).then((err) => {
      setError(err ? errorText(t, err) : null);
      if (!err) setText('');
    });
  };
  const mute = (on: boolean) => {
    setMuted(on);
    if (on) localStorage.setItem(muteKey(gameId), '1');
    else localStorage.removeItem(muteKey(gameId));
  };
  return (
    <section
      className={open ? 'panel chat open' : 'panel chat'}
      aria-label={t('online.chat')}
      data-testid="chat"
    >
      <button
        className="chat-toggle"
        aria-expanded={open}
        data-testid="chat-toggle"
        onClick={() => setOpen(!open)}
      >
        {open ? t('close') : `${t('online.chat')} (${shown.length})`}
      </button>
      <h3>{t('online.chat')}</h3>
      <label className="row">
        <input
          type="checkbox"
          checked={muted}
          onChange={(e) => mute(e.target.checked)}
          data-testid="chat-mute"
        />
        {t('online.chatMute')}
      </label>
      <ol className="log" aria-live="polite" ref={list} data-testid="chat-lines">
        {shown.map((l) => (
          <li key={l.seq} data-seat={l.seat}>
            <strong>
              {l.name} ({l.seat === 'spectator' ? t('online.chatWatcher') : seatWord(l.seat, lang)}):
            </strong>{' '}
            <span className="chat-text">{l.text}</span>
          </li>
        ))}
      </ol>
      {hidden > 0 && <p data-testid="chat-hidden">{t('online.chatMuted', { n: hidden })}</p>}
      {lines.length === 0 && <p>{t('online.chatEmpty')}</p>}
      {seat === null && spectatorWrites && <p>{t('online.chatWatchers')}</p>}
      {seat || spectatorWrites ? (
        <form className="row" onSubmit={send}>
          <input
            name="chat"
            aria-label={t('online.chatSay')}
            value={text}
            maxLength={CHAT_MAX_CHARS}
            onChange={(e) => setText(e.target.value)}
            autoComplete="off"
          />
          <button type="submit">{t('online.chatSend')}</button>
        </form>
      ) : (
        <p>{t('online.chatSpectator')}</p>
      )}
      {error && (
        <p className="feedback" role="alert" data-testid="chat-error">
          {error}
        </p>
      )}
    </section>
  );
}
