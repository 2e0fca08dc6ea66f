import type { Executor, Transaction } from '../../db/client';
import { audit, findUserByEmail, insertMember, setRole, type UserRecord } from './auth.repo';

export { EmailTakenError } from './auth.repo';
export { hashPassword, isCommonPassword } from './passwords';

type Role = UserRecord['role'];

/**
 * Accounts made by someone other than the person (staff creating a provider's sign-in, the CLI
 * creating staff, the embedded demo): the auth module's face for other modules, the CLI and the
 * seed. Each runs in the caller's transaction; hash the password before opening it.
 */
export interface NewAccount {
  email: string;
  passwordHash: string;
  name: string;
  role: Role;
  now: Date;
  /** Defaults to now: staff and providers have no trial. */
  trialEndDate?: Date;
}

/** A confirmed account with its profile, and its audit event. Throws EmailTakenError. */
export async function createConfirmedAccount(
  tx: Transaction,
  account: NewAccount,
  event: { event: string; details: Record<string, unknown> },
): Promise<UserRecord> {
  const user = await insertMember(tx, {
    ...account,
    trialEndDate: account.trialEndDate ?? account.now,
    confirmed: true,
  });
  await audit(tx, { ...event, userId: user.id, now: account.now });
  return user;
}

export const findAccountByEmail = (db: Executor, email: string) => findUserByEmail(db, email);

/** Turns an existing account into staff, audited. */
export async function promoteToStaff(tx: Executor, user: UserRecord, now: Date, by: string) {
  await setRole(tx, user, 'staff', now);
  await audit(tx, {
    event: 'staff_promoted',
    userId: user.id,
    details: { from: user.role, by },
    now,
  });
}
