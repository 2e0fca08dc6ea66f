import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useShownInSteps } from './use-shown-in-steps';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useShownInSteps', () => {
  it('shows one step at once and the rest a step per task, until all are shown', () => {
    const { result } = renderHook(() => useShownInSteps(20, 6));
    expect(result.current).toBe(6);
    const seen = [];
    for (let task = 0; task < 5; task++) {
      act(() => void vi.advanceTimersToNextTimer());
      seen.push(result.current);
    }
    expect(seen).toEqual([12, 18, 20, 20, 20]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows a short list whole, and items added later in steps too', () => {
    const { result, rerender } = renderHook(({ total }) => useShownInSteps(total, 6), {
      initialProps: { total: 4 },
    });
    expect(result.current).toBe(4);
    expect(vi.getTimerCount()).toBe(0);
    rerender({ total: 16 });
    expect(result.current).toBe(6);
    act(() => void vi.advanceTimersToNextTimer());
    expect(result.current).toBe(12);
    act(() => void vi.advanceTimersToNextTimer());
    expect(result.current).toBe(16);
  });

  it('shows nothing while there is nothing, then starts with one step', () => {
    const { result, rerender } = renderHook(({ total }) => useShownInSteps(total, 6), {
      initialProps: { total: 0 },
    });
    expect(result.current).toBe(0);
    rerender({ total: 24 });
    expect(result.current).toBe(6);
  });
});
