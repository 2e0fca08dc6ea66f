import { QueryBuilder } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/auth';

const qb = new QueryBuilder();

/**
 * Accounts as other modules may join them for display (ADR 042): id, e-mail, the name given at
 * sign-up (metadata), role and since when. A subquery PostgreSQL inlines, so a join through it
 * plans as a join on `users` itself; passwords and tokens are not in it.
 */
export const accounts = qb
  .select({
    id: users.id,
    email: users.email,
    userMetadata: users.userMetadata,
    role: users.role,
    createdAt: users.createdAt,
  })
  .from(users)
  .as('accounts');
