import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE, loadFormattingData, TIME_ZONE } from './locale';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('loadFormattingData', () => {
  it("makes a formatter in Aurum's locale and time zone after the current task", () => {
    vi.useFakeTimers();
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    loadFormattingData();
    expect(made).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(made).toHaveBeenCalledWith(LOCALE, { timeZone: TIME_ZONE });
  });
});
