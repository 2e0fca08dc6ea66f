import { describe, expect, it, vi } from 'vitest';
import { onFirstUse } from './on-first-use';

describe('onFirstUse', () => {
  it('makes nothing until first asked, then makes once and keeps it', () => {
    const make = vi.fn(() => new Intl.NumberFormat('en-ZA'));
    const formatter = onFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    const first = formatter();
    expect(formatter()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
