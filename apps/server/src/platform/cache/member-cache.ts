interface Entry<T> {
  userId: string;
  value: T;
  expiresAtMs: number;
}

/** Most entries kept at once; the oldest entry makes room for a new one. */
const MEMBER_CACHE_ENTRIES = 10_000;

/**
 * Answers about a member kept in memory for a few seconds, each under a key and owned by one
 * member, so a repeated read needs no query (ADR 017, 025). Every change that could make an entry
 * wrong forgets it: on this instance directly, on the others through the NOTIFY channel. The
 * cache serves only while it hears those notifications (`startServing` / `stopServing`); while
 * the LISTEN connection is down it is empty and every lookup goes to the database.
 *
 * A lookup that started before an invalidation never stores its (possibly older) answer: each
 * invalidation moves `generation` on, and a lookup stores only if none happened meanwhile.
 */
export class MemberCache<T> {
  private entries = new Map<string, Entry<T>>();
  private generation = 0;
  private listening = false;

  constructor(
    private ttlMs: number,
    private maxEntries = MEMBER_CACHE_ENTRIES,
  ) {}

  /** The member's cached value under `key`, or what `load` answers (kept when it is not null). */
  async lookup(
    key: string,
    userId: string,
    nowMs: number,
    load: () => Promise<T | null>,
  ): Promise<T | null> {
    const entry = this.entries.get(key);
    if (entry && entry.userId === userId && entry.expiresAtMs > nowMs) return entry.value;
    if (entry) this.entries.delete(key);
    const generation = this.generation;
    const value = await load();
    if (value !== null && this.serving() && generation === this.generation) {
      this.store(key, { userId, value, expiresAtMs: nowMs + this.ttlMs });
    }
    return value;
  }

  /** Forgets the member's entries (those `which` picks by key, or all of them). */
  forget(userId: string, which: (key: string) => boolean = () => true) {
    this.generation += 1;
    for (const [key, entry] of this.entries) {
      if (entry.userId === userId && which(key)) this.entries.delete(key);
    }
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

  private store(key: string, entry: Entry<T>) {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value!);
    }
  }
}
