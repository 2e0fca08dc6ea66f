import { RELATIONSHIP_TEXTS } from '@aurum/shared/relationship/relationship-rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { tellLiveEvent } from '../../../lib/live-topics';
import { renderRoutes } from '../../../testing/render';
import {
  conflict,
  idea,
  PARTNER,
  serveRelationship,
  sharedEvent,
  SPACE,
  unlinked,
} from '../../../testing/relationship-test-server';
import { RelationshipPage } from './relationship-page';

beforeEach(() => {
  toast.dismiss();
  // 10:00 on Tuesday 24 November 2026 in Johannesburg.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T08:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const renderRelationship = (path = '/relationship') =>
  renderRoutes(
    [
      {
        path: '/relationship',
        element: (
          <>
            <RelationshipPage />
            <Toaster />
          </>
        ),
      },
      { path: '/human-concierge', element: <p>Human concierge page</p> },
    ],
    { path },
  );

const sent = (server: ReturnType<typeof serveRelationship>, method: string, path: RegExp) =>
  server.calls().filter((call) => call.method === method && path.test(call.url));

describe('RelationshipPage', () => {
  it('shows the five tabs of the spec and invites a partner first', async () => {
    serveRelationship({ overview: unlinked() });
    renderRelationship();
    const tabs = within(screen.getByRole('tablist', { name: 'Relationship sections' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Calendar',
      'Guidance',
      'Ideas',
      'Partners',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Relationship' })).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Invite your partner' }));
    expect(await screen.findByRole('region', { name: 'Invite your partner' })).toBeTruthy();
  });

  it("says 'Email Required' for an empty address and refuses an obviously wrong one", async () => {
    const server = serveRelationship({ overview: unlinked() });
    const user = userEvent.setup();
    renderRelationship('/relationship?tab=partners');
    await user.click(await screen.findByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText(RELATIONSHIP_TEXTS.emailRequiredTitle)).toBeTruthy();
    expect(screen.getByText(RELATIONSHIP_TEXTS.emailRequiredDescription)).toBeTruthy();
    await user.type(screen.getByLabelText("Partner's email"), 'not an email');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText(RELATIONSHIP_TEXTS.emailInvalid)).toBeTruthy();
    expect(sent(server, 'POST', /invitations$/)).toHaveLength(0);

    await user.clear(screen.getByLabelText("Partner's email"));
    await user.type(screen.getByLabelText("Partner's email"), 'sipho@example.co.za');
    await user.selectOptions(screen.getByLabelText('Relationship'), 'spouse');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Invitation Sent')).toBeTruthy();
    expect(sent(server, 'POST', /invitations$/)[0]?.body).toEqual({
      email: 'sipho@example.co.za',
      relationship_type: 'spouse',
    });
    expect(await screen.findByRole('region', { name: 'Invitations sent' })).toBeTruthy();
  });

  it("says 'Invitation Failed' when the invitation cannot be sent", async () => {
    serveRelationship({
      overview: unlinked(),
      inviteFails: { status: 500, body: { code: 'INTERNAL', message: 'boom' } },
    });
    const user = userEvent.setup();
    renderRelationship('/relationship?tab=partners');
    await user.type(await screen.findByLabelText("Partner's email"), 'sipho@example.co.za');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText(RELATIONSHIP_TEXTS.invitationFailedTitle)).toBeTruthy();
    expect(screen.getByText(RELATIONSHIP_TEXTS.invitationFailedDescription)).toBeTruthy();
  });

  it('schedules quality time in one click and refetches when the partner changes something', async () => {
    const server = serveRelationship({ events: [sharedEvent()] });
    const user = userEvent.setup();
    renderRelationship();
    const comingUp = within(await screen.findByRole('region', { name: 'Coming up together' }));
    expect(await comingUp.findByText('Dinner at La Colombe')).toBeTruthy();
    await user.click(
      comingUp.getByRole('button', { name: RELATIONSHIP_TEXTS.scheduleQualityTime }),
    );
    expect(await screen.findByText('Quality Time Scheduled')).toBeTruthy();
    expect(sent(server, 'POST', /events\/quality-time$/)).toHaveLength(1);
    expect(await comingUp.findByText('Quality time together')).toBeTruthy();

    const reads = () => sent(server, 'GET', /\/events$/).length;
    const before = reads();
    tellLiveEvent({ topic: 'space', spaceId: SPACE, itemId: 'x' });
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });

  it("opens the invitation of the e-mail's link and accepts it", async () => {
    const server = serveRelationship({
      overview: unlinked(),
      invitation: { inviter_name: 'Sipho Nkosi' },
    });
    const user = userEvent.setup();
    const { router } = renderRelationship(`/relationship?invitation=${'t'.repeat(43)}`);
    const card = within(await screen.findByRole('region', { name: 'Partner invitation' }));
    expect(await card.findByText('Sipho Nkosi')).toBeTruthy();
    await user.click(card.getByRole('button', { name: 'Accept Invitation' }));
    expect(await screen.findByText('Partner Connected')).toBeTruthy();
    expect(sent(server, 'POST', /invitations\/accept$/)[0]?.body).toEqual({
      token: 't'.repeat(43),
    });
    // The token leaves the address, and the space shows.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('region', { name: 'You and Sipho Nkosi' })).toBeTruthy();
  });

  it('says why an invitation link no longer works', async () => {
    serveRelationship({
      overview: unlinked(),
      invitation: {
        status: 410,
        body: { code: 'INVITATION_USED', message: 'This invitation has already been used.' },
      },
    });
    renderRelationship(`/relationship?invitation=${'t'.repeat(43)}`);
    expect(await screen.findByText('This invitation has already been used.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept Invitation' })).toBeNull();
  });

  it('changes a shared event: its details in a dialog, its status in one step', async () => {
    const dinner = sharedEvent();
    const server = serveRelationship({ events: [dinner] });
    const user = userEvent.setup();
    renderRelationship('/relationship?tab=calendar');
    await user.click(await screen.findByRole('button', { name: 'Edit Dinner at La Colombe' }));
    const dialog = within(await screen.findByRole('dialog'));
    await dialog.findByRole('button', { name: 'Save Event' });
    await user.clear(dialog.getByLabelText('Title'));
    await user.type(dialog.getByLabelText('Title'), 'Dinner at the Test Kitchen');
    await user.click(dialog.getByRole('button', { name: 'Save Event' }));
    expect(await screen.findByText('Event Updated')).toBeTruthy();
    expect(sent(server, 'PATCH', /\/events\/event-/)[0]?.body).toMatchObject({
      title: 'Dinner at the Test Kitchen',
      date: '2026-12-12',
      time: '19:30',
      category: 'date',
    });
    await user.selectOptions(await screen.findByLabelText('Status'), 'confirmed');
    await waitFor(() =>
      expect(sent(server, 'PATCH', /\/events\/event-/).at(-1)?.body).toEqual({
        status: 'confirmed',
      }),
    );
  });

  it('shows an idea with its budget and tags, and edits it with the tags as text', async () => {
    const server = serveRelationship({ ideas: [idea()] });
    const user = userEvent.setup();
    renderRelationship('/relationship?tab=ideas');
    expect(await screen.findByText('Sunset picnic at Kirstenbosch')).toBeTruthy();
    expect(screen.getByText('#outdoors')).toBeTruthy();
    expect(screen.getByText('Seasonal')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ask the Concierge' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit Sunset picnic at Kirstenbosch' }));
    const dialog = within(await screen.findByRole('dialog'));
    await dialog.findByRole('button', { name: 'Save Changes' });
    expect(dialog.getByLabelText<HTMLInputElement>('Tags').value).toBe('outdoors, summer');
    await user.type(dialog.getByLabelText('Tags'), ', Wine');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Idea Updated')).toBeTruthy();
    expect(sent(server, 'PATCH', /\/ideas\/idea-/)[0]?.body).toMatchObject({
      title: 'Sunset picnic at Kirstenbosch',
      budget_rand: 1500,
      tags: ['outdoors', 'summer', 'wine'],
    });
  });

  it('keeps the partner’s words private until guidance, says it is not therapy, resolves', async () => {
    const server = serveRelationship({
      conflicts: [conflict({ my_perspective: 'I miss our Saturdays.', partner_has_written: true })],
    });
    const user = userEvent.setup();
    renderRelationship('/relationship?tab=guidance');
    expect(await screen.findByText('How we spend our weekends')).toBeTruthy();
    expect(screen.getByText(RELATIONSHIP_TEXTS.guidanceNotTherapy, { exact: false })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Speak to a human concierge' }).getAttribute('href'),
    ).toBe('/human-concierge');
    expect(
      screen.getByText(
        `${PARTNER.name} has written their side. It shows here once you have both written.`,
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: RELATIONSHIP_TEXTS.markResolved }));
    expect(await screen.findByText('Resolved')).toBeTruthy();
    expect(sent(server, 'POST', /resolution$/)).toHaveLength(1);
  });

  it('shows guidance and both sides once given', async () => {
    serveRelationship({
      conflicts: [
        conflict({
          my_perspective: 'I miss our Saturdays.',
          partner_has_written: true,
          partner_perspective: 'Golf is my one break.',
          ai_guidance: {
            summary: 'You both want rest and closeness.',
            steps: ['Start softly.', 'Take a break when flooded.'],
            source: 'aurum',
            given_at: '2026-11-24T08:00:00Z',
          },
        }),
      ],
    });
    renderRelationship('/relationship?tab=guidance');
    const guidance = within(await screen.findByRole('region', { name: 'Guidance' }));
    expect(guidance.getByText('You both want rest and closeness.')).toBeTruthy();
    expect(guidance.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Start softly.',
      'Take a break when flooded.',
    ]);
    expect(screen.getByText('Golf is my one break.')).toBeTruthy();
  });
});
