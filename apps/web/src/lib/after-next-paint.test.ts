import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, HIDDEN_PAGE_WAIT_MS } from './after-next-paint';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterNextPaint', () => {
  it('runs the task once, after the next frame', () => {
    vi.useFakeTimers();
    let frame: FrameRequestCallback | undefined;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frame = callback;
      return 1;
    });
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersByTime(10);
    expect(task).not.toHaveBeenCalled();
    frame!(16);
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(HIDDEN_PAGE_WAIT_MS);
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs it anyway when no frame comes (a page in a background tab)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 1);
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersByTime(HIDDEN_PAGE_WAIT_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });
});
