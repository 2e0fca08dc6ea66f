import { MEMBER_TIME_ZONE } from '@aurum/shared/time/member-time';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE, TIME_ZONE } from '@aurum/shared/format/locale';
import { loadFormattingData } from './locale';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it("formats in the member's time zone the shared rules use", () => {
  expect(TIME_ZONE).toBe(MEMBER_TIME_ZONE);
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
