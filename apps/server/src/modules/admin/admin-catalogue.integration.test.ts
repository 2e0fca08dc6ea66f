import type { AdminCategory } from '@aurum/shared/admin/categories-contract';
import type { AdminProvider } from '@aurum/shared/admin/providers-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedMember, GOOD_PASSWORD, signIn, uniqueEmail } from '../../test/auth-fixtures';
import { fileRequest, seedProviders } from '../../test/request-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { adminApi, newProvider, signedInAs } from '../../test/admin-fixtures';
import { chat, onboardedMember } from '../../test/chat-fixtures';

describe.each(databaseKinds)('staff keep the provider catalogue on %s', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof adminApi>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedProviders(t);
    api = adminApi(t, (await signedInAs(t, 'staff')).headers);
  });
  afterAll(() => t.close());

  it('creates a provider with every marketplace field, lists, searches and edits it', async () => {
    const body = newProvider();
    const created = await api.post('/providers', body);
    expect(created.statusCode).toBe(201);
    const provider = created.json() as AdminProvider;
    expect(provider).toMatchObject({
      ...body,
      is_active: true,
      review_count: 0,
      account_email: null,
    });

    const found = (await api.get('/providers?q=karoo%20skies')).json() as AdminProvider[];
    expect(found.map((p) => p.id)).toContain(provider.id);
    const drivers = (
      await api.get('/providers?service_type=personal_driver')
    ).json() as AdminProvider[];
    expect(drivers.every((p) => p.service_type === 'personal_driver')).toBe(true);

    const edited = await api.patch(`/providers/${provider.id}`, {
      location: 'National',
      rating: 4.84,
      description: 'Now nationwide, 24/7.',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      location: 'National',
      // The rating is the reviews' (ADR 014): staff cannot type one.
      rating: 0,
      description: 'Now nationwide, 24/7.',
      name: body.name,
      contact_email: body.contact_email,
    });
    const invalid = await api.patch(`/providers/${provider.id}`, { location: 'Atlantis' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors.location).toBe('Choose a recognised location or National');
    expect((await api.patch(`/providers/${provider.id}`, {})).statusCode).toBe(400);
  });

  it('marks a provider as taking restaurant tables, and the assistant offers it for a table', async () => {
    const created = await api.post(
      '/providers',
      newProvider({ name: 'Winelands Table Club', service_type: 'other' }),
    );
    const provider = created.json() as AdminProvider;
    expect(provider.dining).toBe(false);
    const { session } = await onboardedMember(t);
    const askForATable = async () => {
      const { reply } = await chat(t, session, 'Book a table for 2 in Stellenbosch tonight at 8pm');
      expect(reply.proposal?.dining).toBe(true);
      return (reply.proposal?.providers ?? []).map((p) => p.name);
    };
    expect(await askForATable()).not.toContain('Winelands Table Club');

    const marked = await api.patch(`/providers/${provider.id}`, { dining: true });
    expect(marked.json()).toMatchObject({ dining: true });
    expect(await askForATable()).toContain('Winelands Table Club');
    expect((await api.patch(`/providers/${provider.id}`, { dining: 'yes' })).statusCode).toBe(400);
  });

  it('refuses a contact e-mail another provider uses with 409', async () => {
    const first = (await api.post('/providers', newProvider())).json() as AdminProvider;
    const duplicate = await api.post(
      '/providers',
      newProvider({ contact_email: first.contact_email.toUpperCase() }),
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      code: 'PROVIDER_EMAIL_TAKEN',
      message: 'A provider with this contact e-mail already exists.',
    });
    const second = (await api.post('/providers', newProvider())).json() as AdminProvider;
    const clash = await api.patch(`/providers/${second.id}`, {
      contact_email: first.contact_email,
    });
    expect(clash.statusCode).toBe(409);
  });

  it('no longer offers a deactivated provider to members, and offers it again once active', async () => {
    const provider = (
      await api.post('/providers', newProvider({ location: 'Hermanus' }))
    ).json() as AdminProvider;
    const member = await confirmedMember(t);
    const filing = { location: 'Hermanus', description: 'Transfer to Hermanus' };
    const offered = await fileRequest(t, member.session, filing);
    expect(offered.providers.map((p) => p.id)).toContain(provider.id);

    const off = await api.post(`/providers/${provider.id}/deactivate`);
    expect(off.json().is_active).toBe(false);
    const notOffered = await fileRequest(t, member.session, filing);
    expect(notOffered.providers.map((p) => p.id)).not.toContain(provider.id);
    const inactive = (await api.get('/providers?active=false')).json() as AdminProvider[];
    expect(inactive.map((p) => p.id)).toContain(provider.id);

    expect((await api.post(`/providers/${provider.id}/activate`)).json().is_active).toBe(true);
    const again = await fileRequest(t, member.session, filing);
    expect(again.providers.map((p) => p.id)).toContain(provider.id);
  });

  it('creates a provider sign-in once, linked to the provider', async () => {
    const provider = (await api.post('/providers', newProvider())).json() as AdminProvider;
    const email = uniqueEmail('provider');
    const weak = await api.post(`/providers/${provider.id}/account`, {
      email,
      password: 'Password123!',
      name: 'Sipho Ndlovu',
    });
    expect(weak.statusCode).toBe(400);

    const res = await api.post(`/providers/${provider.id}/account`, {
      email,
      password: GOOD_PASSWORD,
      name: 'Sipho Ndlovu',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().account_email).toBe(email);
    const session = await signIn(t, email);
    expect(session.statusCode).toBe(200);
    expect(session.json().user.role).toBe('provider');

    const twice = await api.post(`/providers/${provider.id}/account`, {
      email: uniqueEmail('provider'),
      password: GOOD_PASSWORD,
      name: 'Sipho Ndlovu',
    });
    expect(twice.statusCode).toBe(409);
    const other = (await api.post('/providers', newProvider())).json() as AdminProvider;
    const taken = await api.post(`/providers/${other.id}/account`, {
      email,
      password: GOOD_PASSWORD,
      name: 'Sipho Ndlovu',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('EMAIL_TAKEN');
  });

  it('lists, creates and edits categories with unique names and known icons', async () => {
    const seeded = (await api.get('/categories')).json() as AdminCategory[];
    expect(seeded.length).toBeGreaterThanOrEqual(9);
    expect(seeded.some((c) => c.provider_count > 0)).toBe(true);

    const created = await api.post('/categories', {
      name: 'Wellness Retreats',
      description: 'Spa days, yoga weekends and private trainers.',
      icon: 'heart',
    });
    expect(created.statusCode).toBe(201);
    const category = created.json() as AdminCategory;
    expect(category).toMatchObject({ name: 'Wellness Retreats', icon: 'heart', is_active: true });

    const duplicate = await api.post('/categories', { name: 'wellness retreats' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('A category with this name already exists.');
    expect((await api.post('/categories', { name: 'Spa', icon: 'spa' })).statusCode).toBe(400);

    const edited = await api.patch(`/categories/${category.id}`, {
      is_active: false,
      icon: 'star',
    });
    expect(edited.json()).toMatchObject({
      is_active: false,
      icon: 'star',
      name: 'Wellness Retreats',
    });
    const clash = await api.patch(`/categories/${category.id}`, { name: seeded[0]!.name });
    expect(clash.statusCode).toBe(409);
    const missing = await api.patch('/categories/2f0a8c1e-6b7d-4e3f-9a21-5c4d3e2f1a0b', {
      name: 'Nothing',
    });
    expect(missing.statusCode).toBe(404);

    const withCategory = await api.post('/providers', newProvider({ category_id: category.id }));
    expect(withCategory.json().category_id).toBe(category.id);
    const listed = (await api.get('/categories')).json() as AdminCategory[];
    expect(listed.find((c) => c.id === category.id)?.provider_count).toBe(1);
  });
});
