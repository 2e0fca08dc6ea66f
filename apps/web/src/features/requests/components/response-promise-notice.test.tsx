import type { ServiceRequestDetail } from '@aurum/shared/requests/request-contract';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResponsePromiseNotice } from './response-promise-notice';

const request = (promise: ServiceRequestDetail['response_promise']) =>
  ({ id: 'r1', response_promise: promise }) as ServiceRequestDetail;

describe('ResponsePromiseNotice', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // A Sunday night in Johannesburg (21:23 UTC = 23:23 SAST).
    vi.setSystemTime(new Date('2026-11-29T21:23:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('counts down to the promised answer, live', () => {
    render(
      <ResponsePromiseNotice
        request={request({
          waiting_on: 'provider',
          due_at: '2026-11-29T22:35:00.000Z',
          overdue: false,
        })}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Provider asked to confirm by 00:35 · 1 h 12 min left',
    );
    act(() => vi.advanceTimersByTime(30 * 60_000));
    expect(screen.getByRole('status').textContent).toBe(
      'Provider asked to confirm by 00:35 · 42 min left',
    );
  });

  it('says the concierge team took over, and shows nothing once answered', () => {
    const { rerender } = render(
      <ResponsePromiseNotice
        request={request({ waiting_on: 'concierge', due_at: null, overdue: true })}
      />,
    );
    expect(screen.getByRole('status').textContent).toMatch(/concierge team is finding one/);
    rerender(<ResponsePromiseNotice request={request(null)} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
