import { FILE_ANYWAY, LIKELY_DUPLICATE_MESSAGE } from '@aurum/shared/requests/request-rules';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { renderAt } from '../../../testing/render';
import { confirmAnswer, makeProposal } from '../../../testing/chat-test-data';
import { ProposalCard } from './proposal-card';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

const proposal = makeProposal();
const filed = confirmAnswer(proposal);

/** The confirm endpoint refuses a likely duplicate until file_anyway is sent. */
function serveConfirm() {
  return mockFetch((url, init) => {
    if (init.method === 'POST' && url === `/api/chat/proposals/${proposal.id}/confirm`) {
      const body = JSON.parse(String(init.body)) as { file_anyway?: boolean };
      return body.file_anyway
        ? jsonResponse(200, filed)
        : jsonResponse(409, { code: 'LIKELY_DUPLICATE', message: LIKELY_DUPLICATE_MESSAGE });
    }
    return jsonResponse(200, []);
  });
}

const confirmBodies = (calls: ReturnType<typeof serveConfirm>['calls']) =>
  calls()
    .filter((call) => call.method === 'POST')
    .map((call) => call.body);

function renderCard() {
  return renderAt(
    <>
      <ProposalCard proposal={proposal} />
      <Toaster />
    </>,
  );
}

describe('ProposalCard: a likely duplicate', () => {
  it('says the member already has such an open request and files it when they choose File anyway', async () => {
    const { calls } = serveConfirm();
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Confirm Request' }));

    const card = screen.getByRole('region', { name: 'Proposed request' });
    const alert = await within(card).findByRole('alert');
    expect(within(alert).getByText(LIKELY_DUPLICATE_MESSAGE)).toBeTruthy();
    // Not a failure: no error toast, nothing filed yet, Confirm waits behind the question.
    expect(screen.queryByText(/failed/i)).toBeNull();
    expect(within(card).queryByText('Request filed')).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Confirm Request' })).toBeNull();

    await user.click(within(alert).getByRole('button', { name: FILE_ANYWAY }));
    expect(await within(card).findByText('Request filed')).toBeTruthy();
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(confirmBodies(calls)).toEqual([{}, { file_anyway: true }]);
  });

  it('lets the member change the proposal instead, and files the changed one', async () => {
    const { calls } = serveConfirm();
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Confirm Request' }));
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Change the request' }));

    expect(screen.queryByRole('alert')).toBeNull();
    const time = screen.getByLabelText<HTMLInputElement>('Preferred Time');
    await user.clear(time);
    await user.type(time, '12:30');
    await user.click(screen.getByRole('button', { name: 'Confirm with changes' }));
    // Still the same service and date: asked again, then filed anyway with the member's edits.
    await user.click(await screen.findByRole('button', { name: FILE_ANYWAY }));
    expect(await screen.findByText('Request filed')).toBeTruthy();
    const bodies = confirmBodies(calls) as { preferred_time?: string; file_anyway?: boolean }[];
    expect(bodies).toHaveLength(3);
    expect(bodies[2]).toMatchObject({ preferred_time: '12:30', file_anyway: true });
  });
});
