import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, confirmedMember } from '../../test/auth-fixtures';
import { addProvider } from '../../test/marketplace-fixtures';
import { fileRequest, mailsTo } from '../../test/request-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

/** Private chefs in and around Cape Town and Johannesburg, and one who travels anywhere. */
const CHEFS = [
  { name: 'Constantia Table', location: 'Constantia', rating: 4.2 },
  { name: 'Mother City Plates', location: 'Cape Town', rating: 3.9 },
  { name: 'Stellenbosch Harvest', location: 'Stellenbosch', rating: 4.9 },
  { name: 'Sandton Supper Club', location: 'Sandton', rating: 4.8 },
  { name: 'Mooi Nooi Farm Kitchen', location: 'Mooi Nooi', rating: 4 },
  { name: 'Everywhere Chefs', location: 'National', rating: 5 },
];

describe.each(databaseKinds)('candidate providers by metro area on %s', (kind) => {
  let t: TestApp;
  const emails: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const chef of CHEFS) {
      const row = await addProvider(t, { ...chef, serviceType: 'private_chef' });
      emails[chef.name] = row.email;
    }
  });
  afterAll(() => t.close());

  const offeredFor = async (location: string) => {
    const { session } = await confirmedMember(t);
    const created = await fileRequest(t, session, { service_type: 'private_chef', location });
    return created.providers.map((provider) => provider.name);
  };

  it('offers a Cape Town request the chefs of the whole metro area, then National ones', async () => {
    // Constantia is a suburb of Cape Town; Stellenbosch is in the Cape Winelands.
    expect(await offeredFor('Cape Town')).toEqual([
      'Constantia Table',
      'Mother City Plates',
      'Everywhere Chefs',
    ]);
  });

  it('offers a request in Hyde Park a Sandton chef, from free text and typos too', async () => {
    expect(await offeredFor('Hyde Park')).toEqual(['Sandton Supper Club', 'Everywhere Chefs']);
    expect(await offeredFor('our house in Kyalami, gate code at the door')).toEqual([
      'Sandton Supper Club',
      'Everywhere Chefs',
    ]);
    expect(await offeredFor('OR Tambo')).toEqual(['Sandton Supper Club', 'Everywhere Chefs']);
    expect(await offeredFor('Constantai')).toEqual([
      'Constantia Table',
      'Mother City Plates',
      'Everywhere Chefs',
    ]);
  });

  it('matches a place it does not recognise by its text, as before, then National', async () => {
    expect(await offeredFor('Mooi Nooi')).toEqual(['Mooi Nooi Farm Kitchen', 'Everywhere Chefs']);
    expect(await offeredFor('Timbuktu')).toEqual(['Everywhere Chefs']);
  });

  it('asks the chefs of the area when matching automatically', async () => {
    const { session } = await confirmedMember(t);
    const created = await fileRequest(t, session, {
      service_type: 'private_chef',
      location: 'Hyde Park',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/service-requests/${created.request.id}/auto-assign`,
      headers: bearer(session),
    });
    expect(res.json()).toMatchObject({ success: true, providersMatched: 2, emailsSent: 2 });
    expect(await mailsTo(t, emails['Sandton Supper Club']!)).toHaveLength(1);
    expect(await mailsTo(t, emails['Constantia Table']!)).toHaveLength(0);
  });
});
