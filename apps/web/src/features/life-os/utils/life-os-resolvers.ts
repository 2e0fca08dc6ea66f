import { goalInputSchema } from '@aurum/shared/life-os/goals';
import { routineInputSchema } from '@aurum/shared/life-os/routines';
import { hubConnectionSchema, ownDeviceInputSchema } from '@aurum/shared/life-os/smart-home';
import { zodResolver } from '@hookform/resolvers/zod';

/** Life OS's form checks: the shared schemas, loaded after the form (lazyResolver, ADR 022). */
export const goalResolver = zodResolver(goalInputSchema);
export const routineResolver = zodResolver(routineInputSchema);
export const hubResolver = zodResolver(hubConnectionSchema);
export const ownDeviceResolver = zodResolver(ownDeviceInputSchema);
