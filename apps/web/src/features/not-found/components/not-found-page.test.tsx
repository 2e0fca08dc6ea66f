import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { renderRoutes, signedOut } from '../../../testing/render';
import { NotFoundPage } from './not-found-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('NotFoundPage', () => {
  it('says the page is missing, links home and logs the visit', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = mockFetch(() => jsonResponse(204));
    renderRoutes([{ path: '*', element: <NotFoundPage /> }], {
      path: '/no-such-place',
      auth: signedOut(),
    });

    expect(screen.getByRole('heading', { name: '404' })).toBeTruthy();
    expect(screen.getByText('Oops! Page not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(calls()).toHaveLength(1));
    expect(calls()[0]).toMatchObject({
      url: '/api/telemetry/not-found',
      method: 'POST',
      body: { path: '/no-such-place' },
    });
    expect(error).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route:',
      '/no-such-place',
    );
  });
});
