import type { BrowseResult } from '@aurum/shared/marketplace/marketplace-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, confirmedMember } from '../../test/auth-fixtures';
import { addProvider } from '../../test/marketplace-fixtures';
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
    for (const [name, location] of providers) await addProvider(t, { name, location });
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

  it('matches other text by containment, case-insensitive, as before', async () => {
    expect(await names('MOOI NOO')).toEqual(['Quillon Mooi Nooi']);
    expect(await names('cape')).toEqual(['Quillon City']);
    expect(await names('atlantis')).toEqual([]);
  });
});
