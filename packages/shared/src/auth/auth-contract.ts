import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './auth-rules';
import { passwordRuleTests } from './password-strength';

/** Texts of spec 01 section 5, in the order the rules are checked (first error per field wins). */
export const VALIDATION_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: `Email must be at most ${EMAIL_MAX_LENGTH} characters`,
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordLowercase: 'Password must contain at least one lowercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordSpecial: 'Password must contain at least one special character (!@#$%^&*(),.?":{}|<>)',
  passwordCommon: 'This password is too common. Please choose one that is harder to guess',
  nameTooShort: `Name must be at least ${NAME_MIN_LENGTH} characters`,
  nameTooLong: `Name must be less than ${NAME_MAX_LENGTH} characters`,
  nameCharacters: 'Name can only contain letters, spaces, hyphens, and apostrophes',
  phoneInvalid: 'Please enter a valid phone number',
} as const;

const M = VALIDATION_MESSAGES;

/** A loose, practical address check: something@domain.tld without spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** Letters of any alphabet (with their accents), spaces, hyphens and apostrophes. */
const NAME_PATTERN = /^[\p{L}\p{M}\s'’-]+$/u;
/** Spec 01 section 5: optional leading plus, first digit 1-9, then up to 15 digits. */
export const PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;

const requiredText = (message: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? message : `${message} as text`) });

export const emailSchema = requiredText(M.emailRequired)
  .trim()
  .toLowerCase()
  .min(1, M.emailRequired)
  .max(EMAIL_MAX_LENGTH, M.emailTooLong)
  .regex(EMAIL_PATTERN, M.emailInvalid);

export const newPasswordSchema = requiredText(M.passwordRequired).superRefine((password, ctx) => {
  const message = newPasswordProblem(password);
  if (message) ctx.addIssue({ code: 'custom', message });
});

/** The first rule a new password breaks, or null. */
export function newPasswordProblem(password: string): string | null {
  const { isUpper, isLower, isDigit, isSpecial } = passwordRuleTests;
  const chars = [...password];
  if (password.length === 0) return M.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return M.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return M.passwordTooLong;
  if (!chars.some(isUpper)) return M.passwordUppercase;
  if (!chars.some(isLower)) return M.passwordLowercase;
  if (!chars.some(isDigit)) return M.passwordNumber;
  if (!chars.some(isSpecial)) return M.passwordSpecial;
  return null;
}

/** The first rule a name breaks, or null; an empty name is allowed (the field is optional). */
export function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return null;
  if (trimmed.length < NAME_MIN_LENGTH) return M.nameTooShort;
  if (trimmed.length > NAME_MAX_LENGTH) return M.nameTooLong;
  if (!NAME_PATTERN.test(trimmed)) return M.nameCharacters;
  return null;
}

export const optionalNameSchema = z
  .string({ error: 'Name must be text' })
  .trim()
  .superRefine((name, ctx) => {
    const message = nameProblem(name);
    if (message) ctx.addIssue({ code: 'custom', message });
  })
  .optional();

export const phoneSchema = z.string().trim().regex(PHONE_PATTERN, M.phoneInvalid);

export const signInSchema = z.object({
  email: emailSchema,
  password: requiredText(M.passwordRequired)
    .min(1, M.passwordRequired)
    .max(PASSWORD_MAX_LENGTH * 4, M.passwordTooLong),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** The sign-up form as a member fills it in. */
export const signUpFormSchema = z.object({
  name: optionalNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});
export type SignUpForm = z.infer<typeof signUpFormSchema>;

/** POST /auth/v1/signup body (spec 01 section 7). */
export const signUpBodySchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  data: z
    .object({ name: optionalNameSchema, full_name: optionalNameSchema })
    .optional()
    .default({}),
  redirect_to: z.string().max(2048).optional(),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

export const refreshBodySchema = z.object({
  refresh_token: z.string().min(1).max(512).optional(),
});

export const resendBodySchema = z.object({
  type: z.literal('signup', { error: 'Only signup confirmations can be resent' }),
  email: emailSchema,
  redirect_to: z.string().max(2048).optional(),
});

/** POST /auth/v1/recover body (ADR 050): asks for a password reset link. */
export const recoverBodySchema = z.object({
  email: emailSchema,
  redirect_to: z.string().max(2048).optional(),
});
export type RecoverBody = z.infer<typeof recoverBodySchema>;

/** POST /auth/v1/recover/complete body (ADR 050): the link's token and the new password. */
export const recoverCompleteBodySchema = z.object({
  token: z.string({ error: 'The reset token is missing' }).min(1).max(200),
  password: newPasswordSchema,
});
export type RecoverCompleteBody = z.infer<typeof recoverCompleteBodySchema>;

export const logoutScopeSchema = z.enum(['global', 'local', 'others'], {
  error: 'Sign-out scope must be global, local or others',
});
export type LogoutScope = z.infer<typeof logoutScopeSchema>;

/** Field name -> first message, as spec 01 section 5 shows only the first error per field. */
export function firstErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** POST /auth/v1/reauthenticate body (issue 26): the account's current password. */
export const reauthenticateBodySchema = z.object({
  password: z
    .string({ error: 'Please enter your password' })
    .min(1, 'Please enter your password')
    .max(1024),
});
export type ReauthenticateBody = z.infer<typeof reauthenticateBodySchema>;
