import type { Executor, Transaction } from '../../db/client';
import { Secret } from 'otpauth';
import { sealMemberText } from '../../platform/crypto/member-text';
import type { SealedBox } from '../../platform/crypto/sealed-box';
import { putConfirmedTotp } from './two-factor.repo';
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

/** Whether a base32 TOTP secret is usable (at least 128 bits, RFC 4226 section 4). */
export function isUsableTotpSecret(secret: string) {
  try {
    return Secret.fromBase32(secret).bytes.length >= 16;
  } catch {
    return false;
  }
}

/**
 * Gives an account an authenticator app that is on at once, with a secret the caller chose (the
 * staff CLI's --totp-secret, so a team's first staff account can open the console, ADR 052).
 */
export async function enrolTotpWithSecret(
  tx: Executor,
  box: SealedBox,
  input: { userId: string; secret: string; now: Date; by: string },
) {
  const sealed = sealMemberText(
    box,
    { table: 'totp_factors', rowId: input.userId },
    input.secret.toUpperCase(),
  );
  await putConfirmedTotp(tx, {
    userId: input.userId,
    sealedSecret: sealed.sealedData,
    keyId: sealed.keyId,
    now: input.now,
  });
  await audit(tx, {
    event: 'mfa_enrolled',
    userId: input.userId,
    details: { type: 'totp', by: input.by },
    now: input.now,
  });
}
