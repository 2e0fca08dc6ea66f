import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../testing/fetch-mock';
import {
  REQUEST_ID,
  renderAdmin,
  sampleRequest,
  serveAdmin,
} from '../../../testing/admin-test-server';

afterEach(() => vi.unstubAllGlobals());

const second = sampleRequest({
  id: '5b1d7e0a-0000-4000-8000-0000000000a2',
  service_type: 'private_chef',
  description: 'Dinner for eight in Camps Bay',
  member: { id: 'm2', name: 'Lerato Dlamini', email: 'lerato@aurum.test' },
});

function serveQueue() {
  return serveAdmin({
    'GET /api/admin/requests': (url) =>
      jsonResponse(200, {
        items: url.searchParams.get('cursor') ? [second] : [sampleRequest()],
        next_cursor: url.searchParams.get('cursor') ? null : 'page-2',
      }),
    [`GET /api/admin/requests/${REQUEST_ID}`]: () => jsonResponse(200, sampleRequest()),
    'GET /api/admin/providers': () => jsonResponse(200, []),
  });
}

const queueQueries = (calls: ReturnType<ReturnType<typeof serveQueue>['calls']>) =>
  calls
    .map((call) => new URL(call.url, 'http://aurum.test'))
    .filter((url) => url.pathname === '/api/admin/requests')
    .map((url) => Object.fromEntries(url.searchParams));

describe('the request queue', () => {
  it('asks the server again with each filter, searching after typing stops', async () => {
    const { calls } = serveQueue();
    renderAdmin();
    expect(await screen.findByText('Thandi Nkosi')).toBeTruthy();
    expect(queueQueries(calls())[0]).toEqual({});

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Completed');
    await userEvent.selectOptions(screen.getByLabelText('Confirmation'), 'Declined by provider');
    await userEvent.selectOptions(screen.getByLabelText('Service type'), 'Private Chef');
    await waitFor(() =>
      expect(queueQueries(calls()).at(-1)).toEqual({
        status: 'completed',
        confirmation: 'declined',
        service_type: 'private_chef',
      }),
    );

    await userEvent.type(screen.getByLabelText('Search'), 'lerato');
    await waitFor(() => expect(queueQueries(calls()).at(-1)).toMatchObject({ q: 'lerato' }));
    // One request for the whole word, not one per letter.
    expect(queueQueries(calls()).filter((query) => query.q)).toHaveLength(1);

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Any status');
    await waitFor(() =>
      expect(queueQueries(calls()).at(-1)).toEqual({
        confirmation: 'declined',
        service_type: 'private_chef',
        q: 'lerato',
      }),
    );
  });

  it('loads the next page with the cursor and opens a request in the URL', async () => {
    const { calls } = serveQueue();
    const { router } = renderAdmin();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Lerato Dlamini', { exact: false })).toBeTruthy();
    expect(queueQueries(calls()).at(-1)).toEqual({ cursor: 'page-2' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    await userEvent.click(screen.getByText('Thandi Nkosi', { exact: false }));
    expect(router.state.location.search).toBe(`?request=${REQUEST_ID}`);
    expect(await screen.findByRole('heading', { name: 'Assign provider' })).toBeTruthy();
  });

  it("names a request's raw state in the product's words, never as joined codes", async () => {
    serveAdmin({
      'GET /api/admin/requests': () => jsonResponse(200, { items: [], next_cursor: null }),
      [`GET /api/admin/requests/${REQUEST_ID}`]: () =>
        jsonResponse(200, sampleRequest({ status: 'pending', confirmation_status: 'confirming' })),
      'GET /api/admin/providers': () => jsonResponse(200, []),
    });
    renderAdmin(`/admin?request=${REQUEST_ID}`);
    const status = (await screen.findByText('Status', { selector: 'dt' }))
      .nextElementSibling as HTMLElement;
    expect(status.textContent).toBe('Awaiting confirmation');
    expect(screen.queryByText(/Pending · Confirming/)).toBeNull();
    // The timeline names its entries in words too.
    expect(screen.getByText(/· Request received$/)).toBeTruthy();

    const options = (label: string) =>
      Array.from((screen.getByLabelText(label) as HTMLSelectElement).options, (o) => o.text);
    expect(options('Status')).toEqual([
      'Any status',
      'Open',
      'In progress',
      'Completed',
      'Cancelled',
    ]);
    expect(options('Confirmation')).toEqual([
      'Any',
      'Awaiting confirmation',
      'No provider answer yet',
      'Confirmed by provider',
      'Declined by provider',
    ]);
  });
});
