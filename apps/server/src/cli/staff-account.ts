import {
  emailSchema,
  newPasswordSchema,
  VALIDATION_MESSAGES,
} from '@aurum/shared/auth/auth-contract';
import { requiredNameSchema } from '@aurum/shared/admin/providers-contract';
import type { z } from 'zod';
import type { Database } from '../db/client';
import type { SealedBox } from '../platform/crypto/sealed-box';
import {
  createConfirmedAccount,
  EmailTakenError,
  enrolTotpWithSecret,
  findAccountByEmail,
  hashPassword,
  isCommonPassword,
  isUsableTotpSecret,
  promoteToStaff,
} from '../modules/auth/accounts.service';

export interface StaffAccountInput {
  email?: string;
  password?: string;
  name?: string;
  /** Turn an existing account into staff instead of refusing its e-mail. */
  promote?: boolean;
  /** A base32 authenticator secret turned on at once (ADR 052). */
  totpSecret?: string;
}

export type StaffAccountResult =
  | { ok: true; action: 'created' | 'promoted' | 'unchanged'; userId: string; email: string }
  | { ok: false; problems: string[] };

const firstMessage = (schema: z.ZodType, value: unknown, field: string) => {
  const result = schema.safeParse(value);
  return result.success ? null : `${field}: ${result.error.issues[0]?.message ?? 'is not valid'}`;
};

/** What is wrong with the input before the database is asked (a promotion needs only the e-mail). */
export function staffInputProblems(input: StaffAccountInput): string[] {
  const problems = [firstMessage(emailSchema, input.email ?? '', '--email')];
  if (!input.promote) problems.push(...newAccountProblems(input));
  if (input.totpSecret !== undefined && !isUsableTotpSecret(input.totpSecret)) {
    problems.push('--totp-secret: must be base32 of at least 128 bits (26 characters or more)');
  }
  return problems.filter((problem): problem is string => problem !== null);
}

function newAccountProblems(input: StaffAccountInput): string[] {
  const problems = [
    firstMessage(newPasswordSchema, input.password ?? '', '--password'),
    firstMessage(requiredNameSchema, input.name ?? '', '--name'),
  ].filter((problem): problem is string => problem !== null);
  if (problems.length === 0 && isCommonPassword(input.password!)) {
    problems.push(`--password: ${VALIDATION_MESSAGES.passwordCommon}`);
  }
  return problems;
}

/**
 * Creates a confirmed staff account (the first one, or another), or with `promote` makes an
 * existing account staff. Input is checked with the same rules as sign-up.
 */
export async function createStaffAccount(
  db: Database,
  input: StaffAccountInput,
  now = new Date(),
  box?: SealedBox,
): Promise<StaffAccountResult> {
  if (input.totpSecret !== undefined && !isUsableTotpSecret(input.totpSecret)) {
    return { ok: false, problems: ['--totp-secret: must be base32 of at least 128 bits'] };
  }
  const result = await createOrPromote(db, input, now);
  if (result.ok && input.totpSecret && box) {
    const { userId } = result;
    const secret = input.totpSecret;
    await db.transaction((tx) => enrolTotpWithSecret(tx, box, { userId, secret, now, by: 'cli' }));
  }
  return result;
}

async function createOrPromote(
  db: Database,
  input: StaffAccountInput,
  now: Date,
): Promise<StaffAccountResult> {
  const emailProblem = firstMessage(emailSchema, input.email ?? '', '--email');
  if (emailProblem) return { ok: false, problems: [emailProblem] };
  const email = emailSchema.parse(input.email);

  const existing = await findAccountByEmail(db, email);
  if (existing) {
    if (!input.promote) {
      return {
        ok: false,
        problems: [`An account with ${email} already exists. Add --promote to make it staff.`],
      };
    }
    if (existing.role === 'staff') {
      return { ok: true, action: 'unchanged', userId: existing.id, email };
    }
    await db.transaction((tx) => promoteToStaff(tx, existing, now, 'cli'));
    return { ok: true, action: 'promoted', userId: existing.id, email };
  }

  const problems = newAccountProblems(input);
  if (problems.length > 0) return { ok: false, problems };

  const passwordHash = await hashPassword(input.password!);
  try {
    const user = await db.transaction((tx) =>
      createConfirmedAccount(
        tx,
        { email, passwordHash, name: requiredNameSchema.parse(input.name), role: 'staff', now },
        { event: 'staff_created', details: { by: 'cli' } },
      ),
    );
    return { ok: true, action: 'created', userId: user.id, email };
  } catch (error) {
    if (error instanceof EmailTakenError) {
      return { ok: false, problems: [`An account with ${email} already exists.`] };
    }
    throw error;
  }
}
