import { MARKETPLACE_MESSAGES } from '@aurum/shared/marketplace/marketplace-contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { REQUEST_LIMIT_MESSAGE } from '@aurum/shared/requests/request-allowance';
import { jsonResponse } from '../../../testing/fetch-mock';
import { allowance } from '../../../testing/requests-test-server';
import {
  SAFEHOME_DETAIL,
  renderMarketplace,
  serveMarketplace,
  slot,
} from '../../../testing/marketplace-test-server';

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

const DETAIL_PATH = `/marketplace?provider=${SAFEHOME_DETAIL.id}`;
const notifications = () => screen.findByRole('region', { name: /Notifications/ });

describe('Provider detail', () => {
  it('opens from a card, keeps the provider in the address and goes back to the search', async () => {
    serveMarketplace();
    const user = userEvent.setup();
    const { router } = renderMarketplace('/marketplace?category=Home+Services');
    await user.click(
      await screen.findByRole('button', { name: 'View Details of SafeHome Plumbing' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'SafeHome Plumbing' }),
    ).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('provider')).toBe('p-safehome');
    await user.click(screen.getByRole('button', { name: '← Back to Search' }));
    expect(router.state.location.search).toBe('?category=Home+Services');
    expect(await screen.findByRole('heading', { name: 'Home Services' })).toBeTruthy();
  });

  it('starts at the top when a provider opens or closes, and does not scroll on arrival', async () => {
    serveMarketplace();
    // jsdom has no scrolling: the page's call is what is checked.
    const scrolls = vi.fn();
    Element.prototype.scrollIntoView = scrolls;
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    const user = userEvent.setup();
    renderMarketplace(DETAIL_PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'SafeHome Plumbing' }),
    ).toBeTruthy();
    expect(scrolls).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '← Back to Search' }));
    await waitFor(() => expect(scrolls).toHaveBeenCalledTimes(1));
    await user.click(
      await screen.findByRole('button', { name: 'View Details of SafeHome Plumbing' }),
    );
    await waitFor(() => expect(scrolls).toHaveBeenCalledTimes(2));
    expect(scrolls).toHaveBeenLastCalledWith({ block: 'start' });
  });

  it('says "Provider not found" with a way back for an unknown provider, and never retries', async () => {
    const server = serveMarketplace();
    const user = userEvent.setup();
    const { router } = renderMarketplace('/marketplace?provider=p-gone&q=chef');
    expect(
      await screen.findByRole('heading', { name: MARKETPLACE_MESSAGES.providerNotFound }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText(MARKETPLACE_MESSAGES.providersFailed)).toBeNull();
    const loads = server.calls().filter((call) => call.url.endsWith('/providers/p-gone'));
    expect(loads).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Browse providers' }));
    expect(router.state.location.search).toBe('?q=chef');
    expect(await screen.findByRole('heading', { name: 'All Services' })).toBeTruthy();
  });

  it('shows a provider without reviews or jobs as New, never 0 or a dash', async () => {
    serveMarketplace({
      detail: {
        ...SAFEHOME_DETAIL,
        rating: 0,
        review_count: 0,
        stats: { completed_jobs: 0, avg_response_minutes: null, customer_rating: null },
        reviews: [],
      },
    });
    renderMarketplace(DETAIL_PATH);
    await screen.findByRole('heading', { level: 1, name: 'SafeHome Plumbing' });
    expect(screen.getByText(MARKETPLACE_MESSAGES.newProviderLabel)).toBeTruthy();
    const stat = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(stat('Completed Jobs')).toBe(MARKETPLACE_MESSAGES.noCompletedJobs);
    expect(stat('Avg Response Time')).toBe(MARKETPLACE_MESSAGES.noResponseTime);
    expect(stat('Customer Rating')).toBe(MARKETPLACE_MESSAGES.newProvider);
    expect(screen.queryByText('—')).toBeNull();
    expect(screen.queryByText('0.0')).toBeNull();
  });

  it("shows the provider's facts, stats, reviews and today's slots", async () => {
    serveMarketplace();
    renderMarketplace(DETAIL_PATH);
    await screen.findByRole('heading', { level: 1, name: 'SafeHome Plumbing' });
    expect(screen.getByText('Home services')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4.6 out of 5 from 12 reviews' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '+27 11 555 0199' }).getAttribute('href')).toBe(
      'tel:+27115550199',
    );
    expect(screen.getByText('9 years of experience')).toBeTruthy();
    const stat = (label: string) =>
      screen.getByText(label).nextElementSibling?.textContent ??
      screen.getByText(label).previousElementSibling?.textContent;
    expect(stat('Completed Jobs')).toBe('38');
    expect(stat('Avg Response Time')).toBe('45 min');
    expect(stat('Customer Rating')).toBe('4.6/5');
    const reviews = within(screen.getByRole('region', { name: 'Customer Reviews' }));
    expect(reviews.getByText('Anonymous User')).toBeTruthy();
    expect(reviews.getByText('Fixed a burst geyser at midnight.')).toBeTruthy();
    expect(reviews.getByText('14 Mar 2026')).toBeTruthy();
    const slots = within(screen.getByRole('radiogroup', { name: 'Free time slots' }));
    expect(slots.getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual([
      '09:00 - 10:00',
      '10:00 - 11:00',
    ]);
  });

  it('books a chosen slot and links to the request status', async () => {
    const server = serveMarketplace({
      answer: (method, url) =>
        method === 'POST' && url.pathname === '/api/marketplace/slots/s-2/book'
          ? jsonResponse(201, { request: { id: 'r-1' }, slot: slot('s-2', '10:00', '11:00') })
          : undefined,
    });
    const user = userEvent.setup();
    renderMarketplace(DETAIL_PATH);
    await user.click(await screen.findByRole('button', { name: 'Book Service' }));
    expect(screen.getByText('Choose a time slot to book.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: '10:00 - 11:00' }));
    await user.type(screen.getByLabelText('Note for the provider (optional)'), 'Leaking geyser');
    await user.click(screen.getByRole('button', { name: 'Book Service' }));
    // A booking is a request: the confirmation names provider, day and time, and says it waits.
    const confirmation = MARKETPLACE_MESSAGES.bookingAwaitsConfirmation(
      'SafeHome Plumbing',
      'Mon, 04 May 2026',
      '10:00 - 11:00',
    );
    const toasts = within(await notifications());
    expect(await toasts.findByText(MARKETPLACE_MESSAGES.bookingRequested)).toBeTruthy();
    expect(toasts.getByText(confirmation)).toBeTruthy();
    const booked = screen.getAllByRole('status').find((el) => el.textContent?.includes('awaits'));
    expect(booked?.textContent).toContain(confirmation);
    expect(confirmation).toContain("awaits SafeHome Plumbing's confirmation");
    const booking = server.calls().find((call) => call.method === 'POST');
    expect(booking?.body).toEqual({
      description: 'Leaking geyser',
      location: '',
      special_requests: '',
    });
    expect(screen.getByRole('link', { name: 'View request status' }).getAttribute('href')).toBe(
      '/request-status',
    );
  });

  it('says when the slot was just taken and reloads the slots', async () => {
    let taken = false;
    const server = serveMarketplace({
      answer: (method, url) => {
        if (method === 'POST') {
          taken = true;
          return jsonResponse(409, { code: 'SLOT_TAKEN', message: MARKETPLACE_MESSAGES.slotTaken });
        }
        if (taken && url.pathname === `/api/marketplace/providers/${SAFEHOME_DETAIL.id}`) {
          return jsonResponse(200, {
            ...SAFEHOME_DETAIL,
            todays_slots: [slot('s-2', '10:00', '11:00')],
          });
        }
        return undefined;
      },
    });
    const user = userEvent.setup();
    renderMarketplace(DETAIL_PATH);
    await user.click(await screen.findByRole('radio', { name: '09:00 - 10:00' }));
    await user.click(screen.getByRole('button', { name: 'Book Service' }));
    expect(
      await within(await notifications()).findByText(MARKETPLACE_MESSAGES.slotTaken),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('radio', { name: '09:00 - 10:00' })).toBeNull());
    expect(screen.getByRole('radio', { name: '10:00 - 11:00' })).toBeTruthy();
    const detailLoads = server
      .calls()
      .filter((call) => call.url === `/api/marketplace/providers/${SAFEHOME_DETAIL.id}`);
    expect(detailLoads).toHaveLength(2);
  });

  it('tells the requests left this month before Book Service, as the request form does', async () => {
    serveMarketplace({
      answer: (_method, url) =>
        url.pathname === '/api/service-requests/allowance'
          ? jsonResponse(200, allowance(3, 2))
          : undefined,
    });
    renderMarketplace(DETAIL_PATH);
    expect(await screen.findByText(/1 of 3 requests left this month/)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Book Service' }).disabled).toBe(
      false,
    );
  });

  it('with none left, says so before booking and turns Book Service off', async () => {
    const server = serveMarketplace({
      answer: (_method, url) =>
        url.pathname === '/api/service-requests/allowance'
          ? jsonResponse(200, allowance(3, 3))
          : undefined,
    });
    renderMarketplace(DETAIL_PATH);
    expect(await screen.findByText(REQUEST_LIMIT_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Membership Plans' }).getAttribute('href')).toBe(
      '/membership',
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Book Service' }).disabled).toBe(
      true,
    );
    expect(server.calls().some((call) => call.method === 'POST')).toBe(false);
  });

  it('offers the rest of today after the first 8 slots, up to a sunset at 20:00', async () => {
    const hours = [9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20];
    const day = hours.map((hour) =>
      slot(`s-${hour}`, `${String(hour).padStart(2, '0')}:00`, `${hour + 1}:00`),
    );
    const server = serveMarketplace({
      detail: { ...SAFEHOME_DETAIL, todays_slots: day.slice(0, 8), more_slots_today: true },
      slotsOn: () => ({ slots: day, next_available_date: null }),
    });
    const user = userEvent.setup();
    renderMarketplace(DETAIL_PATH);
    const radios = () =>
      screen
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label') ?? radio.parentElement?.textContent);
    expect(await screen.findByRole('radio', { name: '16:00 - 17:00' })).toBeTruthy();
    expect(radios()).toHaveLength(8);
    expect(screen.queryByRole('radio', { name: '20:00 - 21:00' })).toBeNull();
    await user.click(screen.getByRole('button', { name: MARKETPLACE_MESSAGES.showLaterSlots }));
    await user.click(await screen.findByRole('radio', { name: '20:00 - 21:00' }));
    expect(radios()).toHaveLength(12);
    expect(server.calls().filter((call) => call.url.includes('/slots?date='))).toHaveLength(1);
  });

  it("says 'Failed to book time slot' on any other failure", async () => {
    serveMarketplace({
      answer: (method) =>
        method === 'POST' ? jsonResponse(500, { code: 'INTERNAL', message: 'Boom' }) : undefined,
    });
    const user = userEvent.setup();
    renderMarketplace(DETAIL_PATH);
    await user.click(await screen.findByRole('radio', { name: '09:00 - 10:00' }));
    await user.click(screen.getByRole('button', { name: 'Book Service' }));
    expect(
      await within(await notifications()).findByText(MARKETPLACE_MESSAGES.bookFailed),
    ).toBeTruthy();
  });

  describe('on a day without a free slot', () => {
    // "Today" is pinned: Monday 4 May 2026, 10:00 in Johannesburg.
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-05-04T08:00:00Z'));
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('offers the next day with one, and shows its slots', async () => {
      const server = serveMarketplace({
        detail: { ...SAFEHOME_DETAIL, todays_slots: [], next_available_date: '2026-05-07' },
      });
      const user = userEvent.setup();
      renderMarketplace(DETAIL_PATH);
      expect(await screen.findByText(MARKETPLACE_MESSAGES.noSlotsOnDay)).toBeTruthy();
      await user.click(
        screen.getByRole('button', {
          name: MARKETPLACE_MESSAGES.nextFreeDay('Thu, 07 May 2026'),
        }),
      );
      expect(await screen.findByRole('radio', { name: '14:00 - 15:00' })).toBeTruthy();
      expect(screen.getByLabelText<HTMLInputElement>('Date').value).toBe('2026-05-07');
      expect(server.calls().some((call) => call.url.endsWith('/slots?date=2026-05-07'))).toBe(true);
    });

    it("shows another day's first 8 slots and its later ones on request", async () => {
      const day = [8, 9, 10, 11, 12, 13, 14, 15, 16, 17].map((hour) =>
        slot(`d-${hour}`, `${String(hour).padStart(2, '0')}:00`, `${hour}:45`, '2026-05-06'),
      );
      serveMarketplace({ slotsOn: () => ({ slots: day, next_available_date: null }) });
      const user = userEvent.setup();
      renderMarketplace(DETAIL_PATH);
      fireEvent.input(await screen.findByLabelText('Date'), { target: { value: '2026-05-06' } });
      expect(await screen.findByRole('radio', { name: '15:00 - 15:45' })).toBeTruthy();
      expect(screen.queryByRole('radio', { name: '16:00 - 16:45' })).toBeNull();
      await user.click(screen.getByRole('button', { name: MARKETPLACE_MESSAGES.showMoreSlots(2) }));
      expect(screen.getByRole('radio', { name: '17:00 - 17:45' })).toBeTruthy();
    });

    it('offers the next free day after a chosen day that has none, or says there is none', async () => {
      serveMarketplace({
        slotsOn: (date) =>
          date === '2026-05-05'
            ? { slots: [], next_available_date: '2026-05-09' }
            : { slots: [], next_available_date: null },
      });
      renderMarketplace(DETAIL_PATH);
      fireEvent.input(await screen.findByLabelText('Date'), { target: { value: '2026-05-05' } });
      expect(
        await screen.findByRole('button', {
          name: MARKETPLACE_MESSAGES.nextFreeDay('Sat, 09 May 2026'),
        }),
      ).toBeTruthy();
      fireEvent.input(screen.getByLabelText('Date'), { target: { value: '2026-05-20' } });
      expect(await screen.findByText(MARKETPLACE_MESSAGES.noSlotsAhead)).toBeTruthy();
    });
  });

  it('looks up the free slots of another day', async () => {
    const server = serveMarketplace();
    renderMarketplace(DETAIL_PATH);
    fireEvent.input(await screen.findByLabelText('Date'), { target: { value: '2099-01-15' } });
    expect(await screen.findByRole('radio', { name: '14:00 - 15:00' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Availability on 15 Jan 2099' })).toBeTruthy();
    expect(server.calls().some((call) => call.url.endsWith('/slots?date=2099-01-15'))).toBe(true);
  });
});

describe('Review form', () => {
  it('is offered only to members who may review; the others read why not', async () => {
    serveMarketplace({ detail: { ...SAFEHOME_DETAIL, can_review: false } });
    renderMarketplace(DETAIL_PATH);
    await screen.findByRole('heading', { level: 1, name: 'SafeHome Plumbing' });
    expect(screen.queryByRole('button', { name: 'Write a review' })).toBeNull();
    const reviews = within(screen.getByRole('region', { name: 'Customer Reviews' }));
    expect(reviews.getByText(MARKETPLACE_MESSAGES.notEligible)).toBeTruthy();
  });

  it('tells a member who reviewed already', async () => {
    serveMarketplace({ detail: { ...SAFEHOME_DETAIL, can_review: false, has_reviewed: true } });
    renderMarketplace(DETAIL_PATH);
    const reviews = within(await screen.findByRole('region', { name: 'Customer Reviews' }));
    expect(reviews.getByText(MARKETPLACE_MESSAGES.alreadyReviewed)).toBeTruthy();
    expect(reviews.queryByText(MARKETPLACE_MESSAGES.notEligible)).toBeNull();
  });

  it('asks for every star rating, then sends the review', async () => {
    const server = serveMarketplace({
      answer: (method) =>
        method === 'POST' ? jsonResponse(201, SAFEHOME_DETAIL.reviews[0]) : undefined,
    });
    const user = userEvent.setup();
    renderMarketplace(DETAIL_PATH);
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Choose 1 to 5 stars for your overall rating.')).toBeTruthy();
    expect(screen.getByText('Choose 1 to 5 stars for value.')).toBeTruthy();
    expect(server.calls().some((call) => call.method === 'POST')).toBe(false);

    for (const [group, stars] of [
      ['Overall rating', '5 stars'],
      ['Quality', '4 stars'],
      ['Response time', '3 stars'],
      ['Value', '5 stars'],
    ] as const) {
      await user.click(
        within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name: stars }),
      );
    }
    await user.type(screen.getByLabelText('Your review (optional)'), '  Quick and tidy.  ');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await within(await notifications()).findByText('Review submitted')).toBeTruthy();
    expect(server.calls().find((call) => call.method === 'POST')?.body).toEqual({
      rating: 5,
      quality_rating: 4,
      response_time_rating: 3,
      value_rating: 5,
      review_text: 'Quick and tidy.',
    });
  });

  it("says 'Failed to submit review' when the server refuses", async () => {
    serveMarketplace({
      answer: (method) =>
        method === 'POST'
          ? jsonResponse(409, { code: 'ALREADY_REVIEWED', message: 'Already reviewed' })
          : undefined,
    });
    const user = userEvent.setup();
    renderMarketplace(DETAIL_PATH);
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    for (const group of ['Overall rating', 'Quality', 'Response time', 'Value']) {
      await user.click(
        within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', {
          name: '4 stars',
        }),
      );
    }
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    const toasts = within(await notifications());
    expect(await toasts.findByText(MARKETPLACE_MESSAGES.reviewFailed)).toBeTruthy();
    expect(toasts.getByText(MARKETPLACE_MESSAGES.alreadyReviewed)).toBeTruthy();
  });
});
