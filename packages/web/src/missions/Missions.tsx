// The missions screen: the list (locked, open, stars), a mission's briefing, the mission played
// on the board table (the same Game as any game on this device: the engine's legal actions are
// the only truth), and the debriefing with its stars. Addresses: #/missions, #/missions/<id>,
// #/missions/<id>/play. The mission in progress is saved after every step (progress.ts), so a
// reload brings it back; its verdict comes from the goal evaluator (goal.ts) on the game's steps.
import { useEffect, useState } from 'react';
import { useLang } from '../i18n.ts';
import { Game } from '../screens/Game.tsx';
import { makeAction } from '@dt/engine';
import { seatWord } from '../words.ts';
import { turnsPlayed, type Feat, type StarRule, type Verdict } from './goal.ts';
import { MISSIONS, type Mission } from './missions.ts';
import { syncStars } from './accountProgress.ts';
import { clearPlaying, isUnlocked, loadPlaying, loadStars, savePlaying, saveStars } from './progress.ts';
import { missionSeat, missionSession, missionVerdict } from './session.ts';
import { missionWords, type MissionWord } from './words.ts';

/** The set each mission's scenario is played with, as its tag in the list says it. */
const SET_TAG = { standalone: 'setPrison', classic: 'setClassic' } as const;
import './missions.css';

const IDS = MISSIONS.map((m) => m.id);

export function StarsShown({ n, label }: { n: number; label: string }) {
  return (
    <span className="stars" role="img" aria-label={label} data-stars={n}>
      {'★'.repeat(n)}
      {'☆'.repeat(3 - n)}
    </span>
  );
}

/** A padlock drawn in SVG (no emoji font is needed). */
function Lock({ label }: { label: string }) {
  return (
    <svg className="lock" viewBox="0 0 16 16" role="img" aria-label={label}>
      <title>{label}</title>
      <path d="M4 7V5a4 4 0 0 1 8 0v2" fill="none" stroke="currentColor" strokeWidth="2" />
      <rect x="2.5" y="7" width="11" height="8" rx="1.5" fill="currentColor" />
    </svg>
  );
}

function alsoKey(f: Feat): MissionWord {
  if (f.kind === 'use') return `also.use.${f.action}` as MissionWord;
  return f.kind === 'kill' ? 'also.kill' : 'also.escape';
}

function starWords(rule: StarRule, w: ReturnType<typeof missionWords>): string {
  if (rule.kind === 'within') return w('star.within', { n: rule.turns });
  if (rule.kind === 'no-loss') return w('star.no-loss');
  return w('star.also', { what: w(alsoKey(rule.feat)) });
}

