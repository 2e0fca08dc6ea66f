import { describe, expect, it } from 'vitest';
import { openedNotification } from './opened-notification';

describe('openedNotification', () => {
  it('reads the id public/sw-push.js added to the address', () => {
    const id = '0b7c6a2e-3f1d-4c8e-9a55-2d1f0e9b7c11';
    expect(openedNotification(new URLSearchParams(`id=x&opened_notification=${id}`))).toBe(id);
  });

  it('takes nothing that is not a notification id', () => {
    for (const search of ['', 'opened_notification=', 'opened_notification=../read-all']) {
      expect(openedNotification(new URLSearchParams(search))).toBeNull();
    }
  });
});
