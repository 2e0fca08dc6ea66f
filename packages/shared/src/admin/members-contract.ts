import { z } from 'zod';
import { searchParam } from './list-query-contract';

/** GET /api/admin/members. */
export const memberListQuerySchema = z.object({ q: searchParam });
export type MemberListQuery = z.input<typeof memberListQuerySchema>;

export const MEMBER_LIST_LIMIT = 200;

export interface AdminMember {
  id: string;
  name: string | null;
  email: string;
  /** membership_tier: trial, gold, platinum, black. */
  tier: string;
  verification: string;
  created_at: string;
  /** Requests filed since the start of this month (Johannesburg time). */
  requests_this_month: number;
}
