import { confirmAnswerSchema, declineAnswerSchema } from '@aurum/shared/provider/provider-contract';
import { zodResolver } from '@hookform/resolvers/zod';

/** The answer forms' checks: the shared schemas, loaded after the form (lazyResolver, ADR 022). */
export const confirmAnswerResolver = zodResolver(confirmAnswerSchema);
export const declineAnswerResolver = zodResolver(declineAnswerSchema);
