import type { OnboardingInput } from '@aurum/shared/onboarding/onboarding-contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { medicalInfo, profiles, userPreferences } from '../../db/schema/profiles';
import { bearer, confirmedMember } from '../../test/auth-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

const answers: OnboardingInput = {
  personalInfo: {
    dateOfBirth: '1985-09-24',
    gender: 'female',
    occupation: 'Cardiologist',
    emergencyContactName: 'Sipho Dlamini',
    emergencyContactPhone: '+27 82 555 0101',
  },
  medicalInfo: {
    allergies: ['Penicillin', ' Shellfish ', 'Penicillin'],
    medications: ['Metformin'],
    dietaryRestrictions: ['Halaal'],
    medicalConditions: [],
    bloodType: 'O+',
    emergencyMedicalInfo: 'Carries an EpiPen',
  },
  preferences: {
    dining: {
      cuisineTypes: ['Cape Malay', 'Japanese'],
      seatingPreference: 'window',
      specialNotes: '',
    },
    travel: { vehicleType: 'mercedes-s-class', accommodationType: 'luxury-villa', travelNotes: '' },
    lifestyle: {
      wakeUpTime: '05:30',
      workHours: '07:00-16:00',
      communicationMethod: 'whatsapp',
      enableReminders: true,
      enableLocationServices: false,
      enableAutoBooking: true,
      additionalNotes: '',
    },
  },
};

