import type { ChatProposal } from '@aurum/shared/chat/chat-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { renderAt } from '../../../testing/render';
import { confirmBodiesOf, makeProposal, serveChat } from '../../../testing/chat-test-data';
import { ProposalCard } from './proposal-card';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

function renderCard(proposal: ChatProposal) {
  renderAt(
    <>
      <ProposalCard proposal={proposal} />
      <Toaster />
    </>,
  );
  return screen.getByRole('region', { name: 'Proposed request' });
}

const table = makeProposal({
  id: 'p-table',
  service_type: 'other',
  dining: true,
  party_size: 2,
  location: 'The Test Kitchen',
  area: 'Cape Town',
  preferred_time: '20:00',
});

describe('a new request card', () => {
  it('shows a restaurant table with its party size and files it as proposed', async () => {
    const { calls } = serveChat({ proposals: [table] });
    const user = userEvent.setup();
    const card = renderCard(table);
    expect(within(card).getByText('Restaurant table')).toBeTruthy();
    expect(within(card).getByText('2 people')).toBeTruthy();
    expect(within(card).getByText('The Test Kitchen (Cape Town)')).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Confirm Request' }));
    expect(await within(card).findByText('Request filed')).toBeTruthy();
    expect(confirmBodiesOf(calls, table.id)).toEqual([{}]);
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('lets the member change the party size before confirming, and refuses one out of range', async () => {
    const { calls } = serveChat({ proposals: [table] });
    const user = userEvent.setup();
    const card = renderCard(table);
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const size = within(card).getByLabelText<HTMLInputElement>(/Party size/);
    expect(size.value).toBe('2');

    await user.clear(size);
    await user.type(size, '0');
    await user.click(within(card).getByRole('button', { name: 'Confirm with changes' }));
    expect(await within(card).findByText('Party size must be at least 1')).toBeTruthy();
    expect(confirmBodiesOf(calls, table.id)).toEqual([]);

    await user.clear(size);
    await user.type(size, '6');
    await user.click(within(card).getByRole('button', { name: 'Confirm with changes' }));
    expect(await within(card).findByText('Request filed')).toBeTruthy();
    expect(confirmBodiesOf(calls, table.id)).toEqual([
      expect.objectContaining({
        party_size: 6,
        location: 'The Test Kitchen',
        service_type: 'other',
      }),
    ]);
  });

  it('sends an emptied party size as none', async () => {
    const { calls } = serveChat({ proposals: [table] });
    const user = userEvent.setup();
    const card = renderCard(table);
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    await user.clear(within(card).getByLabelText(/Party size/));
    await user.click(within(card).getByRole('button', { name: 'Confirm with changes' }));
    await within(card).findByText('Request filed');
    expect(confirmBodiesOf(calls, table.id)).toEqual([
      expect.objectContaining({ party_size: null }),
    ]);
  });
});

describe('what a chef is told (share the minimum)', () => {
  const chef = makeProposal({ allergies: ['Peanuts'], dietary_restrictions: ['Halal'] });

  it('lists exactly the allergies and diet shared, and sends nothing of them when left as they are', async () => {
    const { calls } = serveChat({ proposals: [chef] });
    const user = userEvent.setup();
    const card = renderCard(chef);
    const shared = within(card).getByRole('group', { name: 'Shared with the provider' });
    expect(
      within(shared)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Peanuts', 'Halal']);
    await user.click(within(card).getByRole('button', { name: 'Confirm Request' }));
    await within(card).findByText('Request filed');
    expect(confirmBodiesOf(calls, chef.id)).toEqual([{}]);
    // Filed: the lists stay shown as what was passed on, with nothing left to remove.
    expect(within(shared).queryByRole('button')).toBeNull();
    expect(within(shared).getByText('Peanuts')).toBeTruthy();
  });

  it('sends the lists as the member edited them: an allergy removed, one added', async () => {
    const { calls } = serveChat({ proposals: [chef] });
    const user = userEvent.setup();
    const card = renderCard(chef);
    const shared = within(card).getByRole('group', { name: 'Shared with the provider' });
    await user.click(within(shared).getByRole('button', { name: 'Remove Peanuts' }));
    await user.type(within(shared).getByLabelText('Allergies'), 'Shellfish{Enter}');
    expect(within(shared).getByRole('button', { name: 'Remove Shellfish' })).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Confirm Request' }));
    await within(card).findByText('Request filed');
    expect(confirmBodiesOf(calls, chef.id)).toEqual([{ allergies: ['Shellfish'] }]);
  });

  it('sends the edited lists with the edit form too', async () => {
    const { calls } = serveChat({ proposals: [chef] });
    const user = userEvent.setup();
    const card = renderCard(chef);
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    await user.click(within(card).getByRole('button', { name: 'Remove Halal' }));
    await user.click(within(card).getByRole('button', { name: 'Confirm with changes' }));
    await within(card).findByText('Request filed');
    expect(confirmBodiesOf(calls, chef.id)).toEqual([
      expect.objectContaining({ dietary_restrictions: [], preferred_time: '19:00' }),
    ]);
    expect(confirmBodiesOf(calls, chef.id)[0]).not.toHaveProperty('allergies');
  });

  it('says in one line that nothing about their health is shared when nothing is', async () => {
    serveChat({ proposals: [] });
    const card = renderCard(makeProposal());
    expect(
      within(card).getByText('Nothing about your health is shared with the provider.'),
    ).toBeTruthy();
  });

  it('shows no such section where no food is served', () => {
    serveChat({ proposals: [] });
    const card = renderCard(makeProposal({ service_type: 'personal_driver' }));
    expect(within(card).queryByRole('group', { name: 'Shared with the provider' })).toBeNull();
    expect(within(card).queryByText(/Nothing about your health/)).toBeNull();
  });
});

describe('a replaced proposal', () => {
  it('is muted, says the updated one follows and offers no button', () => {
    serveChat({ proposals: [] });
    const card = renderCard(
      makeProposal({ status: 'replaced', allergies: ['Peanuts'], party_size: 4 }),
    );
    expect(within(card).getByText('Replaced by the updated proposal below')).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).queryByRole('link')).toBeNull();
    expect(within(card).queryByRole('textbox')).toBeNull();
  });
});
