import type { MemoryEntry } from '@aurum/shared/chat/memory-bank';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { renderAt } from '../../../testing/render';
import { MemoryBankTab } from './memory-bank-tab';

const WINE: MemoryEntry = {
  id: 'a8a1c1de-0000-4000-8000-000000000001',
  category: 'food',
  preference_key: 'Wine preference',
  preference_value: 'Chenin blanc from Stellenbosch',
  confidence_score: 0.9,
  source: 'conversation',
  verified: false,
  context: '',
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
};

/** An in-memory memory bank API, so a refetch after each change shows it. */
function serveMemoryBank(initial: MemoryEntry[] = [WINE]) {
  const entries = [...initial];
  return mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as Partial<MemoryEntry>) : {};
    if (method === 'GET' && url === '/api/memory-bank') return jsonResponse(200, { entries });
    if (method === 'POST' && url === '/api/memory-bank') {
      const created = { ...WINE, ...body, id: 'a8a1c1de-0000-4000-8000-000000000002' };
      entries.unshift(created);
      return jsonResponse(201, created);
    }
    const id = url.split('/').at(-1);
    const index = entries.findIndex((entry) => entry.id === id);
    if (method === 'PATCH' && index >= 0) {
      entries[index] = { ...entries[index]!, ...body };
      return jsonResponse(200, entries[index]);
    }
    if (method === 'DELETE' && index >= 0) {
      entries.splice(index, 1);
      return jsonResponse(204);
    }
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Memory entry not found' });
  });
}

describe('the Memory Bank tab', () => {
  it('shows each memory with its category, badge, confidence and source', async () => {
    serveMemoryBank();
    renderAt(<MemoryBankTab />);
    const card = (await screen.findByText('Wine preference')).closest('article')!;
    expect(within(card).getByText('Food & Dining')).toBeTruthy();
    expect(within(card).getByText('Learning')).toBeTruthy();
    expect(within(card).getByText('90%')).toBeTruthy();
    expect(within(card).getByText('Conversation')).toBeTruthy();
  });

  it('adds a memory: Add to Memory stays disabled until category, key and details are set', async () => {
    const api = serveMemoryBank([]);
    const user = userEvent.setup();
    renderAt(<MemoryBankTab />);
    expect(await screen.findByText('No memories yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add Memory' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/not vault-encrypted/)).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: 'Add to Memory' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: /Travel/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Seat preference' }));
    expect((within(dialog).getByLabelText(/Preference key/) as HTMLInputElement).value).toBe(
      'Seat preference',
    );
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(dialog).getByLabelText(/Details/), 'Window, row 2');
    await user.click(within(dialog).getByRole('switch', { name: /Verified/ }));
    expect(within(dialog).getByRole('region', { name: 'Preview' }).textContent).toContain(
      'Verified',
    );
    expect((within(dialog).getByLabelText(/Confidence: 75%/) as HTMLInputElement).value).toBe('75');
    await user.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posted = api.calls().find((call) => call.method === 'POST');
    expect(posted?.body).toEqual({
      category: 'travel',
      preference_key: 'Seat preference',
      preference_value: 'Window, row 2',
      context: '',
      source: 'user_input',
      confidence_score: 0.75,
      verified: true,
    });
    expect(await screen.findByText('Window, row 2')).toBeTruthy();
  });

  it('edits and deletes a memory', async () => {
    const api = serveMemoryBank();
    const user = userEvent.setup();
    renderAt(<MemoryBankTab />);
    await user.click(await screen.findByRole('button', { name: 'Edit Wine preference' }));
    const dialog = await screen.findByRole('dialog');
    const details = within(dialog).getByLabelText(/Details/);
    await user.clear(details);
    await user.type(details, 'Pinotage');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Pinotage')).toBeTruthy();
    expect(api.calls().find((call) => call.method === 'PATCH')?.body).toMatchObject({
      preference_value: 'Pinotage',
    });

    // The page is usable again once the closed dialog has given back focus and pointer events.
    await user.click(await screen.findByRole('button', { name: 'Delete Wine preference' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Memory' }));
    expect(await screen.findByText('No memories yet')).toBeTruthy();
  });
});
