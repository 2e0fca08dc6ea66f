/** Exponential back-off of spec 01 section 9: 200 ms, 400 ms, 800 ms, ... */
export function backoffDelayMs(attempt: number, baseMs = 200): number {
  return baseMs * 2 ** attempt;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface RetryOptions {
  /** Further tries after the first one. */
  retries: number;
  shouldRetry: (error: unknown) => boolean;
  baseMs?: number;
  wait?: (ms: number) => Promise<void>;
}

/** Runs `task`, and again after a growing pause while it fails with a retryable error. */
export async function withBackoff<T>(task: () => Promise<T>, options: RetryOptions): Promise<T> {
  const wait = options.wait ?? sleep;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= options.retries || !options.shouldRetry(error)) throw error;
      await wait(backoffDelayMs(attempt, options.baseMs));
    }
  }
}
