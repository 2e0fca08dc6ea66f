/** Which sessions of a member ended: one, every one but one, or all of them. */
export interface EndedSessions {
  userId: string;
  sessionId?: string;
  exceptSessionId?: string;
}

interface Entry<T> {
  userId: string;
  value: T;
  expiresAtMs: number;
}

/** Most sessions kept at once; the oldest entry makes room for a new one. */
const SESSION_CACHE_ENTRIES = 10_000;

/**
 * What the auth guard learnt about an active session (its user, role included), kept for a few
 * seconds per session so a guarded request needs no query. Every change that could make an entry
 * wrong forgets it at once: on this instance directly, on the others through the NOTIFY channel
 * (see AuthService). The cache serves only while it hears those notifications (`listening`);
 * while the LISTEN connection is down it is empty and every lookup goes to the database.
 *
 * A lookup that started before an invalidation never stores its (possibly older) answer: each
 * invalidation moves `generation` on, and a lookup stores only if none happened meanwhile.
 */
export class SessionCache<T> {
  private entries = new Map<string, Entry<T>>();
  private generation = 0;
  private listening = false;

  constructor(
    private ttlMs: number,
    private maxEntries = SESSION_CACHE_ENTRIES,
  ) {}

  /** The session's cached value, or what `load` answers (kept when it is not null). */
  async lookup(
    sessionId: string,
    userId: string,
    nowMs: number,
    load: () => Promise<T | null>,
  ): Promise<T | null> {
    const entry = this.entries.get(sessionId);
    if (entry && entry.userId === userId && entry.expiresAtMs > nowMs) return entry.value;
    if (entry) this.entries.delete(sessionId);
    const generation = this.generation;
    const value = await load();
    if (value !== null && this.serving() && generation === this.generation) {
      this.store(sessionId, { userId, value, expiresAtMs: nowMs + this.ttlMs });
    }
    return value;
  }

  /** Forgets the sessions that ended (sign-out, revocation, refresh-token reuse). */
  forgetSessions(ended: EndedSessions) {
    this.generation += 1;
    for (const [sessionId, entry] of this.entries) {
      if (entry.userId !== ended.userId) continue;
      const endedHere =
        ended.sessionId !== undefined
          ? sessionId === ended.sessionId
          : sessionId !== ended.exceptSessionId;
      if (endedHere) this.entries.delete(sessionId);
    }
  }

  /** Forgets every session of a member whose account changed (role, password, e-mail). */
  forgetUser(userId: string) {
    this.forgetSessions({ userId });
  }

  /** The notifications are heard (again): entries may be kept from now on. */
  startServing() {
    this.clear();
    this.listening = true;
  }

  /** Notifications may be missed from now on: nothing is kept until startServing(). */
  stopServing() {
    this.listening = false;
    this.clear();
  }

  get size() {
    return this.entries.size;
  }

  private clear() {
    this.generation += 1;
    this.entries.clear();
  }

  private serving() {
    return this.listening && this.ttlMs > 0;
  }

  private store(sessionId: string, entry: Entry<T>) {
    this.entries.delete(sessionId);
    this.entries.set(sessionId, entry);
    if (this.entries.size > this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value!);
    }
  }
}
