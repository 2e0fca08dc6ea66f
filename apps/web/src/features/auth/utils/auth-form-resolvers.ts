import { signInSchema, signUpFormSchema } from '@aurum/shared/auth/auth-contract';
import { zodResolver } from '@hookform/resolvers/zod';

/** The auth forms' checks: the shared schemas, loaded after the page (lazyResolver, ADR 022). */
export const signInResolver = zodResolver(signInSchema);
export const signUpResolver = zodResolver(signUpFormSchema);
