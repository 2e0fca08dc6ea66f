import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { type Executor, rowsOf, type Transaction } from '../../db/client';
import {
  auditLog,
  authSessions,
  emailConfirmations,
  refreshTokens,
  users,
} from '../../db/schema/auth';
import { publishUserChanged } from '../../platform/realtime/publish';
import { insertMemberProfile } from '../profile/profile.api';
import type { SessionLifetimes } from './session-lifetimes';
import type { Role } from './tokens';

/** A user as the auth service sees one (never leaves the server with its hash). */
export interface UserRecord {
  id: string;
  email: string;
  passwordHash: string;
  role: Role;
  userMetadata: { name?: string; full_name?: string };
  emailConfirmedAt: Date | null;
  createdAt: Date;
}

const userColumns = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  role: users.role,
  userMetadata: users.userMetadata,
  emailConfirmedAt: users.emailConfirmedAt,
  createdAt: users.createdAt,
};

export async function findUserByEmail(db: Executor, email: string): Promise<UserRecord | null> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.email, email));
  return row ?? null;
}

export async function findUserById(db: Executor, id: string): Promise<UserRecord | null> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function insertMember(
  tx: Transaction,
  input: {
    email: string;
    passwordHash: string;
    name?: string;
    role?: Role;
    now: Date;
    trialEndDate: Date;
    confirmed?: boolean;
  },
): Promise<UserRecord> {
  const metadata = input.name ? { name: input.name, full_name: input.name } : {};
  const [user] = await tx
    .insert(users)
    .values({
      email: input.email,
      passwordHash: input.passwordHash,
      role: input.role ?? 'member',
      userMetadata: metadata,
      emailConfirmedAt: input.confirmed ? input.now : null,
      confirmationSentAt: input.confirmed ? null : input.now,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning(userColumns);
  if (!user) return Promise.reject(new EmailTakenError());
  await insertMemberProfile(tx, {
    id: user.id,
    name: input.name ?? null,
    email: input.email,
    trialEndDate: input.trialEndDate,
    now: input.now,
  });
  return user;
}

export class EmailTakenError extends Error {}

export async function markEmailConfirmed(db: Executor, userId: string, now: Date) {
  await db
    .update(users)
    .set({ emailConfirmedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)));
}

export async function touchSignIn(db: Executor, userId: string, now: Date) {
  await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, userId));
}

export async function insertConfirmation(
  db: Executor,
  input: { userId: string; tokenHash: string; redirectTo: string; expiresAt: Date; now: Date },
) {
  await db.insert(emailConfirmations).values({ ...input, createdAt: input.now });
}

/** Locks a confirmation row for this transaction. */
export async function lockConfirmation(tx: Transaction, tokenHash: string) {
  const [row] = await tx
    .select({
      id: emailConfirmations.id,
      userId: emailConfirmations.userId,
      redirectTo: emailConfirmations.redirectTo,
      expiresAt: emailConfirmations.expiresAt,
      usedAt: emailConfirmations.usedAt,
    })
    .from(emailConfirmations)
    .where(eq(emailConfirmations.tokenHash, tokenHash))
    .for('update');
  return row ?? null;
}

export async function markConfirmationUsed(tx: Transaction, id: string, now: Date) {
  await tx.update(emailConfirmations).set({ usedAt: now }).where(eq(emailConfirmations.id, id));
}

