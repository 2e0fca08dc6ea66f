import {
  emailSchema,
  newPasswordSchema,
  signInSchema,
  signUpFormSchema,
} from '@aurum/shared/auth/auth-contract';
import { RECOVERY_TEXTS } from '@aurum/shared/auth/auth-messages';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';

/** The auth forms' checks: the shared schemas, loaded after the page (lazyResolver, ADR 022). */
export const signInResolver = zodResolver(signInSchema);
export const signUpResolver = zodResolver(signUpFormSchema);
export const forgotPasswordResolver = zodResolver(z.object({ email: emailSchema }));
export const newPasswordResolver = zodResolver(
  z
    .object({ password: newPasswordSchema, confirm: z.string() })
    .refine((values) => values.password === values.confirm, {
      message: RECOVERY_TEXTS.passwordsDiffer,
      path: ['confirm'],
    }),
);
