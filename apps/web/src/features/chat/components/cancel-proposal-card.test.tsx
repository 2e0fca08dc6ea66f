import type { ChatProposal } from '@aurum/shared/chat/chat-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { useQuery } from '@tanstack/react-query';
import { serviceRequestKeys } from '../../../lib/query-keys';
import { makeSession } from '../../../testing/fetch-mock';
import { renderAt } from '../../../testing/render';
import {
  confirmBodiesOf,
  makeProposal,
  makeTarget,
  serveChat,
} from '../../../testing/chat-test-data';
import { ProposalCard } from './proposal-card';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

const cancel = makeProposal({
  id: 'p-cancel',
  kind: 'cancel',
  service_type: 'personal_driver',
  target: makeTarget(),
});

/** The member's recent requests, as the dashboard reads them (its query key). */
function DashboardProbe() {
  useQuery({
    queryKey: serviceRequestKeys.recent(makeSession().user.id),
    queryFn: () => fetch('/api/service-requests?limit=3').then((response) => response.json()),
  });
  return null;
}

function renderCard(proposal: ChatProposal) {
  renderAt(
    <>
      <ProposalCard proposal={proposal} />
      <DashboardProbe />
      <Toaster />
    </>,
  );
  return screen.getByRole('region', { name: 'Proposed cancellation' });
}

const requestReads = (calls: ReturnType<typeof serveChat>['calls']) =>
  calls().filter((call) => call.method === 'GET' && call.url.startsWith('/api/service-requests'))
    .length;

describe('a cancel card', () => {
  it('sums up the request it cancels: service, day and time, place, status and provider', () => {
    serveChat({ proposals: [cancel] });
    const card = renderCard(cancel);
    expect(within(card).getByRole('heading', { name: 'Personal Driver' })).toBeTruthy();
    expect(within(card).getByText('Cancel a request')).toBeTruthy();
    expect(within(card).getByText('04 Dec 2026, 09:00')).toBeTruthy();
    expect(within(card).getByText('Sandton')).toBeTruthy();
    expect(within(card).getByText('Awaiting Confirmation')).toBeTruthy();
    expect(within(card).getByText('Cape Chauffeurs')).toBeTruthy();
  });

  it('cancels it only when confirmed, shows Cancelled with the notice, and refreshes the member’s requests', async () => {
    const { calls } = serveChat({ proposals: [cancel] });
    const user = userEvent.setup();
    const card = renderCard(cancel);
    await vi.waitFor(() => expect(requestReads(calls)).toBe(1));
    expect(confirmBodiesOf(calls, cancel.id)).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Cancel this request' }));
    expect(await within(card).findByText('Cancelled')).toBeTruthy();
    expect(within(within(card).getByRole('status')).getByText('Request cancelled')).toBeTruthy();
    expect(within(card).getByText('Cape Chauffeurs has been told.')).toBeTruthy();
    expect(confirmBodiesOf(calls, cancel.id)).toEqual([{}]);
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).getByRole('link', { name: 'View Request Status' })).toBeTruthy();
    // The dashboard, /request-status and the calendar read the requests again.
    await vi.waitFor(() => expect(requestReads(calls)).toBe(2));
  });

  it('Keep it sets the card aside and cancels nothing', async () => {
    const { calls } = serveChat({ proposals: [cancel] });
    const user = userEvent.setup();
    const card = renderCard(cancel);
    await user.click(within(card).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('region', { name: 'Proposed cancellation' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(
      'Kept: your Personal Driver request stays as it is.',
    );
    expect(confirmBodiesOf(calls, cancel.id)).toEqual([]);
  });

  it('keeps the card open with its buttons when the cancel fails', async () => {
    serveChat({
      proposals: [cancel],
      fail: () =>
        new Response(
          JSON.stringify({ code: 'REQUEST_NOT_PENDING', message: 'Too late to cancel' }),
          {
            status: 409,
            headers: { 'Content-Type': 'application/json' },
          },
        ),
    });
    const user = userEvent.setup();
    const card = renderCard(cancel);
    await user.click(within(card).getByRole('button', { name: 'Cancel this request' }));
    expect(await screen.findByText('Too late to cancel')).toBeTruthy();
    expect(within(card).queryByText('Cancelled')).toBeNull();
    expect(
      (within(card).getByRole('button', { name: 'Cancel this request' }) as HTMLButtonElement)
        .disabled,
    ).toBe(false);
  });

  it('shows a cancel done before (history) as Cancelled, without buttons', () => {
    serveChat({ proposals: [] });
    const card = renderCard({ ...cancel, status: 'done' });
    expect(within(card).getByText('Cancelled')).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
  });
});
