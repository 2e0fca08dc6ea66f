import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';

const TTL_MS = 30_000;

/** A cache that hears the channel, and a loader that counts the database lookups. */
function setUp(ttlMs = TTL_MS, maxEntries?: number) {
  const cache = new SessionCache<string>(ttlMs, maxEntries);
  cache.startServing();
  let lookups = 0;
  const load = (value: string | null) => async () => {
    lookups += 1;
    return value;
  };
  return { cache, load, lookups: () => lookups };
}

describe('SessionCache', () => {
  it('answers a session it looked up lately without asking the database again', async () => {
    const { cache, load, lookups } = setUp();
    expect(await cache.lookup('s1', 'u1', 0, load('Thandi'))).toBe('Thandi');
    expect(await cache.lookup('s1', 'u1', TTL_MS - 1, load('changed'))).toBe('Thandi');
    expect(lookups()).toBe(1);
  });

  it('asks again once the entry is older than its lifetime', async () => {
    const { cache, load, lookups } = setUp();
    await cache.lookup('s1', 'u1', 0, load('Thandi'));
    expect(await cache.lookup('s1', 'u1', TTL_MS, load('Thandi Nkosi'))).toBe('Thandi Nkosi');
    expect(lookups()).toBe(2);
  });

  it('never keeps an unknown or ended session (null), nor an entry for another member', async () => {
    const { cache, load, lookups } = setUp();
    await cache.lookup('s1', 'u1', 0, load(null));
    await cache.lookup('s1', 'u1', 0, load(null));
    await cache.lookup('s2', 'u1', 0, load('Thandi'));
    expect(await cache.lookup('s2', 'u2', 0, load(null))).toBeNull();
    expect(lookups()).toBe(4);
  });

  it('forgets one session, every session but one, or all sessions of a member', async () => {
    const { cache, load, lookups } = setUp();
    const fill = () =>
      Promise.all(
        ['a', 'b', 'c']
          .map((s) => cache.lookup(s, 'u1', 0, load(s)))
          .concat([cache.lookup('other', 'u2', 0, load('other'))]),
      );
    const cached = async () => {
      const before = lookups();
      for (const s of ['a', 'b', 'c']) await cache.lookup(s, 'u1', 0, load(s));
      return lookups() - before;
    };

    await fill();
    cache.forgetSessions({ userId: 'u1', sessionId: 'b' });
    expect(await cached()).toBe(1);
    cache.forgetSessions({ userId: 'u1', exceptSessionId: 'a' });
    expect(await cached()).toBe(2);
    cache.forgetUser('u1');
    expect(await cached()).toBe(3);
    // Another member's session stays.
    const before = lookups();
    await cache.lookup('other', 'u2', 0, load('other'));
    expect(lookups()).toBe(before);
  });

  it('does not keep an answer read before a sign-out that arrived meanwhile', async () => {
    const { cache, load, lookups } = setUp();
    let answer!: (value: string) => void;
    const slow = cache.lookup('s1', 'u1', 0, () => new Promise((resolve) => (answer = resolve)));
    cache.forgetSessions({ userId: 'u1', sessionId: 's1' });
    answer('read before the sign-out');
    await slow;
    expect(await cache.lookup('s1', 'u1', 0, load(null))).toBeNull();
    expect(lookups()).toBe(1);
  });

  it('keeps nothing while the channel is not heard, and forgets everything when it is lost', async () => {
    const cache = new SessionCache<string>(TTL_MS);
    let lookups = 0;
    const load = async () => {
      lookups += 1;
      return 'Thandi';
    };
    await cache.lookup('s1', 'u1', 0, load);
    await cache.lookup('s1', 'u1', 0, load);
    expect(lookups).toBe(2);

    cache.startServing();
    await cache.lookup('s1', 'u1', 0, load);
    await cache.lookup('s1', 'u1', 0, load);
    expect(lookups).toBe(3);

    cache.stopServing();
    expect(cache.size).toBe(0);
    await cache.lookup('s1', 'u1', 0, load);
    expect(lookups).toBe(4);
  });

  it('keeps nothing with a lifetime of 0 (SESSION_CACHE_SECONDS=0)', async () => {
    const { cache, load, lookups } = setUp(0);
    await cache.lookup('s1', 'u1', 0, load('Thandi'));
    await cache.lookup('s1', 'u1', 0, load('Thandi'));
    expect(lookups()).toBe(2);
  });

  it('makes room by dropping the oldest entry', async () => {
    const { cache, load, lookups } = setUp(TTL_MS, 2);
    for (const s of ['a', 'b', 'c']) await cache.lookup(s, 'u1', 0, load(s));
    expect(cache.size).toBe(2);
    await cache.lookup('c', 'u1', 0, load('c'));
    await cache.lookup('a', 'u1', 0, load('a'));
    expect(lookups()).toBe(4);
  });
});
