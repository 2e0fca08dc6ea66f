import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../testing/fetch-mock';
import { renderAdmin, sampleProvider, serveAdmin } from '../../../testing/admin-test-server';

beforeEach(() => toast.dismiss());
afterEach(() => vi.unstubAllGlobals());

const existing = sampleProvider({
  id: '7a000000-0000-4000-8000-000000000001',
  name: 'Cape Chauffeurs',
});

function serve(create: (body: Record<string, unknown>) => Response) {
  return serveAdmin({
    'GET /api/admin/providers': () => jsonResponse(200, [existing]),
    'GET /api/admin/categories': () => jsonResponse(200, []),
    'POST /api/admin/providers': (_url, body) => create(body as Record<string, unknown>),
    [`POST /api/admin/providers/${existing.id}/deactivate`]: () =>
      jsonResponse(200, { ...existing, is_active: false }),
  });
}

async function fillNewProvider() {
  await userEvent.click(await screen.findByRole('button', { name: 'New provider' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'New provider' }));
  await userEvent.type(dialog.getByLabelText('Name'), 'Karoo Skies Chauffeurs');
  await userEvent.type(dialog.getByLabelText('Contact e-mail'), 'desk@karooskies.example.co.za');
  await userEvent.selectOptions(dialog.getByLabelText('Service type'), 'Personal Driver');
  await userEvent.selectOptions(dialog.getByLabelText('Location'), 'Stellenbosch');
  await userEvent.type(dialog.getByLabelText('Lowest price (R)'), '1200');
  return dialog;
}

describe('Providers', () => {
  it('adds a provider with the price in cents and every field', async () => {
    const { calls } = serve((body) => jsonResponse(201, sampleProvider({ ...body, id: 'new' })));
    renderAdmin('/admin?section=providers');
    expect(await screen.findByText('Cape Chauffeurs')).toBeTruthy();
    const dialog = await fillNewProvider();
    // The rating is the reviews' (ADR 014): staff have none to type or send.
    expect(dialog.getByLabelText('Years of experience')).toBeTruthy();
    expect(dialog.queryByLabelText(/Rating/)).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Add provider' }));
    expect(await screen.findByText('Provider added')).toBeTruthy();
    const post = calls().find((call) => call.method === 'POST');
    expect(post?.body).not.toHaveProperty('rating');
    expect(post?.body).toMatchObject({
      name: 'Karoo Skies Chauffeurs',
      contact_email: 'desk@karooskies.example.co.za',
      service_type: 'personal_driver',
      location: 'Stellenbosch',
      price_from_cents: 120000,
      category_id: null,
      is_active: true,
      completed_jobs: 0,
    });
  });

  it("shows the server's 409 under the contact e-mail", async () => {
    serve(() =>
      jsonResponse(409, {
        code: 'PROVIDER_EMAIL_TAKEN',
        message: 'A provider with this contact e-mail already exists.',
        errors: { contact_email: 'A provider with this contact e-mail already exists.' },
      }),
    );
    renderAdmin('/admin?section=providers');
    const dialog = await fillNewProvider();
    await userEvent.click(dialog.getByRole('button', { name: 'Add provider' }));
    expect(
      await dialog.findByText('A provider with this contact e-mail already exists.'),
    ).toBeTruthy();
    expect(dialog.getByLabelText('Contact e-mail').getAttribute('aria-invalid')).toBe('true');
  });

  it('deactivates a provider', async () => {
    const { calls } = serve(() => jsonResponse(500, {}));
    renderAdmin('/admin?section=providers');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Deactivate Cape Chauffeurs' }),
    );
    expect(await screen.findByText('Provider deactivated')).toBeTruthy();
    await waitFor(() =>
      expect(calls().some((call) => call.url.endsWith(`/${existing.id}/deactivate`))).toBe(true),
    );
  });
});
