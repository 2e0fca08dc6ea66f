import { AppError } from '../errors';

/**
 * A position in a list read newest first by (created_at, id): the staff queue, a member's
 * /request-status pages, the journal's entries. created_at at full precision (as text) and id.
 */
export type KeysetCursor = readonly [createdAt: string, id: string];

/** created_at as PostgreSQL prints a timestamptz, e.g. "2026-05-01 08:30:00.123456+00". */
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|[+-](\d{2})(?::?(\d{2}))?)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const badCursor = () => new AppError('VALIDATION_ERROR', 'The cursor is not valid', 400);

/** True when the text names a moment that exists: a real day, time and UTC offset. */
function isRealTimestamp(text: string): boolean {
  const parts = TIMESTAMP.exec(text);
  if (!parts) return false;
  const [year, month, day, hour, minute, second, offsetHours = 0, offsetMinutes = 0] = parts
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return (
    year! >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day &&
    hour! <= 23 &&
    minute! <= 59 &&
    second! <= 59 &&
    offsetHours <= 15 &&
    offsetMinutes <= 59
  );
}

/** The list position as the opaque text a client passes back as ?cursor=. */
export function encodeCursor(cursor: KeysetCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** The list position a cursor names; 400 for anything that is not one this server wrote. */
export function decodeCursor(text: string): KeysetCursor {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (
    Array.isArray(value) &&
    value.length === 2 &&
    typeof value[0] === 'string' &&
    isRealTimestamp(value[0]) &&
    typeof value[1] === 'string' &&
    UUID.test(value[1])
  ) {
    return [value[0], value[1]];
  }
  throw badCursor();
}
