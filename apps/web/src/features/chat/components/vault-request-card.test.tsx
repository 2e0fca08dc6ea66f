import type { ChatMessage } from '@aurum/shared/chat/chat-contract';
import type { ChatVaultRequest } from '@aurum/shared/chat/vault-request';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { renderAt } from '../../../testing/render';
import { makeMessage } from '../../../testing/chat-test-data';
import type { SealedVaultItem, VaultKeyring } from '@aurum/shared/vault/vault-contract';
import { sealedVault } from '../../../testing/vault-test-server';
import { useChatMessages } from '../api/get-chat-messages';
import { ReplyExtras } from './reply-extras';

const PASSWORD = 'kudu-horizon-17';
const MARKER = 'Okavango-7731';
const PASSPORT = '6f0c7a52-56f6-4c4e-9a43-5a1f0cc0a1d9';
const KEPT = '7f0c7a52-56f6-4c4e-9a43-5a1f0cc0a1d9';

let keyring: VaultKeyring;
let sealed: SealedVaultItem[];

/** A vault made as the browser makes it, with a level-2 passport and a level-1 one sealed in it. */
beforeAll(async () => {
  const passport = { category: 'passport', itemType: 'document', title: 'Passport' } as const;
  ({ keyring, items: sealed } = await sealedVault(PASSWORD, [
    {
      ...passport,
      id: PASSPORT,
      accessLevel: 2,
      content: `Number A12345678, expires 12 May 2031 ${MARKER}`,
    },
    { ...passport, id: KEPT, accessLevel: 1, content: `Old passport ${MARKER}` },
  ]));
}, 30_000);

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

const ask: ChatVaultRequest = {
  id: 'reply-1',
  kind: 'ask',
  categories: ['passport'],
  items: [{ id: PASSPORT, category: 'passport', item_type: 'document' }],
  private_count: 1,
  legacy_count: 0,
  focus: 'dates',
  decision: 'open',
  approved_ids: [],
  decided_at: null,
};

/** The chat and vault APIs; every call is recorded. */
function serve(request: ChatVaultRequest, answer?: (decision: string) => Response) {
  let current = request;
  return mockFetch((url, init) => {
    if (url === '/api/chat/messages') {
      return jsonResponse(200, {
        messages: [makeMessage({ id: request.id, vault_request: current })],
      });
    }
    if (url === `/api/chat/vault-requests/${request.id}/decision`) {
      const { decision } = JSON.parse(String(init.body)) as { decision: string };
      if (answer) return answer(decision);
      current = {
        ...current,
        decision: decision === 'approve' ? 'approved' : 'declined',
        approved_ids: decision === 'approve' ? [PASSPORT] : [],
        decided_at: '2026-11-24T09:00:00Z',
      };
      return jsonResponse(200, { vault_request: current });
    }
    if (url === '/api/vault/keys') return jsonResponse(200, keyring);
    if (url === '/api/vault/items') return jsonResponse(200, { items: sealed });
    return jsonResponse(404, { code: 'NOT_FOUND', message: url });
  });
}

/** The reply as the conversation shows it, from the chat history. */
function Reply() {
  const messages = useChatMessages().data ?? [];
  return (
    <>
      {messages.map((message: ChatMessage) => (
        <ReplyExtras
          key={message.id}
          message={message}
          question="When does my passport expire?"
          busy={false}
          onChoose={() => undefined}
        />
      ))}
      <Toaster />
    </>
  );
}

const card = () => screen.findByRole('region', { name: 'From your vault' });

describe('the vault card under a reply (ADR 062)', () => {
  it('opens the approved item here, after an inline unlock, and sends the server only the decision', async () => {
    const { calls } = serve(ask);
    const user = userEvent.setup();
    renderAt(<Reply />);
    const region = await card();
    expect(within(region).getByText('May the assistant open your passport document?')).toBeTruthy();

    await user.click(within(region).getByRole('button', { name: 'Approve' }));
    expect(
      await within(region).findByText('Approved — unlock your vault to show it here.'),
    ).toBeTruthy();
    await user.type(await within(region).findByLabelText('Vault password'), PASSWORD);
    await user.click(within(region).getByRole('button', { name: 'Unlock Vault' }));

    const opened = await within(region).findByRole(
      'list',
      { name: 'Opened from your vault' },
      { timeout: 15_000 },
    );
    expect(within(opened).getByText(new RegExp(MARKER))).toBeTruthy();
    // The date answers "when does it expire", so it is marked; the level-1 item is not there.
    expect(within(opened).getByText('12 May 2031').tagName).toBe('MARK');
    expect(within(opened).queryByText(/Old passport/)).toBeNull();

    const sent = calls().filter((call) => call.method === 'POST');
    expect(sent).toEqual([
      expect.objectContaining({
        url: `/api/chat/vault-requests/${ask.id}/decision`,
        body: { decision: 'approve' },
      }),
    ]);
    expect(JSON.stringify(calls())).not.toContain(MARKER);

    await user.click(within(region).getByRole('button', { name: 'Lock Vault' }));
    expect(within(region).queryByText(new RegExp(MARKER))).toBeNull();
    expect(within(region).getByLabelText('Vault password')).toBeTruthy();
  }, 60_000);

  it('says Not opened after Not now, and reads no vault item', async () => {
    const { calls } = serve(ask);
    const user = userEvent.setup();
    renderAt(<Reply />);
    const region = await card();
    await user.click(within(region).getByRole('button', { name: 'Not now' }));
    expect(await within(region).findByText('Not opened: your vault stays sealed.')).toBeTruthy();
    expect(calls().some((call) => call.url.startsWith('/api/vault'))).toBe(false);
  });

  it('reloads the conversation when the request was already answered elsewhere', async () => {
    const { calls } = serve(ask, () =>
      jsonResponse(409, {
        code: 'VAULT_REQUEST_DECIDED',
        message: 'You have already answered this request.',
      }),
    );
    const user = userEvent.setup();
    renderAt(<Reply />);
    await user.click(within(await card()).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('You have already answered this request.')).toBeTruthy();
    await waitFor(() =>
      expect(calls().filter((call) => call.url === '/api/chat/messages')).toHaveLength(2),
    );
  });

  it('offers nothing to approve for items kept at level 1, only the way to the Vault', async () => {
    serve({ ...ask, kind: 'private', items: [], decision: null });
    renderAt(<Reply />);
    const region = await card();
    expect(within(region).getByText(/Kept at level 1, for you alone/)).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(region).getByRole('link', { name: 'Open Vault' }).getAttribute('href')).toBe(
      '/vault',
    );
  });
});
