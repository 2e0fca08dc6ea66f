import {
  ADMIN_REQUEST_MESSAGES,
  type RequestCandidate,
} from '@aurum/shared/admin/requests-contract';
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

const night = sampleProvider({
  id: '7a000000-0000-4000-8000-000000000003',
  name: 'Cape Night Drivers',
  location: 'Cape Town',
  rating: 5,
});
/** As matching ranked them for an OR Tambo request: the metro area, then National. */
const candidate = (
  provider: typeof driver,
  location: string,
  already_asked = false,
): RequestCandidate => ({
  id: provider.id,
  name: provider.name,
  service_type: provider.service_type,
  location,
  price_range: '',
  description: '',
  rating: provider.rating,
  review_count: 0,
  response_time: '',
  already_asked,
});
const jhbDrivers = sampleProvider({
  id: '7a000000-0000-4000-8000-000000000004',
  name: 'Rand Chauffeurs',
  rating: 4.1,
});
const CANDIDATES = [candidate(jhbDrivers, 'Kempton Park'), candidate(driver, 'National', true)];

function serve(assign: (body: unknown) => Response) {
  return serveAdmin({
    'GET /api/admin/requests': () => jsonResponse(200, { items: [], next_cursor: null }),
    [`GET /api/admin/requests/${REQUEST_ID}`]: () =>
      jsonResponse(200, sampleRequest({ location: 'OR Tambo' })),
    [`GET /api/admin/requests/${REQUEST_ID}/candidates`]: () => jsonResponse(200, CANDIDATES),
    'GET /api/admin/providers': () => jsonResponse(200, [chef, night, driver, jhbDrivers]),
    [`POST /api/admin/requests/${REQUEST_ID}/assign`]: (_url, body) => assign(body),
  });
}

const optionTexts = (group: Element | null | undefined) =>
  [...(group?.querySelectorAll('option') ?? [])].map((option) => option.textContent);

describe('Assign provider', () => {
  it("lists matching's ranking first, says who was already asked, and the rest under show all", async () => {
    const { calls } = serve(() => jsonResponse(200, sampleRequest()));
    renderAdmin(`/admin?request=${REQUEST_ID}`);
    const select = (await screen.findByLabelText('Provider')) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    const groups = () => [...select.querySelectorAll('optgroup')];
    expect(groups().map((group) => group.label)).toEqual(['Matching Personal Driver providers']);
    expect(optionTexts(groups()[0])).toEqual([
      'Rand Chauffeurs · Kempton Park · 4.1★',
      'Cape Chauffeurs · National · 4.8★ · already asked',
    ]);
    expect(select.querySelector<HTMLOptionElement>(`option[value="${driver.id}"]`)?.disabled).toBe(
      true,
    );
    // The provider list is only read for "Show all providers".
    expect(calls().some((call) => call.url.startsWith('/api/admin/providers'))).toBe(false);

    await userEvent.click(screen.getByLabelText('Show all providers'));
    await waitFor(() => expect(groups()).toHaveLength(2));
    expect(groups()[1]!.label).toBe('Other providers');
    expect(optionTexts(groups()[1])).toEqual([
      'Cape Night Drivers · Cape Town · 5.0★',
      'Chef Anna · Cape Town · 5.0★',
    ]);

    await userEvent.selectOptions(select, jhbDrivers.id);
    await userEvent.click(screen.getByRole('button', { name: 'Assign provider' }));
    expect(await screen.findByText('Provider assigned')).toBeTruthy();
    const post = calls().find((call) => call.method === 'POST');
    expect(post?.url).toBe(`/api/admin/requests/${REQUEST_ID}/assign`);
    expect(post?.body).toEqual({
      serviceRequestId: REQUEST_ID,
      providerId: jhbDrivers.id,
      providerName: 'Rand Chauffeurs',
      serviceType: 'personal_driver',
      assignedBy: 'manual',
    });
  });

  it("asks for a provider, and shows 'Assignment Failed' with the server's message", async () => {
    const message = ADMIN_REQUEST_MESSAGES.alreadyAsked('Rand Chauffeurs');
    serve(() => jsonResponse(409, { code: 'ALREADY_ASKED', message }));
    renderAdmin(`/admin?request=${REQUEST_ID}`);
    const select = (await screen.findByLabelText('Provider')) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    await userEvent.click(screen.getByRole('button', { name: 'Assign provider' }));
    expect(await screen.findByText('Choose a provider to assign')).toBeTruthy();
    await userEvent.selectOptions(select, jhbDrivers.id);
    await userEvent.click(screen.getByRole('button', { name: 'Assign provider' }));
    expect(await screen.findByText('Assignment Failed')).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
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
