import { personalEventSchema } from '@aurum/shared/calendar/calendar-contract';
import { zodResolver } from '@hookform/resolvers/zod';

/** The Add Event form's checks: the shared schema, loaded after the form (lazyResolver, ADR 022). */
export const eventFormResolver = zodResolver(personalEventSchema);
