import type { MemoryEntry } from '@aurum/shared/chat/memory-bank';
import { MEMORY_MESSAGES } from '@aurum/shared/chat/memory-bank';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, confirmedMember } from '../../test/auth-fixtures';
import { setChatClock } from '../../test/chat-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

type Session = Parameters<typeof bearer>[0];

describe.each(databaseKinds)('the memory bank on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    setChatClock(t);
  });
  afterAll(() => t.close());

  const call = (
    session: Session,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: bearer(session), ...(payload ? { payload } : {}) });
  const list = async (session: Session) =>
    ((await call(session, 'GET', '/api/memory-bank')).json() as { entries: MemoryEntry[] }).entries;

  it('adds, lists newest first, edits and deletes the member own entries', async () => {
    const { session } = await confirmedMember(t);
    const added = await call(session, 'POST', '/api/memory-bank', {
      category: 'travel',
      preference_key: ' Seat ',
      preference_value: 'Window, over the wing',
    });
    expect(added.statusCode).toBe(201);
    const seat = added.json() as MemoryEntry;
    expect(seat).toMatchObject({
      category: 'travel',
      preference_key: 'Seat',
      confidence_score: 0.75,
      source: 'user_input',
      verified: false,
      context: '',
    });
    t.clock.advance(60);
    await call(session, 'POST', '/api/memory-bank', {
      category: 'food',
      preference_key: 'Coffee',
      preference_value: 'Flat white, oat milk',
      confidence_score: 0.9,
      source: 'conversation',
      verified: true,
    });
    expect((await list(session)).map((e) => e.preference_key)).toEqual(['Coffee', 'Seat']);

    t.clock.advance(60);
    const edited = await call(session, 'PATCH', `/api/memory-bank/${seat.id}`, { verified: true });
    expect(edited.json()).toMatchObject({
      id: seat.id,
      verified: true,
      preference_value: 'Window, over the wing',
    });
    expect((await list(session)).map((e) => e.preference_key)).toEqual(['Seat', 'Coffee']);

    expect((await call(session, 'DELETE', `/api/memory-bank/${seat.id}`)).statusCode).toBe(204);
    expect((await list(session)).map((e) => e.preference_key)).toEqual(['Coffee']);
  });

  it("never shows, edits or deletes another member's entry", async () => {
    const owner = await confirmedMember(t);
    const other = await confirmedMember(t);
    const entry = (
      await call(owner.session, 'POST', '/api/memory-bank', {
        category: 'personal',
        preference_key: 'Birthday',
        preference_value: '14 May',
      })
    ).json() as MemoryEntry;
    expect(await list(other.session)).toEqual([]);
    expect(
      (await call(other.session, 'PATCH', `/api/memory-bank/${entry.id}`, { verified: true }))
        .statusCode,
    ).toBe(404);
    expect((await call(other.session, 'DELETE', `/api/memory-bank/${entry.id}`)).statusCode).toBe(
      404,
    );
    expect(await list(owner.session)).toEqual([entry]);
  });

  it("refuses incomplete entries with the spec's messages", async () => {
    const { session } = await confirmedMember(t);
    const noCategory = await call(session, 'POST', '/api/memory-bank', {
      preference_key: 'a',
      preference_value: 'b',
    });
    expect(noCategory.json()).toMatchObject({ message: MEMORY_MESSAGES.categoryRequired });
    const noKey = await call(session, 'POST', '/api/memory-bank', {
      category: 'food',
      preference_key: '  ',
      preference_value: 'b',
    });
    expect(noKey.json()).toMatchObject({ message: MEMORY_MESSAGES.keyRequired });
    const noValue = await call(session, 'POST', '/api/memory-bank', {
      category: 'food',
      preference_key: 'a',
    });
    expect(noValue.json()).toMatchObject({ message: MEMORY_MESSAGES.valueRequired });
    const badConfidence = await call(session, 'POST', '/api/memory-bank', {
      category: 'food',
      preference_key: 'a',
      preference_value: 'b',
      confidence_score: 1.5,
    });
    expect(badConfidence.statusCode).toBe(400);
    expect(
      (await call(session, 'PATCH', '/api/memory-bank/not-an-id', { verified: true })).statusCode,
    ).toBe(404);
  });
});
