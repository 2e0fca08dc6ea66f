import type { BrowseResult } from '@aurum/shared/marketplace/marketplace-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, confirmedMember } from '../../test/auth-fixtures';
import { addProvider, addReviews } from '../../test/marketplace-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

describe.each(databaseKinds)('the marketplace location filter on %s', (kind) => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const providers = [
      ['Quillon Constantia', 'Constantia'],
      ['Quillon City', 'Cape Town'],
      ['Quillon Winelands', 'Stellenbosch'],
      ['Quillon Sandton', 'Sandton'],
      ['Quillon Mooi Nooi', 'Mooi Nooi'],
      ['Quillon Everywhere', 'National'],
    ];
    const ids = new Map<string, string>();
    for (const [name, location] of providers) {
      ids.set(name!, (await addProvider(t, { name, location })).id);
    }
    // The National provider is the best rated: still listed after the member's area.
    await addReviews(t, ids.get('Quillon Everywhere')!, [5, 5]);
    await addReviews(t, ids.get('Quillon City')!, [3]);
    await addReviews(t, ids.get('Quillon Constantia')!, [4]);
    headers = bearer((await confirmedMember(t)).session);
  });
  afterAll(() => t.close());

  const names = async (location: string) => {
    const query = new URLSearchParams({ q: 'quillon', location, limit: '100' });
    const res = await t.app.inject({ url: `/api/marketplace/providers?${query}`, headers });
    expect(res.statusCode).toBe(200);
    return (res.json() as BrowseResult).items.map((item) => item.name).sort();
  };

  it('matches a recognised place with providers of its metro area, and National ones', async () => {
    expect(await names('Cape Town')).toEqual([
      'Quillon City',
      'Quillon Constantia',
      'Quillon Everywhere',
    ]);
    expect(await names('hyde park')).toEqual(['Quillon Everywhere', 'Quillon Sandton']);
    expect(await names('Stellenbosh')).toEqual(['Quillon Everywhere', 'Quillon Winelands']);
  });

  it("lists the member's area first, best rated first, then National providers, page by page", async () => {
    const query = new URLSearchParams({ q: 'quillon', location: 'Cape Town', limit: '100' });
    const res = await t.app.inject({ url: `/api/marketplace/providers?${query}`, headers });
    const inOrder = (res.json() as BrowseResult).items.map((item) => item.name);
    expect(inOrder).toEqual(['Quillon Constantia', 'Quillon City', 'Quillon Everywhere']);

    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page = new URLSearchParams({ q: 'quillon', location: 'Cape Town', limit: '1' });
      if (cursor) page.set('cursor', cursor);
      const answer = await t.app.inject({ url: `/api/marketplace/providers?${page}`, headers });
      expect(answer.statusCode).toBe(200);
      const body = answer.json() as BrowseResult;
      paged.push(...body.items.map((item) => item.name));
      cursor = body.next_cursor;
    } while (cursor && paged.length < 10);
    expect(paged).toEqual(inOrder);
  });

  it('matches other text by containment, case-insensitive, as before', async () => {
    expect(await names('MOOI NOO')).toEqual(['Quillon Mooi Nooi']);
    expect(await names('cape')).toEqual(['Quillon City']);
    expect(await names('atlantis')).toEqual([]);
  });
});
