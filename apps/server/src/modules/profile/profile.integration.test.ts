import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, confirmedMember } from '../../test/auth-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

type Session = Parameters<typeof bearer>[0];

describe.each(databaseKinds)('the profile on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (session: Session) =>
    t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(session) });
  const patch = (session: Session, payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/api/profile', headers: bearer(session), payload });

  it('answers the member profile with tier, verification status and member-since date', async () => {
    const { session, email } = await confirmedMember(t, 'Kagiso Molefe');
    const res = await get(session);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: session.user.id,
      name: 'Kagiso Molefe',
      email,
      phone: null,
      membership_tier: 'trial',
      verification_status: 'unverified',
      premium_access_granted: false,
    });
    expect(Date.parse(res.json().created_at)).toBe(t.clock.now().getTime());
  });

  it('updates the editable fields and clears those sent empty', async () => {
    const { session } = await confirmedMember(t, 'Kagiso Molefe');
    const update = {
      name: "Kagiso O'Brien-Molefe",
      phone: '+27 82 123 4567',
      location: 'Umhlanga, Durban',
      date_of_birth: '1990-06-16',
      emergency_contact_name: 'Neo Molefe',
      emergency_contact_phone: '+27831112222',
    };
    const res = await patch(session, update);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...update, phone: '+27821234567' });
    expect((await get(session)).json()).toMatchObject({ location: 'Umhlanga, Durban' });

    const cleared = await patch(session, { ...update, location: '', phone: '' });
    expect(cleared.json()).toMatchObject({ location: null, phone: null, name: update.name });
  });

  it('accepts South African local forms and stores E.164', async () => {
    const { session } = await confirmedMember(t, 'Kagiso Molefe');
    const res = await patch(session, {
      phone: '082 555 0100',
      emergency_contact_phone: '0825550101',
    });
    expect(res.statusCode).toBe(200);
    expect((await get(session)).json()).toMatchObject({
      phone: '+27825550100',
      emergency_contact_phone: '+27825550101',
    });
  });

  it.each([
    [{ phone: '082 555' }, 'phone', 'Please enter a valid phone number'],
    [{ phone: 'call me' }, 'phone', 'Please enter a valid phone number'],
    [{ name: 'K' }, 'name', 'Name must be at least 2 characters'],
    [
      { name: 'Agent 47' },
      'name',
      'Name can only contain letters, spaces, hyphens, and apostrophes',
    ],
    [{ date_of_birth: '1990-13-01' }, 'date_of_birth', 'Date of birth must be a real date'],
    [{ date_of_birth: 19900101 }, 'date_of_birth', 'Date of birth must be a date'],
    [{ location: 'x'.repeat(121) }, 'location', 'Location must be at most 120 characters'],
  ])('refuses %j with a clear message', async (payload, field, message) => {
    const { session } = await confirmedMember(t);
    const res = await patch(session, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message,
      errors: { [field]: message },
    });
  });

  it('lets no member read or change another member profile, whatever they send', async () => {
    const owner = await confirmedMember(t, 'Owner Person');
    const intruder = await confirmedMember(t, 'Intruder Person');
    const res = await patch(intruder.session, { id: owner.session.user.id, name: 'Hijacked Name' });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(intruder.session.user.id);
    expect((await get(owner.session)).json().name).toBe('Owner Person');
    const query = await t.app.inject({
      method: 'GET',
      url: `/api/profile?id=${owner.session.user.id}`,
      headers: bearer(intruder.session),
    });
    expect(query.json().id).toBe(intruder.session.user.id);
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/api/profile', payload: {} })).statusCode,
    ).toBe(401);
  });
});
