import type { ChatProposal } from '@aurum/shared/chat/chat-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
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

/** The driver at 10:30 for four instead of 09:00 for two. */
const change = makeProposal({
  id: 'p-change',
  kind: 'change',
  service_type: 'personal_driver',
  target: makeTarget({ party_size: 2 }),
  changed: ['preferred_time', 'party_size'],
  preferred_date: '2026-12-04',
  preferred_time: '10:30',
  party_size: 4,
});

function renderCard(proposal: ChatProposal) {
  renderAt(
    <>
      <ProposalCard proposal={proposal} />
      <Toaster />
    </>,
  );
  return screen.getByRole('region', { name: 'Proposed change' });
}

/** The "before -> after" row of one field, as read aloud. */
const changeRow = (card: HTMLElement, label: string) =>
  within(within(card).getByRole('group', { name: 'What changes' })).getByText(label, {
    selector: 'dt',
  }).parentElement!.textContent;

describe('a change card', () => {
  it('shows the request and each changed field from its old value to the new', () => {
    serveChat({ proposals: [change] });
    const card = renderCard(change);
    expect(within(card).getByText('Change a request')).toBeTruthy();
    expect(within(card).getByText('04 Dec 2026, 09:00')).toBeTruthy();
    expect(within(card).getByText('Cape Chauffeurs')).toBeTruthy();
    expect(changeRow(card, 'Time')).toBe('Time09:00→ to 10:30');
    expect(changeRow(card, 'Party size')).toBe('Party size2 people→ to 4 people');
    // Only what changes is listed.
    const changes = within(card).getByRole('group', { name: 'What changes' });
    expect(
      within(changes)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Time', 'Party size']);
  });

  it('carries out the change when confirmed, and shows Changed with the notice', async () => {
    const { calls } = serveChat({ proposals: [change] });
    const user = userEvent.setup();
    const card = renderCard(change);
    await user.click(within(card).getByRole('button', { name: 'Confirm change' }));
    expect(await within(card).findByText('Changed')).toBeTruthy();
    expect(within(card).getByText('Cape Chauffeurs has been told the new time.')).toBeTruthy();
    expect(confirmBodiesOf(calls, change.id)).toEqual([{}]);
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('edits only the changed fields and sends them', async () => {
    const { calls } = serveChat({ proposals: [change] });
    const user = userEvent.setup();
    const card = renderCard(change);
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    expect(within(card).queryByLabelText('Service Type')).toBeNull();
    expect(within(card).queryByLabelText('Location')).toBeNull();
    const time = within(card).getByLabelText('Preferred Time');
    await user.clear(time);
    await user.type(time, '11:00');
    const size = within(card).getByLabelText(/Party size/);
    await user.clear(size);
    await user.type(size, '6');
    await user.click(within(card).getByRole('button', { name: 'Confirm with changes' }));
    expect(await within(card).findByText('Changed')).toBeTruthy();
    expect(confirmBodiesOf(calls, change.id)).toEqual([{ preferred_time: '11:00', party_size: 6 }]);
  });

  it('shows a place that was not set as Not set, and new notes alone', () => {
    serveChat({ proposals: [] });
    const card = renderCard({
      ...change,
      target: makeTarget({ location: null }),
      changed: ['location', 'special_requests'],
      location: 'Rosebank',
      special_requests: 'Please bring water',
    });
    expect(changeRow(card, 'Place')).toBe('PlaceNot set→ to Rosebank');
    expect(changeRow(card, 'Notes')).toBe('NotesPlease bring water');
  });

  it('on a chef’s change, sends the shared diet as the member edited it', async () => {
    const chef = {
      ...change,
      service_type: 'private_chef' as const,
      target: makeTarget({ service_type: 'private_chef' }),
      allergies: ['Peanuts'],
      dietary_restrictions: [],
    };
    const { calls } = serveChat({ proposals: [chef] });
    const user = userEvent.setup();
    const card = renderCard(chef);
    const shared = within(card).getByRole('group', { name: 'Shared with the provider' });
    await user.type(within(shared).getByLabelText('Dietary restrictions'), 'Vegetarian{Enter}');
    await user.click(within(card).getByRole('button', { name: 'Confirm change' }));
    await within(card).findByText('Changed');
    expect(confirmBodiesOf(calls, chef.id)).toEqual([{ dietary_restrictions: ['Vegetarian'] }]);
  });
});
