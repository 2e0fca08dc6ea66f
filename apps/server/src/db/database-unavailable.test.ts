import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseUnavailable', () => {
  it('knows a server that is gone, restarting, refusing or full', () => {
    for (const error of [
      pgError('ECONNREFUSED'),
      pgError('57P01', 'terminating connection due to administrator command'),
      pgError('57P03', 'the database system is starting up'),
      pgError('08006'),
      pgError('53300', 'sorry, too many clients already'),
      pgError('55000', 'database "aurum" is not currently accepting connections'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
      expect(isDatabaseUnavailable(wrapped(error)), `wrapped ${String(error)}`).toBe(true);
    }
  });

  it('leaves faults of the query or the code alone', () => {
    for (const error of [
      pgError('23505', 'duplicate key value violates unique constraint'),
      pgError('22021', 'invalid byte sequence for encoding "UTF8": 0x00'),
      pgError('55000', 'cannot refresh materialized view concurrently'),
      pgError('40P01', 'deadlock detected'),
      new TypeError('Cannot read properties of undefined'),
      wrapped(pgError('42P01', 'relation "nope" does not exist')),
      undefined,
      'Connection terminated',
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});
