import type { ChatMessage } from '@aurum/shared/chat/chat-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { renderAt } from '../../../testing/render';
import { useChat } from '../hooks/use-chat';
import { useComposer } from '../hooks/use-composer';
import {
  confirmAnswer,
  confirmBodiesOf,
  makeMessage,
  makeProposal,
  makeTarget,
} from '../../../testing/chat-test-data';
import { ChatConversation } from './chat-conversation';

// The cards' code loads lazily with the first proposal: loaded once here, not inside a test's time.
beforeAll(() => import('./proposal-card'), 30_000);

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

function Conversation() {
  const chat = useChat();
  const composer = useComposer();
  return <ChatConversation chat={chat} composer={composer} />;
}

const chef = makeProposal({ id: 'p-chef' });
const driver = makeProposal({ id: 'p-driver', service_type: 'personal_driver' });
const DRIVER_ID = '5a0c9a52-0000-4000-8000-0000000000aa';
const TABLE_ID = '5a0c9a52-0000-4000-8000-0000000000bb';

const history: ChatMessage[] = [
  makeMessage({ id: 'm-1', is_from_user: true, message: 'Chef and a driver on Saturday' }),
  makeMessage({ id: 'm-2', proposal: chef, proposals: [chef, driver] }),
  makeMessage({
    id: 'm-3',
    is_from_user: true,
    message: 'Kanselleer my bespreking',
    language: 'af',
  }),
  makeMessage({
    id: 'm-4',
    message: 'Watter een bedoel jy?',
    language: 'af',
    offers_human: true,
    choices: [
      {
        label: 'Personal Driver, Fri 4 Dec, Sandton',
        message: 'Cancel the driver',
        request_id: DRIVER_ID,
      },
      { label: 'Restaurant table, Sat 5 Dec', message: 'Cancel the table', request_id: TABLE_ID },
    ],
  }),
];

/** The stored message and reply of a send, as the server streams them (JSON lines). */
function streamed(sent: string) {
  const stored = makeMessage({ id: 'm-5', is_from_user: true, message: sent });
  const cancel = makeProposal({ id: 'p-cancel', kind: 'cancel', target: makeTarget() });
  const reply = makeMessage({
    id: 'm-6',
    message: 'Cancel this one?',
    proposal: cancel,
    proposals: [cancel],
  });
  const lines = [
    { type: 'message', message: stored },
    { type: 'delta', text: 'Cancel this one?' },
    { type: 'reply', reply },
  ];
  return new Response(lines.map((line) => JSON.stringify(line)).join('\n') + '\n', {
    status: 200,
    headers: { 'Content-Type': 'application/x-ndjson' },
  });
}

/**
 * The chat API: the history (`after` once a message was sent), confirmations (the chef's fails
 * once), and sends held until released.
 */
function serve(after: ChatMessage[] = history) {
  let release = () => {};
  let sent = false;
  let chefFailed = false;
  const fetched = mockFetch((url, init) => {
    if (url === '/api/chat/messages' && init.method === 'POST') {
      const { message } = JSON.parse(String(init.body)) as { message: string };
      sent = true;
      return new Promise<Response>((resolve) => {
        release = () => resolve(streamed(message));
      });
    }
    if (url === '/api/chat/messages') {
      return jsonResponse(200, { messages: sent ? after : history });
    }
    if (url === `/api/chat/proposals/${chef.id}/confirm` && !chefFailed) {
      chefFailed = true;
      return jsonResponse(500, { code: 'INTERNAL', message: 'Something went wrong' });
    }
    if (url === `/api/chat/proposals/${chef.id}/confirm`)
      return jsonResponse(200, confirmAnswer(chef));
    if (url === `/api/chat/proposals/${driver.id}/confirm`) {
      return jsonResponse(200, confirmAnswer(driver));
    }
    return jsonResponse(200, []);
  });
  return { ...fetched, release: () => release() };
}

function renderConversation() {
  renderAt(
    <>
      <Conversation />
      <Toaster />
    </>,
  );
}