describe.each(databaseKinds)('onboarding completion on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const complete = (session: Parameters<typeof bearer>[0], payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/onboarding', headers: bearer(session), payload });
  const load = async (session: Parameters<typeof bearer>[0]) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/onboarding', headers: bearer(session) })
    ).json();
  const preferenceRows = (userId: string) =>
    t.db
      .select({
        category: userPreferences.category,
        key: userPreferences.preferenceKey,
        value: userPreferences.preferenceValue,
      })
      .from(userPreferences)
      .where(eq(userPreferences.userId, userId));

  it('stores a South African local phone number in E.164', async () => {
    const { session } = await confirmedMember(t, 'Ayanda Zulu');
    const local = {
      ...answers,
      personalInfo: { ...answers.personalInfo, emergencyContactPhone: '082 555 0100' },
    };
    expect((await complete(session, local)).statusCode).toBe(200);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, session.user.id));
    expect(profile?.emergencyContactPhone).toBe('+27825550100');
  });

  it('saves profile, sealed medical info and one preference row per non-empty value', async () => {
    const { session } = await confirmedMember(t, 'Ayanda Zulu');
    const res = await complete(session, answers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ needs_onboarding: false });

    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, session.user.id));
    expect(profile).toMatchObject({
      name: 'Ayanda Zulu',
      dateOfBirth: '1985-09-24',
      gender: 'female',
      occupation: 'Cardiologist',
      emergencyContactPhone: '+27825550101',
    });
    const rows = await preferenceRows(session.user.id);
    expect(rows).toHaveLength(10);
    expect(rows).toEqual(
      expect.arrayContaining([
        { category: 'dining', key: 'cuisineTypes', value: '["Cape Malay","Japanese"]' },
        { category: 'lifestyle', key: 'enableReminders', value: 'true' },
        { category: 'lifestyle', key: 'enableLocationServices', value: 'false' },
      ]),
    );
    expect(rows.some((row) => row.key === 'specialNotes')).toBe(false);

    const back = await load(session);
    expect(back.medicalInfo).toMatchObject({
      allergies: ['Penicillin', 'Shellfish'],
      bloodType: 'O+',
    });
    expect(back.preferences.dining.cuisineTypes).toEqual(['Cape Malay', 'Japanese']);
    expect(back.preferences.lifestyle.enableAutoBooking).toBe(true);
  });

  it('keeps no medical plain text at rest', async () => {
    const { session } = await confirmedMember(t);
    await complete(session, answers);
    const raw = rowsOf<{ row: string }>(
      await t.db.execute(
        sql`select m::text as row from medical_info m where user_id = ${session.user.id}`,
      ),
    );
    expect(raw).toHaveLength(1);
    // Words, not short tokens: base64 ciphertext may contain a pair like "O+" by chance.
    for (const secret of [
      'Penicillin',
      'Shellfish',
      'Metformin',
      'Halaal',
      'EpiPen',
      'bloodType',
      'allergies',
    ]) {
      expect(raw[0]!.row).not.toContain(secret);
    }
  });

  it('stores no medical row when no medical data is given, and removes one when it is cleared', async () => {
    const { session } = await confirmedMember(t);
    await complete(session, { ...answers, medicalInfo: { bloodType: 'not-specified' } });
    const rows = () =>
      t.db.select().from(medicalInfo).where(eq(medicalInfo.userId, session.user.id));
    expect(await rows()).toHaveLength(0);
    await complete(session, answers);
    expect(await rows()).toHaveLength(1);
    await complete(session, { ...answers, medicalInfo: {} });
    expect(await rows()).toHaveLength(0);
  });

  it('replaces on a second completion, never duplicates', async () => {
    const { session } = await confirmedMember(t);
    await complete(session, answers);
    const changed = structuredClone(answers);
    changed.preferences!.dining!.cuisineTypes = ['Portuguese'];
    changed.preferences!.travel!.vehicleType = '';
    await complete(session, changed);
    const rows = await preferenceRows(session.user.id);
    expect(rows).toHaveLength(9);
    expect(rows.filter((row) => row.key === 'cuisineTypes')).toEqual([
      { category: 'dining', key: 'cuisineTypes', value: '["Portuguese"]' },
    ]);
    expect(
      await t.db.select().from(medicalInfo).where(eq(medicalInfo.userId, session.user.id)),
    ).toHaveLength(1);
  });

  it('saves in one transaction: a failure midway leaves nothing', async () => {
    const { session } = await confirmedMember(t);
    await t.db.execute(
      sql.raw(`
      create or replace function refuse_preferences() returns trigger language plpgsql as $$
      begin
        if new.user_id = '${session.user.id}' then raise exception 'disk full'; end if;
        return new;
      end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger refuse_preferences before insert on user_preferences
        for each row execute function refuse_preferences()`),
    );
    try {
      const res = await complete(session, answers);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        code: 'GENERIC_ERROR',
        message: 'An unexpected error occurred. Please try again',
      });
    } finally {
      await t.db.execute(sql.raw('drop trigger refuse_preferences on user_preferences'));
    }
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, session.user.id));
    expect(profile!.occupation).toBeNull();
    expect(
      await t.db.select().from(medicalInfo).where(eq(medicalInfo.userId, session.user.id)),
    ).toHaveLength(0);
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/onboarding/status',
      headers: bearer(session),
    });
    expect(status.json().needs_onboarding).toBe(true);
  });

  it.each([
    [
      { personalInfo: { emergencyContactPhone: '082 555' } },
      'personalInfo.emergencyContactPhone',
      'Please enter a valid phone number',
    ],
    [{ personalInfo: { gender: 'robot' } }, 'personalInfo.gender', 'Choose a valid gender'],
    [
      { personalInfo: { dateOfBirth: '2026-02-30' } },
      'personalInfo.dateOfBirth',
      'Date of birth must be a real date',
    ],
    [
      { personalInfo: { dateOfBirth: '2999-01-01' } },
      'personalInfo.dateOfBirth',
      'Date of birth must be in the past',
    ],
    [
      { medicalInfo: { allergies: 'Penicillin' } },
      'medicalInfo.allergies',
      'Allergies must be a list',
    ],
    [
      { medicalInfo: { allergies: Array.from({ length: 31 }, (_, i) => `a${i}`) } },
      'medicalInfo.allergies',
      'At most 30 allergies items',
    ],
    [
      { preferences: { lifestyle: { enableReminders: 'yes' } } },
      'preferences.lifestyle.enableReminders',
      'Smart reminders must be on or off',
    ],
    [
      { preferences: { lifestyle: { wakeUpTime: '25:00' } } },
      'preferences.lifestyle.wakeUpTime',
      'Wake-up time must be a time like 07:30',
    ],
  ])('refuses %j with a clear message', async (payload, field, message) => {
    const { session } = await confirmedMember(t);
    const res = await complete(session, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message,
      errors: { [field]: message },
    });
  });

  it('reads and writes only the signed-in member answers', async () => {
    const one = await confirmedMember(t);
    const other = await confirmedMember(t);
    await complete(one.session, answers);
    const seen = await load(other.session);
    expect(seen.medicalInfo.allergies).toEqual([]);
    expect(seen.personalInfo.occupation).toBe('');
    expect((await t.app.inject({ method: 'GET', url: '/api/onboarding' })).statusCode).toBe(401);
  });
});