function MissionList() {
  const lang = useLang();
  const w = missionWords(lang);
  const [stars, setStars] = useState(loadStars);
  const [from, setFrom] = useState<'device' | 'account'>('device');
  // Signed in: the account's stars join the device's (accountProgress.ts); offline, nothing changes.
  useEffect(() => {
    let live = true;
    void syncStars().then((s) => {
      if (!live || !s) return;
      setStars(s);
      setFrom('account');
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <main className="home missions">
      <section className="panel" aria-labelledby="missions-title">
        <h2 id="missions-title">{w('missions')}</h2>
        <p>{w('missionsHelp')}</p>
        <ol className="mission-list" data-testid="mission-list" data-progress={from}>
          {MISSIONS.map((m) => {
            const open = isUnlocked(IDS, stars, m.id);
            const n = stars[m.id] ?? 0;
            return (
              <li key={m.id} data-mission={m.id} data-open={open} className={open ? 'open' : 'locked'}>
                {open ? (
                  <a href={`#/missions/${m.id}`}>{m.text[lang].title}</a>
                ) : (
                  <span>{m.text[lang].title}</span>
                )}{' '}
                <span className="set-tag">{w(SET_TAG[m.scenario])}</span>{' '}
                {open ? (
                  <StarsShown n={n} label={n ? w('starsOf', { n }) : w('noStars')} />
                ) : (
                  <Lock label={w('locked')} />
                )}
              </li>
            );
          })}
        </ol>
      </section>
    </main>
  );
}

function Briefing({ m }: { m: Mission }) {
  const lang = useLang();
  const w = missionWords(lang);
  const playing = loadPlaying();
  const resumable = playing?.id === m.id && playing.actions.length > 0;
  const go = (fresh: boolean) => {
    if (fresh) clearPlaying();
    location.hash = `#/missions/${m.id}/play`;
  };
  return (
    <main className="home missions">
      <section className="panel" aria-labelledby="brief-title" data-testid="briefing">
        <h2 id="brief-title">{m.text[lang].title}</h2>
        <p>{m.text[lang].briefing}</p>
        <p>
          {w('youPlay', { seat: seatWord(m.seat, lang) })} · {w('level', { level: m.level })} ·{' '}
          {w('goalTurns', { n: m.goal.turns })}
        </p>
        <ul className="star-rules">
          <li>{w('star1')}</li>
          {m.stars.map((r, i) => (
            <li key={i}>{starWords(r, w)}</li>
          ))}
        </ul>
        <div className="row">
          <button className="primary" onClick={() => go(!resumable)}>
            {resumable ? w('resume') : w('play')}
          </button>
          {resumable && <button onClick={() => go(true)}>{w('restart')}</button>}
          <a className="button-link" href="#/missions">
            {w('back')}
          </a>
        </div>
      </section>
    </main>
  );
}

function Debriefing({ m, verdict, onRetry }: { m: Mission; verdict: Verdict; onRetry: () => void }) {
  const lang = useLang();
  const w = missionWords(lang);
  const next = MISSIONS[IDS.indexOf(m.id) + 1];
  const passed = verdict.status === 'passed';
  return (
    <main className="home missions">
      <section
        className="panel"
        aria-labelledby="debrief-title"
        data-testid="debriefing"
        data-status={verdict.status}
      >
        <h2 id="debrief-title">{passed ? w('passed') : w('failed')}</h2>
        {verdict.status === 'passed' ? (
          <>
            <StarsShown n={verdict.stars} label={w('starsOf', { n: verdict.stars })} />
            <p>{w('turnsTaken', { n: verdict.turns })}</p>
            <p>{m.text[lang].debriefing}</p>
          </>
        ) : (
          verdict.status === 'failed' && <p>{w(`failed.${verdict.why}`)}</p>
        )}
        <div className="row">
          <button className={passed ? '' : 'primary'} onClick={onRetry}>
            {w('retry')}
          </button>
          {passed && next && (
            <a className="button-link primary" href={`#/missions/${next.id}`}>
              {w('next')}
            </a>
          )}
          <a className="button-link" href="#/missions">
            {w('back')}
          </a>
        </div>
      </section>
    </main>
  );
}

function MissionPlay({ m }: { m: Mission }) {
  const lang = useLang();
  const w = missionWords(lang);
  const [round, setRound] = useState(0);
  const [verdict, setVerdict] = useState<Verdict>({ status: 'playing' });
  const [turnsDone, setTurnsDone] = useState(0);
  const [start] = useState(() => {
    const saved = loadPlaying();
    const resumed = saved?.id === m.id ? missionSession(m, saved.actions) : null;
    return resumed?.ok ? resumed : missionSession(m);
  });
  const retry = () => {
    clearPlaying();
    setVerdict({ status: 'playing' });
    setRound((r) => r + 1);
  };
  if (!start.ok) return <p role="alert">{w('badMission', { why: start.error.message })}</p>;
  if (verdict.status !== 'playing') return <Debriefing m={m} verdict={verdict} onRetry={retry} />;
  const initial =
    round === 0 ? start.value : (missionSession(m) as { ok: true; value: typeof start.value }).value;
  return (
    <Game
      key={round}
      initial={initial}
      guidance={false}
      onExit={() => (location.hash = `#/missions/${m.id}`)}
      onRematch={retry}
      banner={
        <p className="prompt mission-goal" role="status" data-testid="mission" data-mission={m.id}>
          <strong>{m.text[lang].title}</strong> · {w('goalTurns', { n: m.goal.turns })} ·{' '}
          {w('turnOf', { n: Math.min(turnsDone + 1, m.goal.turns), of: m.goal.turns })}
        </p>
      }
      onSession={(s) => {
        const v = missionVerdict(m, s);
        setTurnsDone(turnsPlayed(s.steps, missionSeat(m)));
        if (v.status === 'playing')
          return savePlaying({ id: m.id, actions: s.steps.map((st) => makeAction(st.action)) });
        clearPlaying();
        if (v.status === 'passed') {
          saveStars(m.id, v.stars);
          void syncStars();
        }
        setVerdict(v);
      }}
    />
  );
}

/** #/missions[/<id>[/play]]: a locked or unknown mission shows the list. */
export function Missions({ id, play }: { id?: string; play: boolean }) {
  const m = MISSIONS.find((x) => x.id === id);
  if (!m || !isUnlocked(IDS, loadStars(), m.id)) return <MissionList />;
  return play ? <MissionPlay key={m.id} m={m} /> : <Briefing m={m} />;
}