describe('the conversation of a concierge chat', () => {
  it('shows one card per proposal, each confirmed on its own', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderConversation();
    const cards = await screen.findAllByRole('region', { name: 'Proposed request' });
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Private Chef', 'Personal Driver']);
    const [chefCard, driverCard] = cards as [HTMLElement, HTMLElement];

    await user.click(within(driverCard).getByRole('button', { name: 'Confirm Request' }));
    expect(await within(driverCard).findByText('Request filed')).toBeTruthy();
    // The chef's card is untouched: still open, its button ready.
    expect(within(chefCard).queryByText('Request filed')).toBeNull();
    const confirmChef = within(chefCard).getByRole('button', { name: 'Confirm Request' });
    expect((confirmChef as HTMLButtonElement).disabled).toBe(false);

    // The chef's confirmation fails: its card says so and stays open; the driver's stays filed.
    await user.click(confirmChef);
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(within(chefCard).queryByText('Request filed')).toBeNull();
    expect(within(driverCard).getByText('Request filed')).toBeTruthy();
    await user.click(within(chefCard).getByRole('button', { name: 'Confirm Request' }));
    expect(await within(chefCard).findByText('Request filed')).toBeTruthy();
    expect(confirmBodiesOf(calls, chef.id)).toEqual([{}, {}]);
    expect(confirmBodiesOf(calls, driver.id)).toEqual([{}]);
  }, 10_000);

  it('sends a tapped choice with the request it is about, its buttons waiting while it goes', async () => {
    const { calls, release } = serve();
    const user = userEvent.setup();
    renderConversation();
    const choices = await screen.findByRole('list', { name: 'Choices' });
    await user.click(
      within(choices).getByRole('button', { name: 'Personal Driver, Fri 4 Dec, Sandton' }),
    );

    const sends = () =>
      calls().filter((call) => call.method === 'POST' && call.url === '/api/chat/messages');
    expect(sends().map((call) => call.body)).toEqual([
      { message: 'Cancel the driver', request_id: DRIVER_ID },
    ]);
    for (const button of within(choices).getAllByRole('button')) {
      expect((button as HTMLButtonElement).disabled).toBe(true);
    }
    release();
    // The streamed reply arrives with its cancel card.
    expect(await screen.findByRole('region', { name: 'Proposed cancellation' })).toBeTruthy();
    expect((within(choices).getAllByRole('button')[0] as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends what the member types without a request id', async () => {
    const { calls, release } = serve();
    const user = userEvent.setup();
    renderConversation();
    await screen.findAllByRole('region', { name: 'Proposed request' });
    await user.type(screen.getByLabelText('Message'), 'Cancel my driver{Enter}');
    release();
    await screen.findByRole('region', { name: 'Proposed cancellation' });
    const sent = calls().filter(
      (call) => call.method === 'POST' && call.url === '/api/chat/messages',
    );
    expect(sent.map((call) => call.body)).toEqual([{ message: 'Cancel my driver' }]);
  });

  it('shows a proposal a follow-up replaced as replaced, without buttons', async () => {
    const replaced = { ...chef, status: 'replaced' as const };
    const updated = makeProposal({ id: 'p-chef-2', preferred_time: '20:00' });
    const { release } = serve([
      makeMessage({ id: 'm-2', proposal: replaced, proposals: [replaced] }),
      makeMessage({ id: 'm-5', is_from_user: true, message: 'make it 8pm' }),
      makeMessage({ id: 'm-6', proposal: updated, proposals: [updated] }),
    ]);
    const user = userEvent.setup();
    renderConversation();
    await screen.findAllByRole('region', { name: 'Proposed request' });
    await user.type(screen.getByLabelText('Message'), 'make it 8pm{Enter}');
    release();
    expect(await screen.findByText('Replaced by the updated proposal below')).toBeTruthy();
    const [old, current] = screen.getAllByRole('region', { name: 'Proposed request' }) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(within(old).queryByRole('button')).toBeNull();
    expect(within(current).getByRole('button', { name: 'Confirm Request' })).toBeTruthy();
  });

  it('offers a person, marks each message with its language, and names no button Send or Sign In but the composer’s', async () => {
    serve();
    renderConversation();
    await screen.findAllByRole('region', { name: 'Proposed request' });
    expect(screen.getByRole('link', { name: 'Talk to a person' }).getAttribute('href')).toBe(
      '/human-concierge',
    );
    expect(screen.getByText('Watter een bedoel jy?').closest('[lang]')?.getAttribute('lang')).toBe(
      'af',
    );
    expect(
      screen.getByText('Chef and a driver on Saturday').closest('[lang]')?.getAttribute('lang'),
    ).toBe('en');
    expect(screen.getAllByRole('button').length).toBeGreaterThan(8);
    const sendNames = screen.getAllByRole('button', { name: /send|sign in/i });
    expect(sendNames.map((button) => button.textContent)).toEqual(['Send message']);
  });
});
