import { formatDate } from '@aurum/shared/format/dates';
import {
  bookedSlotEntryTitle,
  MARKETPLACE_MESSAGES,
  type ProviderDetail,
  type ProviderSlots,
} from '@aurum/shared/marketplace/marketplace-contract';
import { serviceTypeLabel } from '@aurum/shared/requests/service-types';
import type { ServiceRequestDetail } from '@aurum/shared/requests/request-contract';
import { localDateTime } from '@aurum/shared/time/member-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingSlots } from '../../db/schema/marketplace';
import { serviceProviders } from '../../db/schema/providers';
import { providerAssignments, serviceRequests } from '../../db/schema/requests';
import { bearer, confirmedMember } from '../../test/auth-fixtures';
import { mailsTo } from '../../test/request-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import type { SlotBooking } from './booking.service';
import { addDays } from './market-time';
import {
  addProvider,
  addSlot,
  setClockToToday,
  TODAY,
  userIdOf,
} from '../../test/marketplace-fixtures';
import { onTwoInstances } from '../../test/two-instances';

type Headers = Record<string, string>;
const TOMORROW = addDays(TODAY, 1);

describe.each(databaseKinds)('booking and reviewing on %s', (kind) => {
  let t: TestApp;
  let provider: { id: string; email: string };
  let winner: { headers: Headers; requestId: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    setClockToToday(t); // Wednesday 10:00, Johannesburg
    provider = await addProvider(t, { name: 'Atlantic Plumbing', rating: 3.2, reviewCount: 40 });
  });
  afterAll(() => t.close());

  const member = async () => bearer((await confirmedMember(t)).session);
  const book = (headers: Headers, slotId: string, payload: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/marketplace/slots/${slotId}/book`,
      headers,
      payload,
    });
  const review = (headers: Headers, payload: object, id = provider.id) =>
    t.app.inject({
      method: 'POST',
      url: `/api/marketplace/providers/${id}/reviews`,
      headers,
      payload: { quality_rating: 5, response_time_rating: 4, value_rating: 4, ...payload },
    });
  const slotsOn = async (headers: Headers, date: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/marketplace/providers/${provider.id}/slots?date=${date}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as ProviderSlots;
  };
  const detail = async (headers: Headers) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/marketplace/providers/${provider.id}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as ProviderDetail;
  };

  it('books one slot for exactly one of 20 members booking at once', async () => {
    const slotId = await addSlot(t, provider.id, TOMORROW, '10:00', '11:00');
    const members = await Promise.all(Array.from({ length: 20 }, () => member()));
    const answers = await onTwoInstances(t, () =>
      Promise.all(members.map((headers) => book(headers, slotId))),
    );
    const won = answers.filter((res) => res.statusCode === 201);
    const lost = answers.filter((res) => res.statusCode === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const res of lost) {
      expect(res.json()).toMatchObject({
        code: 'SLOT_TAKEN',
        message: MARKETPLACE_MESSAGES.slotTaken,
      });
    }
    const booking = won[0]!.json() as SlotBooking;
    winner = { headers: members[answers.indexOf(won[0]!)]!, requestId: booking.request.id };
    const [slot] = await t.db.select().from(bookingSlots).where(eq(bookingSlots.id, slotId));
    expect(slot).toMatchObject({ isBooked: true, bookingId: booking.request.id });
    const filed = await t.db
      .select({ id: serviceRequests.id })
      .from(serviceRequests)
      .where(eq(serviceRequests.providerId, provider.id));
    expect(filed).toEqual([{ id: booking.request.id }]);
    expect(await mailsTo(t, provider.email)).toHaveLength(1);
  });

  it('shows the booked request in the member request details and the calendar', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/service-requests/details',
      headers: winner.headers,
    });
    const request = (res.json() as ServiceRequestDetail[]).find((r) => r.id === winner.requestId);
    expect(request).toMatchObject({
      preferred_date: localDateTime(TOMORROW, '10:00').toISOString(),
      preferred_time_set: true,
      provider: { id: provider.id, name: 'Atlantic Plumbing' },
    });
    expect(request!.updates[0]).toMatchObject({
      status: 'provider_notified',
      updated_by: 'member',
    });
    // The slot reads in the one date format wherever it is written: "04 Dec 2026, 10:00–11:00".
    const slotText = `${formatDate(localDateTime(TOMORROW, '10:00'))}, 10:00–11:00`;
    const booked = request!.updates.find((update) => update.message.startsWith('You booked'));
    expect(booked?.message).toContain(slotText);
    expect(request!.description).toContain(slotText);
    expect(`${booked?.message} ${request!.description}`).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    const calendar = await t.app.inject({
      method: 'GET',
      url: `/api/calendar/events?from=${TOMORROW}&to=${TOMORROW}`,
      headers: winner.headers,
    });
    expect(calendar.json()).toContainEqual(
      expect.objectContaining({
        kind: 'service_request',
        source_id: winner.requestId,
        // The entry names the provider and when the slot ends.
        title: bookedSlotEntryTitle(
          serviceTypeLabel('home_services'),
          'Atlantic Plumbing',
          '11:00',
        ),
        time: '10:00',
      }),
    );
  });

  it('refuses past, unknown and malformed slots', async () => {
    const headers = await member();
    const begun = await addSlot(t, provider.id, TODAY, '09:30', '10:30');
    const past = await book(headers, begun);
    expect(past.statusCode).toBe(400);
    expect(past.json().code).toBe('SLOT_IN_PAST');
    expect((await book(headers, 'not-a-uuid')).statusCode).toBe(404);
    expect((await book(headers, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const free = await addSlot(t, provider.id, TOMORROW, '12:00', '13:00');
    expect((await book(headers, free, { description: 'x'.repeat(2001) })).statusCode).toBe(400);
  });

  it("shows today's first 8 free slots still ahead and free slots of a date", async () => {
    for (const hour of [11, 12, 13, 14, 15, 16, 17, 18, 19, 20]) {
      await addSlot(t, provider.id, TODAY, `${hour}:00`, `${hour}:45`, hour === 12);
    }
    const headers = await member();
    const provided = await detail(headers);
    const shown = provided.todays_slots;
    // The rest of the day is there too: the sunset slot at 20:00 can be booked.
    expect(provided.more_slots_today).toBe(true);
    const wholeDay = await slotsOn(headers, TODAY);
    expect(wholeDay.slots.map((slot) => slot.start_time).slice(8)).toEqual(['20:00']);
    expect(shown.map((slot) => slot.start_time)).toEqual([
      '11:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
      '19:00',
    ]);
    const tomorrow = await slotsOn(winner.headers, TOMORROW);
    expect(tomorrow.slots.map((slot) => slot.start_time)).toEqual(['12:00']);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/marketplace/providers/${provider.id}/slots?date=2030-02-30`,
      headers: winner.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('never lists a slot that has started, also on past dates', async () => {
    const headers = await member();
    const other = await addProvider(t, { name: 'Past Masters' });
    const yesterday = addDays(TODAY, -1);
    await addSlot(t, other.id, yesterday, '09:00', '10:00');
    await addSlot(t, other.id, yesterday, '15:00', '16:00'); // later in the day than now, but past
    await addSlot(t, other.id, TODAY, '09:00', '10:00'); // begun an hour ago
    await addSlot(t, other.id, TODAY, '10:00', '11:00'); // begins now
    const later = await addSlot(t, other.id, TODAY, '10:30', '11:30');
    const url = (query: string) => `/api/marketplace/providers/${other.id}/slots${query}`;
    const get = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: url(query), headers })).json() as ProviderSlots;
    expect((await get(`?date=${yesterday}`)).slots).toEqual([]);
    expect((await get('')).slots.map((slot) => slot.id)).toEqual([later]);
    expect((await get(`?date=${TODAY}`)).slots.map((slot) => slot.id)).toEqual([later]);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/marketplace/providers/${other.id}`,
      headers,
    });
    expect((res.json() as ProviderDetail).todays_slots.map((slot) => slot.id)).toEqual([later]);
  });

  it('names the next day with a free slot when the chosen day has none', async () => {
    const headers = await member();
    const other = await addProvider(t, { name: 'Next Day Gardens' });
    const inThreeDays = addDays(TODAY, 3);
    await addSlot(t, other.id, TODAY, '08:00', '09:00'); // started
    await addSlot(t, other.id, addDays(TODAY, 2), '09:00', '10:00', true); // booked
    await addSlot(t, other.id, inThreeDays, '14:00', '15:00');
    const get = async (query: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/marketplace/providers/${other.id}/slots${query}`,
          headers,
        })
      ).json() as ProviderSlots;
    expect(await get(`?date=${TOMORROW}`)).toEqual({
      date: TOMORROW,
      slots: [],
      next_available_date: inThreeDays,
    });
    expect((await get(`?date=${addDays(TODAY, -5)}`)).next_available_date).toBe(inThreeDays);
    expect((await get(`?date=${inThreeDays}`)).next_available_date).toBeNull();
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/marketplace/providers/${other.id}`,
      headers,
    });
    expect(detail.json()).toMatchObject({ todays_slots: [], next_available_date: inThreeDays });
  });

  it.each(['0000-01-01', '1999-12-31', '2100-01-01', '2030-13-01', 'tomorrow'])(
    'refuses the slot date %s with 400 and a message',
    async (date) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/marketplace/providers/${provider.id}/slots?date=${date}`,
        headers: await member(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'VALIDATION_ERROR',
        message: 'Date must be a real date (YYYY-MM-DD) from 2000 to 2099',
        errors: { date: 'Date must be a real date (YYYY-MM-DD) from 2000 to 2099' },
      });
    },
  );

  it('lets only members who used the provider review it, once, recomputing its rating', async () => {
    const stranger = await member();
    const refused = await review(stranger, { rating: 5 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MARKETPLACE_MESSAGES.notEligible);
    expect((await review(winner.headers, { rating: 5 })).statusCode).toBe(403); // not completed yet

    await t.db
      .update(serviceRequests)
      .set({ status: 'completed', confirmationStatus: 'confirmed' })
      .where(eq(serviceRequests.id, winner.requestId));
    expect(await detail(winner.headers)).toMatchObject({ can_review: true, has_reviewed: false });
    expect(await detail(stranger)).toMatchObject({ can_review: false, has_reviewed: false });
    expect((await review(winner.headers, { rating: 7 })).statusCode).toBe(400);
    const first = await review(winner.headers, { rating: 4, review_text: 'Fixed it fast.' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ rating: 4, reviewer: 'Anonymous User' });
    const again = await review(winner.headers, { rating: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MARKETPLACE_MESSAGES.alreadyReviewed);

    const second = await confirmedMember(t);
    await t.db.insert(serviceRequests).values({
      userId: await userIdOf(t, second.email),
      serviceType: 'home_services',
      description: 'Geyser',
      status: 'completed',
      providerId: provider.id,
    });
    expect((await review(bearer(second.session), { rating: 5 })).statusCode).toBe(201);
    const [row] = await t.db
      .select({ rating: serviceProviders.rating, count: serviceProviders.reviewCount })
      .from(serviceProviders)
      .where(eq(serviceProviders.id, provider.id));
    expect(row).toEqual({ rating: 4.5, count: 2 });
    expect((await review(stranger, { rating: 5 }, 'nope')).statusCode).toBe(404);
  });

  it('computes completed jobs, response time and customer rating from real rows', async () => {
    const asked = t.clock.now();
    const minutesLater = (minutes: number) => new Date(asked.getTime() + minutes * 60_000);
    await t.db
      .update(providerAssignments)
      .set({ response: 'confirmed', respondedAt: minutesLater(30), createdAt: asked })
      .where(eq(providerAssignments.requestId, winner.requestId));
    const [other] = await t.db
      .select({ id: serviceRequests.id })
      .from(serviceRequests)
      .where(eq(serviceRequests.description, 'Geyser'));
    await t.db.insert(providerAssignments).values([
      {
        requestId: other!.id,
        providerId: provider.id,
        assignedBy: 'auto',
        response: 'declined',
        createdAt: asked,
        respondedAt: minutesLater(90),
        linkExpiresAt: minutesLater(600),
      },
      {
        requestId: other!.id,
        providerId: provider.id,
        assignedBy: 'auto',
        response: 'withdrawn',
        createdAt: asked,
        respondedAt: minutesLater(5000),
        linkExpiresAt: minutesLater(600),
      },
    ]);
    const shown = await detail(winner.headers);
    expect(shown.stats).toEqual({
      completed_jobs: 2,
      avg_response_minutes: 60,
      customer_rating: 4.5,
    });
    expect(shown.reviews.map((r) => r.rating).sort()).toEqual([4, 5]);
    expect(shown.reviews.every((r) => r.reviewer === 'Anonymous User')).toBe(true);
    expect(shown).toMatchObject({ can_review: false, has_reviewed: true });
    expect(shown).toMatchObject({ name: 'Atlantic Plumbing', rating: 4.5, review_count: 2 });
  });
});
