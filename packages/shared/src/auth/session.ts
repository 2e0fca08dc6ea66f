import { z } from 'zod';

export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  email_confirmed_at: z.string().nullable(),
  role: z.enum(['member', 'provider', 'staff']),
  user_metadata: z.object({ name: z.string().optional(), full_name: z.string().optional() }),
  created_at: z.string(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/**
 * The session shape of the auth API (spec 01 section 3). The token endpoint also says whether
 * the member still has to onboard, so the app's gate needs no request of its own (ADR 022).
 */
export const sessionSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number(),
  expires_at: z.number(),
  refresh_token: z.string(),
  user: authUserSchema,
  needs_onboarding: z.boolean().optional(),
  /** This sign-in ended a pending account deletion (ADR 055): the app says so. */
  account_restored: z.boolean().optional(),
});
export type Session = z.infer<typeof sessionSchema>;

/** POST /auth/v1/signup: the new account, no session until its e-mail address is confirmed. */
export interface SignUpResult {
  user: AuthUser;
  session: null;
  confirmation_sent_at: string | null;
}

/** Every error answer of the API. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  attempts_remaining: z.number().optional(),
  retry_after_seconds: z.number().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
