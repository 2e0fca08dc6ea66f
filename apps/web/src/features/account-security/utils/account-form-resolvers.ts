import { changeEmailFormSchema, newPasswordFormSchema } from '@aurum/shared/auth/account-contract';
import { zodResolver } from '@hookform/resolvers/zod';

/** The profile's change forms' checks: the shared schemas, loaded after the page (ADR 022). */
export const changePasswordResolver = zodResolver(newPasswordFormSchema);
export const changeEmailResolver = zodResolver(changeEmailFormSchema);
