import { PLAN_REQUIRED_MESSAGES } from '@aurum/shared/membership/tier-rules';
import { REQUEST_LIMIT_MESSAGE } from '@aurum/shared/requests/request-allowance';
import { FILE_ANYWAY, LIKELY_DUPLICATE_MESSAGE } from '@aurum/shared/requests/request-rules';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../testing/fetch-mock';
import { allowance, renderRequests, serveRequests } from '../../../testing/requests-test-server';

beforeEach(() => {
  // 10:00 on Tuesday 24 November 2026 in Johannesburg.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T08:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // Sonner keeps its toasts in a module-level store: start every test without any.
  toast.dismiss();
});

const posts = (calls: () => { url: string; method: string; body: unknown }[]) =>
  calls().filter((call) => call.method !== 'GET');

async function fillRequiredFields(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Service Type'), 'Private Chef');
  await user.type(screen.getByLabelText('Description'), '  Dinner for eight in Sandton  ');
}

describe('ServiceRequestPage: the form', () => {
  it('offers the ten service types, the locations and the links around it', () => {
    serveRequests();
    renderRequests('/service-request');
    expect(screen.getByRole('heading', { level: 1, name: 'Request a Service' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    const options = within(screen.getByLabelText('Service Type')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Select a service type',
      'Range Rover / Luxury Vehicle',
      'Private Chef',
      'Personal Driver',
      'Event Planning',
      'Villa / Accommodation Booking',
      'Yacht Charter',
      'Personal Shopping',
      'Travel Arrangements',
      'Security Services',
      'Other Premium Services',
    ]);
    const location = screen.getByLabelText('Location');
    const list = document.getElementById(location.getAttribute('list')!);
    expect(list?.querySelectorAll('option').length).toBe(24);
    expect(list?.querySelector('option[value="Camps Bay"]')).toBeTruthy();
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Membership' }).getAttribute('href')).toBe('/membership');
  });

  it('asks for a service type and a description, one message each, and sends nothing', async () => {
    const { calls } = serveRequests();
    const user = userEvent.setup();
    renderRequests('/service-request');
    await user.type(screen.getByLabelText('Preferred Time'), '25:99');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    expect(await screen.findByText('Please choose a service type')).toBeTruthy();
    expect(screen.getByText('Please describe what you need')).toBeTruthy();
    expect(screen.getByLabelText('Description').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Service Type'));
    expect(posts(calls)).toEqual([]);
  });

  it('sends the trimmed form with empty date, time, location and notes', async () => {
    const { calls } = serveRequests();
    const user = userEvent.setup();
    renderRequests('/service-request');
    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    expect(await screen.findByRole('heading', { name: 'Choose Your Provider' })).toBeTruthy();
    expect(posts(calls)).toEqual([
      expect.objectContaining({
        url: '/api/service-requests',
        method: 'POST',
        body: {
          service_type: 'private_chef',
          description: 'Dinner for eight in Sandton',
          preferred_date: '',
          preferred_time: '',
          location: '',
          special_requests: '',
          file_anyway: false,
        },
      }),
    ]);
  });

  it('sends date, time, location and special requests when given', async () => {
    const { calls } = serveRequests();
    const user = userEvent.setup();
    renderRequests('/service-request');
    await fillRequiredFields(user);
    await user.type(screen.getByLabelText('Preferred Date'), '2026-12-19');
    await user.type(screen.getByLabelText('Preferred Time'), '18:30');
    await user.type(screen.getByLabelText('Location'), 'Sandton');
    await user.type(screen.getByLabelText('Special Requests'), 'No pork');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    await screen.findByRole('heading', { name: 'Choose Your Provider' });
    expect(posts(calls)[0]?.body).toEqual({
      service_type: 'private_chef',
      description: 'Dinner for eight in Sandton',
      preferred_date: '2026-12-19',
      preferred_time: '18:30',
      location: 'Sandton',
      special_requests: 'No pork',
      file_anyway: false,
    });
  });

  it('says "Submitting..." while the request is on its way', async () => {
    let release: (response: Response) => void = () => {};
    serveRequests({
      answer: (method, url) =>
        method === 'POST' && url === '/api/service-requests'
          ? new Promise<Response>((resolve) => (release = resolve))
          : undefined,
    });
    const user = userEvent.setup();
    renderRequests('/service-request');
    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release(jsonResponse(500, { code: 'GENERIC_ERROR', message: 'Something went wrong' }));
    expect(await screen.findByRole('button', { name: 'Submit Request' })).toBeTruthy();
  });

  it('warns about an open request for the same service and time, and files it anyway when asked', async () => {
    const { calls } = serveRequests({
      answer: (method, _url, body) =>
        method === 'POST' && !(body as { file_anyway?: boolean }).file_anyway
          ? jsonResponse(409, { code: 'LIKELY_DUPLICATE', message: LIKELY_DUPLICATE_MESSAGE })
          : undefined,
    });
    const user = userEvent.setup();
    renderRequests('/service-request');
    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(LIKELY_DUPLICATE_MESSAGE)).toBeTruthy();
    // "Change the request" keeps the form as typed and files nothing.
    await user.click(within(alert).getByRole('button', { name: 'Change the request' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Description').value).toContain('Dinner');

    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    await user.click(await screen.findByRole('button', { name: FILE_ANYWAY }));
    expect(await screen.findByRole('heading', { name: 'Choose Your Provider' })).toBeTruthy();
    expect(posts(calls).map((call) => (call.body as { file_anyway: boolean }).file_anyway)).toEqual(
      [false, false, true],
    );
  });

  it('shows the plan limit clearly with a way to /membership', async () => {
    serveRequests({
      answer: (method) =>
        method === 'POST'
          ? jsonResponse(429, {
              code: 'REQUEST_LIMIT_REACHED',
              message: 'You have used all the concierge requests your plan includes this month.',
            })
          : undefined,
    });
    const user = userEvent.setup();
    renderRequests('/service-request');
    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Monthly request limit reached')).toBeTruthy();
    expect(
      within(alert).getByText(
        'You have used all the concierge requests your plan includes this month.',
      ),
    ).toBeTruthy();
    expect(
      within(alert).getByRole('link', { name: 'View Membership Plans' }).getAttribute('href'),
    ).toBe('/membership');
    // The form keeps what was typed.
    expect(screen.getByLabelText<HTMLTextAreaElement>('Description').value).toContain('Dinner');
  });

  it('shows a failed submission as the "Error" toast', async () => {
    serveRequests({
      answer: (method) =>
        method === 'POST' ? new Response('<html>Bad gateway</html>', { status: 502 }) : undefined,
    });
    const user = userEvent.setup();
    renderRequests('/service-request');
    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Failed to submit request. Please try again.')).toBeTruthy();
    expect(screen.getAllByText('Error').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Request a Service' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Choose Your Provider' })).toBeNull();
  });

  it("puts the server's field errors under their fields", async () => {
    serveRequests({
      answer: (method) =>
        method === 'POST'
          ? jsonResponse(400, {
              code: 'VALIDATION_ERROR',
              message: 'Check the request',
              errors: { location: 'Location must be at most 120 characters' },
            })
          : undefined,
    });
    const user = userEvent.setup();
    renderRequests('/service-request');
    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Location must be at most 120 characters')).toBeTruthy();
    expect(screen.getByLabelText('Location').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('ServiceRequestPage: the monthly allowance', () => {
  /** The allowance line, read as a person reads it (its parts may sit in separate spans). */
  const allowanceLine = (text: string) =>
    screen.findByText((_, element) => element?.tagName === 'P' && element.textContent === text);

  it('tells the requests left this month and when they renew before the form, and counts down', async () => {
    serveRequests({ monthly: allowance(3, 1) });
    const user = userEvent.setup();
    renderRequests('/service-request');
    expect(await allowanceLine('2 of 3 requests left this month · renews 1 December')).toBeTruthy();
    expect(screen.queryByText('Monthly request limit reached')).toBeNull();

    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    await user.click(await screen.findByRole('button', { name: 'Skip - Auto-assign Provider' }));
    expect(await allowanceLine('1 of 3 requests left this month · renews 1 December')).toBeTruthy();
  });

  it('says so for an unlimited plan', async () => {
    serveRequests({ monthly: allowance(null, 14) });
    renderRequests('/service-request');
    expect(await allowanceLine('Unlimited requests on your plan')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Submit Request' }).disabled).toBe(
      false,
    );
  });

  it('with none left, says so before the form and turns Submit off with the plan-limit message', async () => {
    const { calls } = serveRequests({ monthly: allowance(3, 3) });
    const user = userEvent.setup();
    renderRequests('/service-request');
    const heading = await screen.findByRole('heading', { name: 'Monthly request limit reached' });
    const notice = heading.closest('div.mb-6') as HTMLElement;
    expect(within(notice).getByText(REQUEST_LIMIT_MESSAGE)).toBeTruthy();
    expect(within(notice).getByText('Your allowance renews on 1 December.')).toBeTruthy();
    // Told before the form is filled: the notice comes first in the page.
    const form = screen.getByLabelText('Description').closest('form')!;
    expect(notice.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // No alert and no focus taken on arrival.
    expect(screen.queryByRole('alert')).toBeNull();

    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Submit Request' });
    expect(submit.disabled).toBe(true);
    const reason = document.getElementById(submit.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe(REQUEST_LIMIT_MESSAGE);

    await fillRequiredFields(user);
    await user.click(submit);
    expect(posts(calls)).toEqual([]);
  });

  it('once the trial has ended, asks for a plan before the form and turns Submit off', async () => {
    serveRequests({
      monthly: { ...allowance(0, 0), plan_required: PLAN_REQUIRED_MESSAGES.trialEnded },
    });
    renderRequests('/service-request');
    expect(await screen.findByRole('heading', { name: 'Choose a plan to continue' })).toBeTruthy();
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Submit Request' });
    expect(submit.disabled).toBe(true);
    const reason = document.getElementById(submit.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe(PLAN_REQUIRED_MESSAGES.trialEnded);
    expect(screen.queryByText(/requests left this month/)).toBeNull();
  });
});
