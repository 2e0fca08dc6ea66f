import { describe, expect, it } from 'vitest';
import { memberOwnedTables } from '../../db/member-owned-tables';
import { EXPORT_COVERAGE, NOT_MEMBER_DATA } from './export-coverage';

/**
 * The export's completeness (issue 26, ADR 055): every table with a column referencing users.id
 * is either covered by an area's export (and its deletion) or listed, with a reason, as not the
 * member's data. A new member-owned table (journal, mood, goals, routines, RSVPs, partner space,
 * cases, second factors...) fails here until its area adds it to its `*_EXPORT_TABLES`, with an
 * export and a forget function, or to NOT_MEMBER_DATA.
 */
describe('the data export covers every member-owned table', () => {
  const derived = memberOwnedTables().map((table) => table.name);
  const covered = Object.values(EXPORT_COVERAGE).flat();

  it('finds the member-owned tables from the schema (users and what references it)', () => {
    expect(derived).toEqual(
      expect.arrayContaining(['users', 'auth_sessions', 'profiles', 'payments', 'vault_items']),
    );
    // Tables without a member column are not member-owned.
    expect(derived).not.toContain('jobs');
    expect(derived).not.toContain('rate_limits');
    expect(derived).not.toContain('refresh_tokens');
  });

  it('has every member-owned table in an area export or in NOT_MEMBER_DATA', () => {
    const accounted = new Set([...covered, ...Object.keys(NOT_MEMBER_DATA)]);
    const missing = derived.filter((name) => !accounted.has(name));
    expect(missing, 'member-owned tables missing from the data export').toEqual([]);
  });

  it('declares only real member-owned tables, each once', () => {
    const declared = [...covered, ...Object.keys(NOT_MEMBER_DATA)];
    expect(declared.filter((name) => !derived.includes(name))).toEqual([]);
    expect(new Set(declared).size).toBe(declared.length);
  });
});
