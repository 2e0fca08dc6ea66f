import {
  ideaFormSchema,
  sharedEventInputSchema,
} from '@aurum/shared/relationship/relationship-contract';
import { zodResolver } from '@hookform/resolvers/zod';

/** The relationship space's form checks: the shared schemas, loaded after the form (ADR 022). */
export const sharedEventResolver = zodResolver(sharedEventInputSchema);
export const ideaResolver = zodResolver(ideaFormSchema);
