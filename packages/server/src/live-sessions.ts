// A socket that joined a game with a session (`join {session}`) acts for that account only
// while the session lasts. Each such socket is filed under its session's token hash and
// expiry; the socket is disconnected the moment the session ends: a logout or a revocation
// here at once, one on another process through its notice over Redis, one whose notice was
// lost (Redis away) at the next check of the filed sessions against the database, and an
// expiry at its instant by the server's clock (checked on every message and periodically).
// Disconnected, the client connects again and joins with what it still holds: without a valid
// session it watches (public games) or is refused (private ones).
import type { Socket } from 'socket.io';
import type { Clock } from './clock.ts';

export interface LiveSessionsOptions {
  clock: Clock;
  /** How often filed sessions are checked for expiry, and (shared database) against it (ms). */
  checkMs: number;
  /** The token hashes among these that still name a live session (shared database only). */
  stillThere?: (hashes: string[]) => Promise<Set<string>>;
  log: (line: string) => void;
}

export class LiveSessions {
  private readonly byHash = new Map<string, { expiresAt: number; sockets: Set<Socket> }>();
  private readonly stop: () => void;

  constructor(private readonly opts: LiveSessionsOptions) {
    this.stop = opts.clock.every(opts.checkMs, () => this.check());
  }

  /** `socket` acts through the session with this token hash until it ends. */
  attach(socket: Socket, hash: string, expiresAt: number): void {
    let entry = this.byHash.get(hash);
    if (!entry) {
      entry = { expiresAt, sockets: new Set() };
      this.byHash.set(hash, entry);
    }
    entry.sockets.add(socket);
    socket.once('disconnect', () => {
      entry.sockets.delete(socket);
      if (entry.sockets.size === 0 && this.byHash.get(hash) === entry) this.byHash.delete(hash);
    });
  }

  /** Whether a socket's sessions are all still valid now (an expired one disconnects it). */
  valid(socket: Socket, hashes: Iterable<string>): boolean {
    const now = this.opts.clock.now();
    for (const h of hashes) {
      const e = this.byHash.get(h);
      if (e && e.expiresAt <= now) {
        this.ended(h);
        return false;
      }
    }
    return socket.connected;
  }

  /** The session ended (logout, revocation, expiry): its sockets are disconnected now. */
  ended(hash: string): void {
    const entry = this.byHash.get(hash);
    if (!entry) return;
    this.byHash.delete(hash);
    for (const s of entry.sockets) s.disconnect(true);
  }

  close(): void {
    this.stop();
  }

  private async check(): Promise<void> {
    const now = this.opts.clock.now();
    for (const [hash, e] of this.byHash) if (e.expiresAt <= now) this.ended(hash);
    if (!this.opts.stillThere || this.byHash.size === 0) return;
    try {
      const hashes = [...this.byHash.keys()];
      const there = await this.opts.stillThere(hashes);
      for (const h of hashes) if (!there.has(h)) this.ended(h);
    } catch (e) {
      this.opts.log(`session check failed: ${e instanceof Error ? e.message : 'error'}`);
    }
  }
}
