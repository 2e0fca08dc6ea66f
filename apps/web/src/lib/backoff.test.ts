import { describe, expect, it, vi } from 'vitest';
import { ApiError, isRetryable } from './api-error';
import { backoffDelayMs, withBackoff } from './backoff';

describe('backoff', () => {
  it('doubles from 200 ms', () => {
    expect([0, 1, 2, 3].map((attempt) => backoffDelayMs(attempt))).toEqual([200, 400, 800, 1600]);
  });

  it('retries 5xx answers but gives up at once on a 4xx', async () => {
    const waits: number[] = [];
    const wait = vi.fn((ms: number) => {
      waits.push(ms);
      return Promise.resolve();
    });
    const serverDown = new ApiError(503, { code: 'GENERIC_ERROR', message: 'down' });
    const refused = new ApiError(401, { code: 'AUTH_INVALID_REFRESH_TOKEN', message: 'no' });

    const flaky = vi.fn().mockRejectedValueOnce(serverDown).mockResolvedValueOnce('ok');
    await expect(withBackoff(flaky, { retries: 3, shouldRetry: isRetryable, wait })).resolves.toBe(
      'ok',
    );
    expect(waits).toEqual([200]);

    const denied = vi.fn().mockRejectedValue(refused);
    await expect(withBackoff(denied, { retries: 3, shouldRetry: isRetryable, wait })).rejects.toBe(
      refused,
    );
    expect(denied).toHaveBeenCalledTimes(1);
  });
});
