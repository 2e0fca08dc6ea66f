import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../testing/fetch-mock';
import {
  REQUEST_ID,
  renderAdmin,
  sampleProvider,
  sampleRequest,
  serveAdmin,
} from '../../../testing/admin-test-server';

beforeEach(() => toast.dismiss());
afterEach(() => vi.unstubAllGlobals());

const driver = sampleProvider({
  id: '7a000000-0000-4000-8000-000000000001',
  name: 'Cape Chauffeurs',
  contact_email: 'desk@capechauffeurs.example.co.za',
  rating: 4.8,
});
const chef = sampleProvider({
  id: '7a000000-0000-4000-8000-000000000002',
  name: 'Chef Anna',
  service_type: 'private_chef',
  rating: 5,
});

function serve(assign: (body: unknown) => Response) {
  return serveAdmin({
    'GET /api/admin/requests': () => jsonResponse(200, { items: [], next_cursor: null }),
    [`GET /api/admin/requests/${REQUEST_ID}`]: () => jsonResponse(200, sampleRequest()),
    'GET /api/admin/providers': () => jsonResponse(200, [chef, driver]),
    [`POST /api/admin/requests/${REQUEST_ID}/assign`]: (_url, body) => assign(body),
  });
}

describe('Assign provider', () => {
  it('lists providers of the service type first and sends the assign-provider-manually body', async () => {
    const { calls } = serve(() =>
      jsonResponse(
        200,
        sampleRequest({ provider: { ...driver, contact_phone: '', price_range: '' } }),
      ),
    );
    renderAdmin(`/admin?request=${REQUEST_ID}`);
    const select = (await screen.findByLabelText('Provider')) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    const groups = [...select.querySelectorAll('optgroup')].map((group) => group.label);
    expect(groups).toEqual(['Personal Driver providers', 'Other providers']);
    expect(select.querySelector('optgroup')?.textContent).toContain('Cape Chauffeurs');

    await userEvent.click(screen.getByRole('button', { name: 'Assign provider' }));
    expect(await screen.findByText('Choose a provider to assign')).toBeTruthy();

    await userEvent.selectOptions(select, driver.id);
    await userEvent.click(screen.getByRole('button', { name: 'Assign provider' }));
    expect(await screen.findByText('Provider assigned')).toBeTruthy();
    const post = calls().find((call) => call.method === 'POST');
    expect(post?.url).toBe(`/api/admin/requests/${REQUEST_ID}/assign`);
    expect(post?.body).toEqual({
      serviceRequestId: REQUEST_ID,
      providerId: driver.id,
      providerName: 'Cape Chauffeurs',
      providerEmail: 'desk@capechauffeurs.example.co.za',
      serviceType: 'personal_driver',
      assignedBy: 'manual',
    });
  });

  it("shows 'Assignment Failed' with the server's message", async () => {
    serve(() =>
      jsonResponse(500, {
        code: 'ASSIGNMENT_FAILED',
        message: 'Failed to assign provider. Please try again.',
      }),
    );
    renderAdmin(`/admin?request=${REQUEST_ID}`);
    const select = (await screen.findByLabelText('Provider')) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    await userEvent.selectOptions(select, driver.id);
    await userEvent.click(screen.getByRole('button', { name: 'Assign provider' }));
    expect(await screen.findByText('Assignment Failed')).toBeTruthy();
    expect(screen.getByText('Failed to assign provider. Please try again.')).toBeTruthy();
  });

  it('says why no provider can be assigned to a confirmed request', async () => {
    serveAdmin({
      'GET /api/admin/requests': () => jsonResponse(200, { items: [], next_cursor: null }),
      [`GET /api/admin/requests/${REQUEST_ID}`]: () =>
        jsonResponse(200, sampleRequest({ confirmation_status: 'confirmed' })),
      'GET /api/admin/providers': () => jsonResponse(200, [driver]),
    });
    renderAdmin(`/admin?request=${REQUEST_ID}`);
    expect(await screen.findByText('A provider has confirmed this request.')).toBeTruthy();
    expect(screen.queryByLabelText('Provider')).toBeNull();
    expect(
      (screen.getByRole('button', { name: 'Mark completed' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(
      (screen.getByRole('button', { name: 'Mark in progress' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });
});
