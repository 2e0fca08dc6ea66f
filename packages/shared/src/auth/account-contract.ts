import { z } from 'zod';
import { emailSchema, newPasswordSchema } from './auth-contract';
import { ACCOUNT_TEXTS } from './account-texts';
import type { AuthUser } from './session';

/**
 * PUT /auth/v1/user (ADR 051, GoTrue's updateUser): the signed-in member changes one thing at a
 * time, the password or the e-mail address, after re-authenticating (ASVS 7.5.1).
 */
export const updateUserBodySchema = z
  .object({ password: newPasswordSchema.optional(), email: emailSchema.optional() })
  .strict()
  .refine((body) => (body.password === undefined) !== (body.email === undefined), {
    message: ACCOUNT_TEXTS.oneChangeAtATime,
  });
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** The password changed: how many other devices are still signed in (ASVS 7.4.3 offers to end them). */
export interface PasswordChangedAnswer {
  user: AuthUser;
  other_sessions: number;
}

/** A change of address was asked for: the new address has a link; nothing changed yet. */
export interface EmailChangeRequestedAnswer {
  user: AuthUser;
  new_email: string;
  email_change_sent_at: string;
}

/** The e-mail change link's token (GET query or POST body of /auth/v1/user/email/confirm). */
export const emailChangeTokenSchema = z.object({
  token: z.string({ error: 'The link token is missing' }).min(1).max(200),
});

/** The new address a followed link confirmed. */
export interface EmailChangedAnswer {
  email: string;
}

/** A new password typed twice (change password, reset page); the sign-up form asks once. */
export const newPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    message: ACCOUNT_TEXTS.passwordsDiffer,
    path: ['confirm'],
  });

/** The change-email form. */
export const changeEmailFormSchema = z.object({ email: emailSchema });
