import { z } from 'zod';

/** One signed-in device of the member (GET /auth/v1/sessions, ADR 054). */
export interface MemberSession {
  id: string;
  /** E.g. "Chrome 131", or "Unknown browser". */
  browser: string;
  /** E.g. "macOS", "iOS 17.1", or "Unknown system". */
  os: string;
  device: 'desktop' | 'mobile' | 'tablet' | 'other';
  /** Never a guessed city: "Unknown location", or the address's kind ("Private network"). */
  location: string;
  signed_in_at: string;
  /** The last request or refresh, kept to the minute; the sign-in time until then. */
  last_seen_at: string;
  /** The device that asked. */
  current: boolean;
}

/** One row of the member's own audit log (GET /auth/v1/audit). */
export interface AuditLogEntry {
  id: string;
  event: string;
  label: string;
  /** "Chrome on macOS", or "Unknown device" when the row has no user agent. */
  device: string;
  created_at: string;
  /** A refusal (failed sign-in, wrong code) rather than something the member did. */
  failed: boolean;
}

export interface AuditLogPage {
  items: AuditLogEntry[];
  total: number;
  page: number;
  per_page: number;
}

export const AUDIT_PAGE_SIZE = 20;
export const AUDIT_MAX_PAGE_SIZE = 100;

const pageNumber = (name: string, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .max(max, `${name} must be at most ${max}`);

export const auditLogQuerySchema = z.object({
  page: pageNumber('page', 10_000).default(1),
  per_page: pageNumber('per_page', AUDIT_MAX_PAGE_SIZE).default(AUDIT_PAGE_SIZE),
});

/** A session id in a path: a UUID (anything else answers 400). */
export const sessionIdParamsSchema = z.object({ id: z.uuid() });

/** A member id in a staff path. */
export const memberIdParamsSchema = z.object({ id: z.uuid() });

/** What staff ending a member's sessions answers. */
export interface StaffSessionsEnded {
  ended: number;
}