/** Sets a new password; following a reset link also proves the address, so it counts as confirmed. */
export async function setPasswordHash(
  db: Executor,
  userId: string,
  passwordHash: string,
  now: Date,
) {
  await db
    .update(users)
    .set({
      passwordHash,
      emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

export async function insertSession(
  db: Executor,
  input: { userId: string; userAgent?: string; ip?: string; now: Date },
) {
  const [row] = await db
    .insert(authSessions)
    .values({
      userId: input.userId,
      userAgent: input.userAgent?.slice(0, 512) ?? null,
      ip: input.ip ?? null,
      createdAt: input.now,
    })
    .returning({ id: authSessions.id });
  return row!.id;
}

export async function insertRefreshToken(
  db: Executor,
  sessionId: string,
  tokenHash: string,
  now: Date,
) {
  await db.insert(refreshTokens).values({ sessionId, tokenHash, createdAt: now });
}

/** A session's last use: the last request the guard saw or refresh, else its sign-in (ADR 054). */
const lastUse = sql`coalesce(${authSessions.lastSeenAt}, ${authSessions.refreshedAt}, ${authSessions.createdAt})`;

/**
 * The usual refresh in one statement (ADR 027): an unused token of a session still active is
 * marked used, its session touched and its successor (`nextHash`, created at the same moment)
 * stored, atomically. Null when the token is unknown, spent or its session ended: the caller then
 * takes the locked path (lockRefreshToken), which tells a lost answer from a reuse. A concurrent
 * exchange of the same token waits for the row and then finds it used.
 */
export async function exchangeUnusedRefreshToken(
  db: Executor,
  tokenHash: string,
  nextHash: string,
  now: Date,
  lifetimes: SessionLifetimes,
): Promise<{ sessionId: string; userId: string } | null> {
  const at = now.toISOString();
  const bornAfter = new Date(now.getTime() - lifetimes.absoluteMs).toISOString();
  const seenAfter = new Date(now.getTime() - lifetimes.idleMs).toISOString();
  const result = await db.execute(sql`
    with used as (
      update refresh_tokens set used_at = ${at}
      from auth_sessions
      where refresh_tokens.token_hash = ${tokenHash}
        and refresh_tokens.used_at is null
        and auth_sessions.id = refresh_tokens.session_id
        and auth_sessions.revoked_at is null
        and auth_sessions.created_at > ${bornAfter}
        and ${lastUse} > ${seenAfter}
      returning refresh_tokens.session_id, auth_sessions.user_id
    ), touched as (
      update auth_sessions set refreshed_at = ${at}, last_seen_at = ${at}
      where id in (select session_id from used)
    )
    insert into refresh_tokens (session_id, token_hash, created_at)
    select session_id, ${nextHash}, ${at} from used
    returning session_id, (select user_id from used) as user_id`);
  const [row] = rowsOf<{ session_id: string; user_id: string }>(result);
  return row ? { sessionId: row.session_id, userId: row.user_id } : null;
}

/** The refresh token with its session, locked for this transaction. */
export async function lockRefreshToken(tx: Transaction, tokenHash: string) {
  const [row] = await tx
    .select({
      id: refreshTokens.id,
      usedAt: refreshTokens.usedAt,
      sessionId: authSessions.id,
      userId: authSessions.userId,
      sessionRevokedAt: authSessions.revokedAt,
      sessionCreatedAt: authSessions.createdAt,
      sessionLastSeenAt: sql<Date>`${lastUse}`.mapWith(authSessions.createdAt),
    })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update');
  return row ?? null;
}

/** The newest refresh token of a session (the one its last exchange handed out), locked. */
export async function lockNewestRefreshToken(tx: Transaction, sessionId: string) {
  const [row] = await tx
    .select({
      id: refreshTokens.id,
      createdAt: refreshTokens.createdAt,
      usedAt: refreshTokens.usedAt,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.sessionId, sessionId))
    // Of two minted in the same instant (a sign-in and an exchange), the unused one is newer.
    .orderBy(desc(refreshTokens.createdAt), sql`${refreshTokens.usedAt} is not null`)
    .limit(1)
    .for('update');
  return row ?? null;
}

/**
 * Retires a refresh token nobody received (see AuthService.refresh): spent as of `at`, the moment
 * of the exchange whose answer was lost, so sending it later counts as reuse.
 */
export async function retireRefreshToken(tx: Transaction, id: string, at: Date) {
  await tx.update(refreshTokens).set({ usedAt: at }).where(eq(refreshTokens.id, id));
}

export async function markRefreshTokenUsed(tx: Transaction, id: string, now: Date) {
  await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, id));
  await tx
    .update(authSessions)
    .set({ refreshedAt: now })
    .where(eq(authSessions.id, sql`(select session_id from refresh_tokens where id = ${id})`));
}

export type SessionSelector =
  { sessionId: string } | { userId: string } | { userId: string; exceptSessionId: string };

/** Revokes sessions (and with them every refresh token of their family). */
export async function revokeSessions(
  db: Executor,
  selector: SessionSelector,
  reason: string,
  now: Date,
) {
  const which =
    'sessionId' in selector
      ? eq(authSessions.id, selector.sessionId)
      : 'exceptSessionId' in selector
        ? and(
            eq(authSessions.userId, selector.userId),
            ne(authSessions.id, selector.exceptSessionId),
          )
        : eq(authSessions.userId, selector.userId);
  const revoked = await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(which, isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  return revoked.length;
}

/** A signed-in user as the auth guard needs one: no password hash. */
export type SessionUser = Omit<UserRecord, 'passwordHash'>;

const { passwordHash: _hash, ...userWithoutHash } = userColumns;
const sessionUserColumns = {
  ...userWithoutHash,
  sessionCreatedAt: authSessions.createdAt,
  sessionLastSeenAt: sql<Date>`${lastUse}`.mapWith(authSessions.createdAt),
};

/** The user of an active session, with when the session began and was last used. */
export type ActiveSessionUser = SessionUser & { sessionCreatedAt: Date; sessionLastSeenAt: Date };

const activeSessionUserQuery = (db: Executor) =>
  db
    .select(sessionUserColumns)
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.id, sql.placeholder('sessionId')),
        eq(authSessions.userId, sql.placeholder('userId')),
        isNull(authSessions.revokedAt),
      ),
    )
    .prepare('aurum_active_session_user');

/** Prepared once per database handle (node-postgres then prepares it once per connection). */
const preparedSessionQueries = new WeakMap<Executor, ReturnType<typeof activeSessionUserQuery>>();

/** The user of an active (not revoked) session, in one prepared query; null otherwise. */
export async function findActiveSessionUser(
  db: Executor,
  sessionId: string,
  userId: string,
): Promise<ActiveSessionUser | null> {
  let query = preparedSessionQueries.get(db);
  if (!query) {
    query = activeSessionUserQuery(db);
    preparedSessionQueries.set(db, query);
  }
  const [row] = await query.execute({ sessionId, userId });
  return row ?? null;
}

export async function audit(
  db: Executor,
  entry: {
    event: string;
    userId?: string | null;
    ip?: string;
    /** The browser that asked, shown as the device in the member's audit log (ADR 054). */
    userAgent?: string;
    details?: Record<string, unknown>;
    now: Date;
  },
) {
  await db.insert(auditLog).values({
    event: entry.event,
    userId: entry.userId ?? null,
    ip: entry.ip ?? null,
    userAgent: entry.userAgent?.slice(0, 512) ?? null,
    details: entry.details ?? {},
    createdAt: entry.now,
  });
}

/**
 * Gives an account a role (a staff promotion); its e-mail counts as confirmed from now on. Every
 * instance forgets the account's cached sessions when the transaction commits, so the new role
 * holds on the next request.
 */
export async function setRole(tx: Executor, user: UserRecord, role: Role, now: Date) {
  await tx
    .update(users)
    .set({ role, emailConfirmedAt: user.emailConfirmedAt ?? now, updatedAt: now })
    .where(eq(users.id, user.id));
  await publishUserChanged(tx, user.id);
}
