import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { decodeCursor, encodeCursor } from './keyset-cursor';

const ID = '6f1c2b8e-3d4a-4e5f-9a0b-1c2d3e4f5a6b';
const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function refusal(text: string) {
  try {
    decodeCursor(text);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    const { code, message, status } = error as AppError;
    return { code, message, status };
  }
  throw new Error(`accepted ${text}`);
}

describe('the staff queue cursor', () => {
  it.each([
    '2026-05-01 08:30:00.123456+00',
    '2026-05-01 08:30:00+02',
    '2026-05-01 08:30:00.5-05:30',
    '2024-02-29 23:59:59Z',
    '2026-05-01T08:30:00+0200',
  ])('reads back the position it wrote: %s', (createdAt) => {
    expect(decodeCursor(encodeCursor([createdAt, ID]))).toEqual([createdAt, ID]);
  });

  it.each([
    ['a month 13 and a time past midnight', ['2026-13-45 99:99:99', ID]],
    ['30 February', ['2026-02-30 10:00:00+00', ID]],
    ['29 February outside a leap year', ['2025-02-29 10:00:00+00', ID]],
    ['hour 24', ['2026-05-01 24:00:00+00', ID]],
    ['second 60', ['2026-05-01 10:00:60+00', ID]],
    ['year 0', ['0000-05-01 10:00:00+00', ID]],
    ['an offset of 16 hours', ['2026-05-01 10:00:00+16', ID]],
    ['no offset', ['2026-05-01 10:00:00', ID]],
    ['an id of dashes only', ['2026-05-01 10:00:00+00', '-'.repeat(36)]],
    ['an id that is no UUID', ['2026-05-01 10:00:00+00', 'x'.repeat(36)]],
    ['three parts', ['2026-05-01 10:00:00+00', ID, 1]],
    ['an object', { createdAt: '2026-05-01 10:00:00+00', id: ID }],
  ])('refuses %s with 400', (_case, value) => {
    expect(refusal(cursorOf(value))).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'The cursor is not valid',
      status: 400,
    });
  });

  it('refuses text that is not a cursor at all', () => {
    for (const text of ['abc', '', '%%%', Buffer.from('[1,').toString('base64url')]) {
      expect(refusal(text).status).toBe(400);
    }
  });
});
