import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from './offline-banner';

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('OfflineBanner', () => {
  it('appears while the browser is offline and leaves when the connection returns', () => {
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();

    goOnline(false);
    expect(screen.getByRole('status').textContent).toBe(
      "You're offline. Some features may be unavailable until your connection returns.",
    );

    goOnline(true);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows at once when the page opens offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toBeTruthy();
  });
});
