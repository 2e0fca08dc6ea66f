import { newPasswordFormSchema } from '@aurum/shared/auth/account-contract';
import { emailSchema, signInSchema, signUpFormSchema } from '@aurum/shared/auth/auth-contract';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';

/** The auth forms' checks: the shared schemas, loaded after the page (lazyResolver, ADR 022). */
export const signInResolver = zodResolver(signInSchema);
export const signUpResolver = zodResolver(signUpFormSchema);
export const forgotPasswordResolver = zodResolver(z.object({ email: emailSchema }));
export const newPasswordResolver = zodResolver(newPasswordFormSchema);
